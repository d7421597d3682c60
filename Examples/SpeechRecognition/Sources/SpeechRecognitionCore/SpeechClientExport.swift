// The reference keeps its speech client in the feature's own module, so a test that imports
// the feature can build a `SpeechRecognitionResult`; here the client is a module shared with
// SyncUps, and the feature brings it along.
@_exported import SpeechClient
