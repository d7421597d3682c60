import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Checks a path before SQLite touches it, and creates new database files without ever leaving
/// an empty or half-made file at the final path.
enum DatabaseFile {
  /// Stored in every database this package creates (`PRAGMA application_id`, "CTPS"), so a
  /// database of another program is recognised and left alone.
  static let applicationID: Int32 = 0x4354_5053

  enum State {
    case missing
    /// A file of no bytes (made by `touch`, say): a new database, as SQLite takes it.
    case empty
    case existing
  }

  private static let magic = Array("SQLite format 3\0".utf8)

  /// Reads the file's first bytes and size and refuses anything that is not a whole SQLite
  /// database, without writing a byte.
  static func inspect(_ path: String) throws -> State {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return .missing }
      throw posixError(.cannotOpen, path: path)
    }
    guard info.st_mode & S_IFMT != S_IFDIR else { throw DatabaseError(.folder, path: path) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw DatabaseError(.notAFile, path: path) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw posixError(.cannotOpen, path: path) }
    defer { close(descriptor) }
    guard access(path, W_OK) == 0 else { throw posixError(.readOnly, path: path) }
    // SQLite writes its log beside the file: a folder that refuses it fails the first write.
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard access(folder, W_OK) == 0 else { throw folderNotWritable(folder, path: path, code: errno) }

    let size = Int(info.st_size)
    guard size > 0 else { return .empty }
    var header = [UInt8](repeating: 0, count: 100)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
    guard count >= 0 else { throw posixError(.cannotOpen, path: path) }
    guard count >= magic.count, Array(header[0..<magic.count]) == magic else {
      throw DatabaseError(.notADatabase(reason: "it does not start with the SQLite header"), path: path)
    }
    guard count == 100 else { throw DatabaseError(.truncated, path: path) }
    try checkSize(size, header: header, path: path)
    return .existing
  }

  /// A file shorter than its header says lost its end. Skipped while a journal or WAL holds
  /// changes: SQLite's recovery may legitimately grow or shrink the file when it replays them.
  private static func checkSize(_ size: Int, header: [UInt8], path: String) throws {
    if hasContent(path + "-wal") || hasContent(path + "-journal") { return }
    let rawPageSize = Int(header[16]) << 8 | Int(header[17])
    let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
    guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else {
      throw DatabaseError(.notADatabase(reason: "its header names an impossible page size"), path: path)
    }
    guard size >= pageSize, size % pageSize == 0 else { throw DatabaseError(.truncated, path: path) }
    let changeCounter = header[24..<28]
    let validFor = header[92..<96]
    let pageCount = header[28..<32].reduce(0) { $0 << 8 | Int($1) }
    // The header's page count is trustworthy only when written by the same change as the counter.
    if changeCounter.elementsEqual(validFor) && pageCount > 0 && size < pageCount * pageSize {
      throw DatabaseError(.truncated, path: path)
    }
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  private static func hasContent(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_size > 0
  }

  /// Makes a new empty database (WAL mode, our application id) beside `path`, then links it into
  /// place. A crash at any moment leaves either no file at `path` or a complete database, and
  /// linking never replaces a file another process created meanwhile. `replacingEmpty` renames
  /// it over an empty file instead, unless that file took content meanwhile.
  static func create(_ path: String, replacingEmpty: Bool = false) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: directory) else {
      throw DatabaseError(
        .cannotOpen, sqliteMessage: "the directory \(directory) does not exist", path: path)
    }
    let temporary = directory + "/.\(url.lastPathComponent).new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // Made here first, so a folder that refuses new files is named as such, not as SQLite's
    // "unable to open database file"; SQLite takes the empty file as a new database.
    let probe = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard probe >= 0 else {
      let code = errno
      if code == EACCES || code == EPERM || code == EROFS { throw folderNotWritable(directory, path: path, code: code) }
      throw posixError(.cannotOpen, path: path)
    }
    close(probe)
    defer { unlink(temporary) }
    var connection: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE
    var code = sqlite3_open_v2(temporary, &connection, flags, nil)
    if code == SQLITE_OK {
      code = sqlite3_exec(
        connection, "PRAGMA application_id = \(applicationID); PRAGMA journal_mode = WAL;", nil, nil, nil)
    }
    if code != SQLITE_OK {
      let error = DatabaseError(code: code, connection: connection, path: path, statement: nil)
      sqlite3_close_v2(connection)
      throw error
    }
    sqlite3_close_v2(connection)
    if replacingEmpty {
      guard try inspect(path) == .empty else { return }
      guard rename(temporary, path) == 0 else { throw posixError(.cannotOpen, path: path) }
      return
    }
    guard link(temporary, path) == 0 || errno == EEXIST else { throw posixError(.cannotOpen, path: path) }
  }

  /// `folder` refuses new files (errno `code`), so `path` cannot be created or logged.
  private static func folderNotWritable(_ folder: String, path: String, code: Int32) -> DatabaseError {
    let reason = code == EROFS ? "a read-only file system" : "permission denied"
    return DatabaseError(.folderNotWritable(folder: folder, reason: reason), path: path)
  }

  private static func posixError(_ kind: DatabaseError.Kind, path: String) -> DatabaseError {
    DatabaseError(kind, sqliteMessage: String(cString: strerror(errno)), path: path)
  }
}
