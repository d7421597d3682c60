import Dependencies
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The directory new recordings are created in. The program sets it (the per-user data
/// directory, or a temporary one for `--in-memory`); tests choose a fixed one.
public struct RecordingsDirectory: Sendable {
  private let directory: @Sendable () -> URL

  /// The directory `directory` returns.
  public init(_ directory: @escaping @Sendable () -> URL) {
    self.directory = directory
  }

  /// The directory.
  public func callAsFunction() -> URL { directory() }
}

extension DependencyValues {
  /// Where new recordings go.
  public var recordingsDirectory: RecordingsDirectory {
    get { self[RecordingsDirectoryKey.self] }
    set { self[RecordingsDirectoryKey.self] = newValue }
  }
}

private enum RecordingsDirectoryKey: DependencyKey {
  static let liveValue = RecordingsDirectory { FileManager.default.temporaryDirectory }
  static let previewValue = RecordingsDirectory { FileManager.default.temporaryDirectory }
  static let testValue = RecordingsDirectory {
    reportIssue("recordingsDirectory was used but is unimplemented; override it in this test.")
    return URL(fileURLWithPath: "/unimplemented-recordings")
  }
}
