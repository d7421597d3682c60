#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DependencyValues {
  /// The directory for files a feature creates and may leave behind, as the reference's
  /// examples name it: the system's temporary directory when live. A program may point it
  /// elsewhere (VoiceMemos keeps its recordings in its data folder); in tests it reports an
  /// issue unless overridden, e.g. `$0.temporaryDirectory = { URL(fileURLWithPath: "/tmp") }`.
  public var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }
}

private enum TemporaryDirectoryKey: DependencyKey {
  static let liveValue: @Sendable () -> URL = { FileManager.default.temporaryDirectory }
  static let testValue: @Sendable () -> URL = {
    reportIssue(
      "Unimplemented: @Dependency(\\.temporaryDirectory) was called in a test without being overridden. "
        + "Use withDependencies: { $0.temporaryDirectory = { URL(fileURLWithPath: \"/tmp\") } }."
    )
    return FileManager.default.temporaryDirectory
  }
}
