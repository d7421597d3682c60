import ComposableCore

/// Opens the system settings where the user can change the speech permission. Linux has no
/// such page: the program installs a value that tells how to change the simulated permission.
public struct OpenSettings: Sendable {
  private let open: @Sendable () async -> Void

  /// A client that runs `open`.
  public init(_ open: @escaping @Sendable () async -> Void) {
    self.open = open
  }

  /// Opens the settings.
  public func callAsFunction() async { await open() }

  /// Reports an issue, so a test must override it to use it.
  public static let unimplemented = OpenSettings {
    reportIssue("OpenSettings was called but is unimplemented; override it in this test.")
  }

  /// Does nothing: previews have no settings to open.
  public static let noop = OpenSettings {}
}

extension DependencyValues {
  /// Opens the settings page of the speech permission.
  public var openSettings: OpenSettings {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

private enum OpenSettingsKey: DependencyKey {
  static let liveValue = OpenSettings.noop
  static let previewValue = OpenSettings.noop
  static let testValue = OpenSettings.unimplemented
}
