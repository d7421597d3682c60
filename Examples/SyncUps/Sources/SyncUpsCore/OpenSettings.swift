import Dependencies

extension DependencyValues {
  /// Opens the settings page of the speech permission: a one-endpoint dependency as a bare
  /// closure. Linux has no such page: the program installs one that tells how to change the
  /// simulated permission. Tests override it (`$0.openSettings = { ... }`); unset, it reports.
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
