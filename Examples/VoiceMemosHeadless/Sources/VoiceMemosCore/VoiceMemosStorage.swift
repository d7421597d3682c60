import Dependencies
import DependenciesMacros
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IdentifiedCollections
import Synchronization

/// Where the list and its recordings are kept between runs. The program's terminal feature
/// (`VoiceMemosTerminal`) saves through this interface; the program installs the SQLite value
/// (`VoiceMemosStorageLive`), tests and `--in-memory` runs a memory.
@DependencyClient
public struct VoiceMemosStorage: Sendable {
  /// Reads the saved memos, newest first; those whose file is gone are marked `isMissing`.
  public var load: @Sendable () throws -> IdentifiedArrayOf<VoiceMemo.State>
  /// Replaces the saved list with `memos` (not playing) as one transaction.
  public var save: @Sendable (_ memos: [VoiceMemo.State]) async throws -> Void
  /// Removes a deleted memo's recording; a file already gone is not an error.
  public var deleteRecording: @Sendable (_ url: URL) async throws -> Void

  /// Removes the file at `url`, if there is one.
  public static func removeFile(at url: URL) throws {
    do {
      try FileManager.default.removeItem(at: url)
    } catch let error as CocoaError where error.code == .fileNoSuchFile {
    }
  }
}

extension VoiceMemosStorage {
  /// Keeps the list in `memory` and removes deleted recordings from disk: the storage of
  /// `--in-memory` runs, and what tests read back.
  public static func inMemory(_ memory: VoiceMemosMemory) -> Self {
    VoiceMemosStorage(
      load: { IdentifiedArray(memory.memos) },
      save: { memory.record(saved: $0) },
      deleteRecording: { url in
        memory.record(deleted: url)
        try removeFile(at: url)
      }
    )
  }
}

/// A list kept in this process only, with every save and deletion it received.
public final class VoiceMemosMemory: Sendable {
  private let contents: Mutex<(memos: [VoiceMemo.State], saves: [[VoiceMemo.State]], deleted: [URL])>

  /// A memory that starts with `memos`.
  public init(_ memos: [VoiceMemo.State] = []) {
    contents = Mutex((memos, [], []))
  }

  /// The memos of the last save, or the initial ones.
  public var memos: [VoiceMemo.State] { contents.withLock { $0.memos } }
  /// Every saved list, oldest first.
  public var saves: [[VoiceMemo.State]] { contents.withLock { $0.saves } }
  /// The recordings deleted, in order.
  public var deleted: [URL] { contents.withLock { $0.deleted } }

  func record(saved memos: [VoiceMemo.State]) {
    contents.withLock {
      $0.memos = memos
      $0.saves.append(memos)
    }
  }

  func record(deleted url: URL) {
    contents.withLock { $0.deleted.append(url) }
  }
}

extension DependencyValues {
  /// Where the memos are saved.
  public var voiceMemosStorage: VoiceMemosStorage {
    get { self[VoiceMemosStorageKey.self] }
    set { self[VoiceMemosStorageKey.self] = newValue }
  }
}

/// The interface has no live code: the program installs the SQLite storage or a memory.
private enum VoiceMemosStorageKey: DependencyKey {
  static let liveValue = VoiceMemosStorage()
  static var previewValue: VoiceMemosStorage { .inMemory(VoiceMemosMemory()) }
  static let testValue = VoiceMemosStorage()
}
