import Dependencies

extension DependencyValues {
  /// The file extension of new recordings, which names the format the installed recorder
  /// writes: "m4a" unless the program says otherwise, as the reference's recorder writes AAC
  /// and its tests expect; the simulated recorder writes WAV, and its program sets "wav".
  public var recordingFileExtension: String {
    get { self[RecordingFileExtensionKey.self] }
    set { self[RecordingFileExtensionKey.self] = newValue }
  }
}

private enum RecordingFileExtensionKey: DependencyKey {
  static let liveValue = "m4a"
  static let testValue = "m4a"
}
