// The reference keeps its audio clients in the feature's own module, so a test that imports
// the feature can override `audioRecorder` and `audioPlayer`; here the clients are a module of
// their own (the simulation builds on them), and the feature brings them along.
@_exported import AudioClients
