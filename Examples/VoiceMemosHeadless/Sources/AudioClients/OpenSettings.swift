import Dependencies

extension DependencyValues {
  /// Opens the system's settings, where the user can grant the microphone: a one-endpoint
  /// dependency as a bare closure. There are no such settings on Linux: the program's live value
  /// does nothing, and its screen explains how to grant the simulated permission instead.
  /// Tests override it (`$0.openSettings = { ... }`); unset, it reports.
  public var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

private enum OpenSettingsKey: DependencyKey {
  static let liveValue: @Sendable () async -> Void = {}
  static let previewValue: @Sendable () async -> Void = {}
  static let testValue: @Sendable () async -> Void = { reportIssue("Unimplemented: 'openSettings'") }
}
