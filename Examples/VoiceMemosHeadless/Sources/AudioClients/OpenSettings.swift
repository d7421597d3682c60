import ComposableCore

/// Opens the system's settings, where the user can grant the microphone. A bare closure, as the
/// dependency has one endpoint. There are no such settings on Linux: the program's live value
/// does nothing, and its screen explains how to grant the simulated permission instead.
public struct OpenSettings: Sendable {
  private let open: @Sendable () async -> Void

  /// Settings that `open` opens.
  public init(_ open: @escaping @Sendable () async -> Void) {
    self.open = open
  }

  /// Opens the settings.
  public func callAsFunction() async { await open() }
}

extension DependencyValues {
  /// Opens the settings where the microphone permission is granted.
  public var openSettings: OpenSettings {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

private enum OpenSettingsKey: DependencyKey {
  static let liveValue = OpenSettings {}
  static let previewValue = OpenSettings {}
  static let testValue = OpenSettings {
    reportIssue("openSettings was called but is unimplemented; override it in this test.")
  }
}
