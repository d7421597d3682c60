#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a second program away from a database file one program has open. The examples save
/// their whole list or a whole record at a time, so two programs on one file would overwrite
/// each other's changes; the second one is told instead. The lock (`flock`, which SQLite's
/// own locks do not touch) lasts until the process ends, however it ends.
public enum ExclusiveUse {
  /// The file is open in another program.
  public struct InUse: Error, CustomStringConvertible {
    /// The database file.
    public let path: String
    /// The name of the program that found it in use; the other one is most likely the same.
    public let program: String

    public var description: String {
      "\(path) is open in another \(program); close that one first (two programs on one file would overwrite each other's changes)"
    }
  }

  /// Takes the lock on the file of `database`, just opened, for the rest of the process; when
  /// another program has it, closes `database` and throws `InUse`. An in-memory database has
  /// no file and needs no lock.
  ///
  /// A program that ignores the lock (the `sqlite3` tool, a sync service) can still write; from
  /// then on `database` refuses to write over its changes (`DatabaseError.Kind.changedElsewhere`)
  /// and `closeKeepingData` puts the data beside the file.
  public static func claim(_ database: Database, program: String) throws {
    guard let path = database.path else { return }
    do {
      try claim(path, program: program)
      try database.refuseOutsideWrites()
    } catch {
      database.close()
      throw error
    }
  }

  /// Takes the lock on `path` for the rest of the process, or throws `InUse`. Call it after
  /// opening the database, whose opening reports a file that cannot be read.
  public static func claim(_ path: String, program: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      throw InUse(path: path, program: program)
    }
    // The descriptor stays open on purpose: closing it would release the lock.
  }
}
