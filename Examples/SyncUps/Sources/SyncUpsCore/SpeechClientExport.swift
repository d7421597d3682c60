// The reference's SyncUps keeps its speech client in its own module, so a test that imports
// the feature can build a `SpeechRecognitionResult`; here the client is shared with the
// SpeechRecognition example, and the feature brings it along.
@_exported import SpeechClient
