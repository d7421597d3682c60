import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TerminalUI

/// A recorded session (`PROGRAM --record FILE`), one JSON object a line, readable and
/// versioned: a header, then each input event with its virtual time and the state it left,
/// and, in the order effects asked for them, the values that came from outside (UUIDs, HTTP
/// answers). Clock ticks need no line of their own: the clock is virtual, so an event's time
/// says which ticks came before it; dates follow that clock from the header's `date`, and
/// random numbers come from the header's `seed`.
///
/// ```
/// {"format":"composable-session","version":1,"program":"todos","size":"80x24","date":…,"seed":…}
/// {"nanoseconds":0,"step":"start","state":"…"}
/// {"nanoseconds":1250000000,"key":"a","state":"…"}
/// {"uuid":"…"}
/// {"nanoseconds":4000000000,"end":"quit"}
/// ```
public struct SessionEntry: Codable, Equatable, Sendable {
  public var format: String?
  public var version: Int?
  public var program: String?
  /// The program's own arguments (those not the driver's), which a replay runs with.
  public var arguments: [String]?
  public var size: String?
  /// The date at virtual time zero, in seconds since 1970.
  public var date: Double?
  public var timeZone: String?
  public var locale: String?
  public var seed: UInt64?

  /// When the event came, in nanoseconds of virtual time since the start.
  public var nanoseconds: Int64?
  /// `start`, for the state before any event.
  public var step: String?
  /// A key, as a script writes it (`Key(scriptName:)`).
  public var key: String?
  /// A paste.
  public var text: String?
  public var resize: String?
  /// `interrupt`, `terminate` or `hangUp`.
  public var signal: String?
  /// The state the event left, as `ValueDump` writes it.
  public var state: String?
  /// Why the run ended.
  public var end: String?

  public var uuid: String?
  public var http: HTTPExchange?
  /// A value the program took from outside before its store existed (see
  /// `ProgramDriver.outsideValue`).
  public var outside: NamedValue?

  /// A named value.
  public struct NamedValue: Codable, Equatable, Sendable {
    public var name: String
    public var value: String
  }

  /// A request, what came back, and when (virtual time, as events have).
  public struct HTTPExchange: Codable, Equatable, Sendable {
    public var url: String
    public var nanoseconds: Int64?
    public var status: Int?
    public var headers: [String: String]?
    /// The body, base64.
    public var body: String?
    public var error: String?
  }

  public init() {}

  /// Whether this is an input event (a key, a paste, a resize or a signal).
  var isEvent: Bool { key != nil || text != nil || resize != nil || signal != nil }

  static let format = "composable-session"
  static let version = 1
}

/// Appends entries to a session file as they happen, a line each, so a session cut short by
/// a crash keeps everything up to it. Without a path (`--inspect` alone) the session is kept
/// in memory instead. Either way the inspector's export and fork read it back (`written`).
package final class SessionWriter: Sendable {
  /// The descriptor of the session file; nil for a session kept in memory.
  private let handle: Mutex<Int32?>
  /// The entries of a session kept in memory only; a file holds its own.
  private let entries = Mutex<[SessionEntry]>([])

  /// Creates the file at `path`; one already there is refused (`EEXIST`, "already exists")
  /// unless `overwriting`, which empties it. Throws a `FileProblem` in words.
  package init(path: String?, overwriting: Bool) throws(FileProblem) {
    guard let path else {
      handle = Mutex(nil)
      return
    }
    var existing = stat()
    if stat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR {
      throw FileProblem(path: path, errno: EISDIR)
    }
    let flags = O_RDWR | O_CREAT | O_CLOEXEC | (overwriting ? O_TRUNC : O_EXCL)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else { throw FileProblem(path: path, errno: errno) }
    handle = Mutex(descriptor)
  }

  deinit {
    handle.withLock { descriptor in
      if let descriptor { close(descriptor) }
    }
  }

  /// The entries written so far, read back from the file when there is one.
  package var written: [SessionEntry] {
    let fromFile = handle.withLock { descriptor -> [SessionEntry]? in
      guard let descriptor else { return nil }
      defer { lseek(descriptor, 0, SEEK_END) }
      guard lseek(descriptor, 0, SEEK_SET) == 0, let data = try? FileDescriptorIO.readToEnd(descriptor) else { return [] }
      let decoder = JSONDecoder()
      return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(SessionEntry.self, from: Data($0)) }
    }
    return fromFile ?? entries.withLock { $0 }
  }

  func append(_ entry: SessionEntry) {
    let isInFile = handle.withLock { descriptor in
      guard let descriptor else { return false }
      if let data = Self.line(entry) { FileDescriptorIO.write(Array(data), to: descriptor) }
      return true
    }
    if !isInFile { entries.withLock { $0.append(entry) } }
  }

  /// Replaces everything written with `entries`: the session cut short by a fork.
  func replace(with entries: [SessionEntry]) {
    let isInFile = handle.withLock { descriptor in
      guard let descriptor else { return false }
      _ = ftruncate(descriptor, 0)
      lseek(descriptor, 0, SEEK_SET)
      for entry in entries {
        if let data = Self.line(entry) { FileDescriptorIO.write(Array(data), to: descriptor) }
      }
      return true
    }
    if !isInFile { self.entries.withLock { $0 = entries } }
  }

  /// An entry as a line of the file: JSON with its keys sorted.
  static func line(_ entry: SessionEntry) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(entry) else { return nil }
    return data + Data("\n".utf8)
  }
}

/// A session read back for a replay.
package struct SessionRecording {
  package var header: SessionEntry
  /// Start, events and end, in order, with their lines in the file.
  package var steps: [(line: Int, entry: SessionEntry)]
  package var uuids: [UUID]
  package var exchanges: [SessionEntry.HTTPExchange]
  package var outsideValues: [SessionEntry.NamedValue]

  /// A line that is not an entry, or a file of another format or version.
  package struct Unreadable: Error, CustomStringConvertible {
    package var description: String
  }

  package init(text: String) throws(Unreadable) {
    let decoder = JSONDecoder()
    var entries: [SessionEntry] = []
    var lines: [Int] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.isEmpty else { continue }
      do {
        entries.append(try decoder.decode(SessionEntry.self, from: Data(line.utf8)))
        lines.append(index + 1)
      } catch {
        throw Unreadable(description: "line \(index + 1) is not a session entry")
      }
    }
    guard let header = entries.first, header.format == SessionEntry.format else {
      throw Unreadable(description: "not a session recording (no \"format\":\"\(SessionEntry.format)\" header)")
    }
    guard header.version == SessionEntry.version else {
      throw Unreadable(description: "a recording of version \(header.version ?? 0); this program reads version \(SessionEntry.version)")
    }
    self.header = header
    steps = zip(lines, entries).dropFirst().filter { $0.1.nanoseconds != nil }.map { ($0.0, $0.1) }
    uuids = entries.compactMap { $0.uuid.flatMap(UUID.init(uuidString:)) }
    exchanges = entries.compactMap(\.http)
    outsideValues = entries.compactMap(\.outside)
  }
}
