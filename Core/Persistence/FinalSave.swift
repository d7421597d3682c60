#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a program's data is once it has closed its database at exit. Every save into a file
/// deleted, moved or replaced while the program ran went into a file no one can open by that
/// name, so `Database.closeKeepingData` writes the data once more, to a new file, and says where.
public enum FinalSave: Sendable, Equatable {
  /// The file at `path` holds the data, as it did all along.
  case inPlace(path: String)
  /// The file was deleted or moved away while the program ran; a new file at the same `path`
  /// holds the data.
  case writtenAnew(path: String)
  /// Another file took the path (`replaced`) and was left alone; the data is in a new file at
  /// `path` beside it.
  case writtenBeside(replaced: String, path: String)
  /// Another program wrote to the file (`changed`), whose contents were left alone; the data is
  /// in a new file at `path` beside it.
  case writtenBesideChanged(changed: String, path: String)

  /// The file that holds the data now.
  public var path: String {
    switch self {
    case .inPlace(let path), .writtenAnew(let path), .writtenBeside(_, let path), .writtenBesideChanged(_, let path):
      path
    }
  }

  /// What the user is told: `data` names what was kept ("2 todos"), `program` the program.
  /// Written to follow "exited (quit); ".
  public func report(of data: String, program: String) -> String {
    switch self {
    case .inPlace(let path):
      "\(data) saved in \(path)"
    case .writtenAnew(let path):
      "\(path) was deleted while \(program) was running; wrote the \(data) to a new \(path)"
    case .writtenBeside(let replaced, let path):
      "\(replaced) was replaced by another file while \(program) was running; that file was left alone; "
        + "wrote the \(data) to \(path)"
    case .writtenBesideChanged(let changed, let path):
      "another program wrote to \(changed) while \(program) was running; its changes were left alone; "
        + "wrote the \(data) to \(path)"
    }
  }
}

/// The data could not be written to a new file after its own was deleted or replaced: the one
/// case where the program ends holding data that is in no file. The user must hear of it.
public struct FinalSaveError: Error, Sendable, CustomStringConvertible {
  /// What had become of the file: `.deleted`, `.replaced` or `.changedElsewhere`.
  public let status: Database.FileStatus
  /// The database's path.
  public let path: String
  /// Why the new file could not be written, for people.
  public let reason: String

  public var description: String { report(of: "data", program: "the program") }

  /// What the user is told, as `FinalSave.report(of:program:)` does.
  public func report(of data: String, program: String) -> String {
    switch status {
    case .replaced:
      "\(path) was replaced by another file while \(program) was running; that file was left alone, "
        + "and the \(data) could NOT be saved: \(reason)"
    case .changedElsewhere:
      "another program wrote to \(path) while \(program) was running; its changes were left alone, "
        + "and the \(data) could NOT be saved: \(reason)"
    case .deleted, .inPlace:
      "\(path) was deleted while \(program) was running, and the \(data) could NOT be saved: \(reason)"
    }
  }
}

extension Database {
  /// Closes the database; when its file was deleted, moved, replaced or written by another
  /// program meanwhile (`fileStatus()`), opens a new database with `migrations` (at the same
  /// path, or beside a file that is now another's, which is never touched) and runs `save` on
  /// it, so that what the program holds is in a file it can name.
  ///
  /// `recreatingDirectory` lets a default data folder that went with the file be made again
  /// (0700); a folder the user named stays gone and the save fails. An in-memory database
  /// just closes, reported as in place at ":memory:".
  public func closeKeepingData(
    migrations: [Migration], recreatingDirectory: Bool = false, save: @Sendable (Database) async throws -> Void
  ) async throws(FinalSaveError) -> FinalSave {
    // Asked before closing, which folds the log into the file the connection holds.
    let status = fileStatus()
    close()
    guard let path else { return .inPlace(path: ":memory:") }
    let target: String
    switch status {
    case .inPlace: return .inPlace(path: path)
    case .deleted: target = path
    case .replaced, .changedElsewhere: target = Self.freePath(beside: path)
    }
    do {
      if recreatingDirectory {
        try FileManager.default.createDirectory(
          atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      }
      let database = try Database(path: target, migrations: migrations)
      defer { database.close() }
      try await save(database)
    } catch {
      throw FinalSaveError(status: status, path: path, reason: "\(error)")
    }
    switch status {
    case .deleted: return .writtenAnew(path: path)
    case .changedElsewhere: return .writtenBesideChanged(changed: path, path: target)
    case .replaced, .inPlace: return .writtenBeside(replaced: path, path: target)
    }
  }

  /// `NAME-kept.EXT` beside `path`, or `NAME-kept-2.EXT` and so on: the first name nothing has.
  static func freePath(beside path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let stem = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    let folder = url.deletingLastPathComponent()
    var number = 1
    while true {
      let name = stem + (number == 1 ? "-kept" : "-kept-\(number)") + suffix
      let candidate = folder.appendingPathComponent(name).path
      if !DatabaseFile.exists(candidate) { return candidate }
      number += 1
    }
  }
}
