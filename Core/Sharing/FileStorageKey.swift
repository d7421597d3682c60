import CustomDump
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shared value kept as JSON in a file: `@Shared(.fileStorage(url)) var stats = Stats()`.
/// Several programs may hold the file at once (two instances side by side, a person with an
/// editor): none loses another's change.
///
/// - Loaded on first use; a missing file gives the default.
/// - A file that can't be read or decoded also gives the default; it is left byte for byte as
///   it is until the next change is saved over it, and the problem shows in
///   `$stats.loadError` (a ``FileStorageError``).
/// - Each `withLock` is one read-modify-write under an advisory lock (`.NAME.lock` beside the
///   file, see ``CrossProcessSharedKey``): it reads the file as it is now, applies the change,
///   and writes before the lock is released. A write that fails keeps the change in memory
///   and shows in `$stats.saveError`.
/// - A change written by another program shows within a second: the storage looks at the
///   file's inode, size and times five times a second and reloads when they moved.
/// - Written aside, then renamed over the file: a crash leaves the old file or the new one,
///   never a part of one.
public struct FileStorageKey<Value: Codable & Sendable>: CrossProcessSharedKey {
  /// The file the value is kept in.
  public let url: URL
  /// Runs between the write aside and the rename; tests make it throw to stand for a crash.
  private let beforeRename: @Sendable () throws -> Void

  /// Keeps the value in the file at `url`; the directories above it are made when missing.
  public init(url: URL) {
    self.init(url: url, beforeRename: {})
  }

  package init(url: URL, beforeRename: @escaping @Sendable () throws -> Void) {
    self.url = url
    self.beforeRename = beforeRename
  }

  public var id: FileStorageKeyID { FileStorageKeyID(path: url.standardizedFileURL.path) }

  /// The delay a key that wraps this one saves after (a wrapper is not a cross-process key,
  /// so it is saved as if this process were the only one). This key itself writes each change
  /// at once, under its lock.
  public var saveDelay: Duration { .seconds(1) }

  /// The file's value; nil when there is no file.
  public func load() throws -> Value? {
    try loadWithVersion().value
  }

  /// Writes `value` under the file's lock, whatever the file holds.
  public func save(_ value: Value) throws {
    _ = try update { _, _ in value }
  }

  /// The file's inode, size and times, read without opening it: what the storage polls.
  public func storedVersion() throws -> FileStorageVersion? {
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileStorageError(.unreadable, path: url.path, reason: String(cString: strerror(errno)))
    }
    return FileStorageVersion(status)
  }

  /// Reads the file and the version of what was read through one descriptor, so a rename in
  /// between can't pair the one with the other.
  public func loadWithVersion() throws -> (value: Value?, version: FileStorageVersion?) {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return (nil, nil) }
      throw FileStorageError(.unreadable, path: url.path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileStorageError(.unreadable, path: url.path, reason: String(cString: strerror(errno)))
    }
    let version = FileStorageVersion(status)
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileStorageError(.unreadable, path: url.path, reason: "not a regular file")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw FileStorageError(.unreadable, path: url.path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
    }
    do {
      return (try JSONDecoder().decode(Value.self, from: data), version)
    } catch {
      throw FileStorageError(.notDecodable("\(Value.self)"), path: url.path, reason: describe(error))
    }
  }

  /// One change no other process interleaves with: under the lock on `.NAME.lock`, reads the
  /// file, writes what `change` returns, and returns the version written.
  public func update(
    _ change: (_ stored: Result<Value?, any Error>, _ version: FileStorageVersion?) -> Value?
  ) throws -> FileStorageVersion? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try FileLock.withLock(of: url) {
        let loaded = Result { try loadWithVersion() }
        let version = (try? loaded.get().version) ?? (try? storedVersion()) ?? nil
        if let value = change(loaded.map(\.value), version) {
          try AtomicFile.write(try encoder.encode(value), to: url, beforeRename: beforeRename)
        }
        return try storedVersion()
      }
    } catch let error as FileStorageError {
      throw error
    } catch {
      throw FileStorageError(.unwritable, path: url.path, reason: describe(error))
    }
  }

  private func describe(_ error: any Error) -> String {
    switch error {
    case let DecodingError.dataCorrupted(context): context.debugDescription
    case let DecodingError.keyNotFound(key, _): "no value for \(key.stringValue)"
    case let DecodingError.typeMismatch(type, context): "\(type) expected at \(Self.path(context))"
    case let DecodingError.valueNotFound(type, context): "\(type) expected at \(Self.path(context))"
    default: "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.isEmpty ? "the top level" : context.codingPath.map(\.stringValue).joined(separator: ".")
  }
}

/// The id of a ``FileStorageKey``: the file's standardized path.
public struct FileStorageKeyID: Hashable, Sendable, CustomStringConvertible {
  let path: String
  public var description: String { "fileStorage(\"\(path)\")" }
}

extension SharedKey {
  /// A value kept as JSON in the file at `url`; see ``FileStorageKey``.
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}

/// Why a file-stored shared value could not be loaded or saved, in words a status line can show.
public struct FileStorageError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// The file exists but can't be read (a directory, no permission).
    case unreadable
    /// The file is not JSON of the value's type (named here).
    case notDecodable(String)
    /// The file, or the one written aside, can't be written or renamed.
    case unwritable
  }

  public let kind: Kind
  /// The file's path.
  public let path: String
  /// The underlying failure, as the system or the decoder put it.
  public let reason: String

  init(_ kind: Kind, path: String, reason: String) {
    self.kind = kind
    self.path = path
    self.reason = reason
  }

  public var description: String {
    switch kind {
    case .unreadable:
      "\(path) could not be read (\(reason)); the default is used, and the file is left as it is "
        + "until the next change is saved over it."
    case let .notDecodable(type):
      "\(path) does not hold a valid \(type) (\(reason)); the default is used, and the file is "
        + "left as it is until the next change is saved over it."
    case .unwritable:
      "\(path) could not be saved (\(reason)); the change is kept in memory and saved again "
        + "after the next change."
    }
  }
}
