import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An error from the persistence layer: what went wrong in words a user can act on, plus
/// SQLite's own code and message, the file and the statement for whoever debugs it.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// What went wrong, as far as a program needs to decide what to do next.
  public enum Kind: Sendable, Equatable {
    /// The file exists but is not an SQLite database (wrong header, too short, or empty).
    case notADatabase(reason: String)
    /// The file is an SQLite database that belongs to another program.
    case foreignDatabase
    /// The header promises more pages than the file holds.
    case truncated
    /// The database was migrated by a newer version of this program.
    case newerSchema(found: Int, known: Int)
    /// Another process holds a lock for longer than the busy timeout.
    case locked
    /// Another program wrote to a file this one claimed for its own use (`ExclusiveUse`);
    /// nothing more is written over its changes.
    case changedElsewhere
    /// The disk (or the user's quota) is full.
    case diskFull
    /// The operating system failed to read or write the file.
    case ioError
    /// The path is a folder.
    case folder
    /// The path is a device or another kind of non-regular file that is not a folder.
    case notAFile
    /// The file or its directory cannot be read or created.
    case cannotOpen
    /// The file is missing and its folder does not let this user create it; `reason` in words.
    case folderNotWritable(folder: String, reason: String)
    /// The file can be read but not written.
    case readOnly
    /// The contents fail SQLite's consistency checks.
    case corrupt
    /// A column held a value that cannot be read as the requested type.
    case typeMismatch(column: Int, expected: String, found: String)
    /// The program used the API in a way it does not allow (a bug, not bad input).
    case misuse(String)
    /// A command-line argument or environment value made no sense.
    case invalidLocation(String)
    /// Any other failure reported by SQLite; `code` and `sqliteMessage` say which.
    case sqlite
  }

  public var kind: Kind
  /// SQLite's extended result code, when SQLite reported the failure.
  public var code: Int32?
  /// SQLite's message for `code`, as `sqlite3_errmsg` returned it.
  public var sqliteMessage: String?
  /// The database file, or nil for in-memory databases and errors without a file.
  public var path: String?
  /// The SQL being run when the error happened.
  public var statement: String?

  public init(
    _ kind: Kind, code: Int32? = nil, sqliteMessage: String? = nil, path: String? = nil,
    statement: String? = nil
  ) {
    self.kind = kind
    self.code = code
    self.sqliteMessage = sqliteMessage
    self.path = path
    self.statement = statement
  }

  /// What to do about a file that is not the program's.
  private static let otherFile = "Choose another file with --db PATH."

  /// One sentence for the user, then the technical details in parentheses.
  public var description: String {
    var text = summary
    var details: [String] = []
    if let code { details.append("SQLite code \(code)") }
    if let sqliteMessage, !summary.contains(sqliteMessage) { details.append(sqliteMessage) }
    if let statement { details.append("while running: \(statement)") }
    if !details.isEmpty { text += " (" + details.joined(separator: "; ") + ")" }
    return text
  }

  public var errorDescription: String? { description }

  /// The user-facing sentence alone, without SQLite's code or the statement.
  public var summary: String {
    let file = path ?? "the in-memory database"
    switch kind {
    case .notADatabase(let reason):
      return DataFileProblem.notData(kind: "a database", detail: reason).sentence(path: file, remedy: Self.otherFile)
    case .foreignDatabase:
      return DataFileProblem.anotherProgramsFile.sentence(path: file, remedy: Self.otherFile)
    case .truncated:
      return DataFileProblem.damaged(detail: "it is truncated: shorter than its header says")
        .sentence(path: file, remedy: "Restore it from a backup, or choose another file with --db PATH.")
    case .newerSchema(let found, let known):
      return "\(file) was written by a newer version (schema \(found), this program knows \(known)); it was left untouched. Update this program to open it."
    case .locked:
      return "\(file) is locked by another process; close the other program using it and try again."
    case .changedElsewhere:
      return "\(file) was changed by another program; nothing more is written over its changes. Quitting writes the data to a new file beside it."
    case .diskFull:
      return "\(file) could not be written: the disk is full. Free some space; the next change saves everything again."
    case .ioError:
      return "\(file) could not be written: the system reported an I/O error (a failing disk, or a network drive gone?). The next change tries again."
    case .folder:
      return DataFileProblem.folder.sentence(path: file, remedy: "Choose a file path with --db PATH.")
    case .notAFile:
      return "\(file) is not a regular file; choose a file path with --db PATH."
    case .folderNotWritable(let folder, let reason):
      return DataFileProblem.folderNotWritable(folder: folder, reason: reason)
        .sentence(path: file, remedy: "Choose a folder of yours with --db PATH, or change its permissions.")
    case .cannotOpen:
      return "\(file) cannot be opened; check that it exists and that you may read it."
    case .readOnly:
      return "\(file) is read-only; check its permissions and those of its directory."
    case .corrupt:
      return DataFileProblem.damaged(detail: "SQLite reports a malformed database")
        .sentence(path: file, remedy: "Restore it from a backup, or choose another file with --db PATH.")
    case .typeMismatch(let column, let expected, let found):
      return "column \(column) holds \(found), which cannot be read as \(expected)"
    case .misuse(let message):
      return message
    case .invalidLocation(let message):
      return message
    case .sqlite:
      return "\(file): \(sqliteMessage ?? "unknown SQLite error")"
    }
  }
}

extension DatabaseError {
  /// Builds an error from a failed SQLite call, mapping the codes a user can do something about.
  init(code: Int32, connection: OpaquePointer?, path: String?, statement: String?) {
    let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
    let kind: Kind
    switch code & 0xFF {
    case SQLITE_BUSY, SQLITE_LOCKED: kind = .locked
    case SQLITE_NOTADB: kind = .notADatabase(reason: "SQLite does not recognise its format")
    case SQLITE_CORRUPT: kind = .corrupt
    case SQLITE_READONLY: kind = .readOnly
    case SQLITE_FULL: kind = .diskFull
    case SQLITE_IOERR: kind = .ioError
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: kind = .cannotOpen
    case SQLITE_MISUSE: kind = .misuse("SQLite reports misuse of its API: \(message)")
    default: kind = .sqlite
    }
    self.init(kind, code: code, sqliteMessage: message, path: path, statement: statement)
  }
}
