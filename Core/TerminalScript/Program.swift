#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import IssueReporting
import Persistence
import TerminalUI

/// One run of a program, from its command line to its last line: the part every program does
/// alike. `start` reads the command line (`--help`, exit status 64 and one line for a wrong
/// argument, the storage flags); `openDatabase` checks, opens and claims the data file before
/// the terminal is taken; `read` loads the data once; `end` or `endSaving` prints the exit line
/// and exits with the status of the reason (130 after Ctrl-C, 143 after SIGTERM).
///
/// A program says only what is its own: its usage, options, store and screen, and what it
/// does before it exits.
@MainActor
public final class Program {
  /// The program's name, which starts every line it prints (`todos: exited (quit)`).
  public let name: String
  public let usage: String
  public let driver: ProgramDriver
  public let dataFile: DataFile?
  /// Where the data is kept: for a run that keeps away from the user's data, memory unless
  /// `--db` names a file (see `StorageChoice.isolated`).
  public let storage: StorageChoice
  /// The data file, once `openDatabase` has found it; nil in memory.
  public private(set) var location: DatabaseLocation?
  /// The open database, once `openDatabase` has claimed it; nil in memory.
  public private(set) var database: Database?

  private init(name: String, usage: String, driver: ProgramDriver, dataFile: DataFile?, storage: StorageChoice) {
    self.name = name
    self.usage = usage
    self.driver = driver
    self.dataFile = dataFile
    self.storage = storage
  }

  /// Reads the command line: the driver's flags (`ProgramDriver.start`), then the program's
  /// own through `options`, which gets every argument but the shared flags. A wrong argument
  /// exits with its status (64, one line pointing to `--help`); `--help` prints the usage and
  /// exits with 0.
  public static func start<Options>(
    _ name: String, usage: String, dataFile: DataFile? = nil,
    options parse: (inout ProgramArguments) throws -> Options
  ) -> (Program, Options) {
    let (driver, others) = ProgramDriver.start(program: name, arguments: Array(CommandLine.arguments.dropFirst()))
    var arguments = ProgramArguments(others, dataFile: dataFile)
    let options: Options
    do {
      options = try parse(&arguments)
      try arguments.finish()
    } catch let error as ArgumentError {
      fail(name, error.line(program: name), status: error.status)
    } catch {
      fail(name, ArgumentError.line("\(error)", program: name), status: 64)
    }
    if arguments.showsHelp {
      print(usage)
      exit(0)
    }
    var storage = arguments.storage
    // A recording in the terminal works on the user's data, as a plain run does, and keeps
    // the data it starts from (see `openDatabase`); unless the program's files repeat names.
    let recordsTheUsersData = driver.scripted == nil && !(dataFile?.isolatedRunsStayInMemory ?? false)
    if driver.isIsolated, !recordsTheUsersData {
      storage = storage.isolated(
        isReplay: driver.replaying != nil, staysInMemory: dataFile?.isolatedRunsStayInMemory ?? false
      )
    }
    return (Program(name: name, usage: usage, driver: driver, dataFile: dataFile, storage: storage), options)
  }

  /// Opens the data file for this run, or returns nil in memory. A file that is not the
  /// program's, or damaged, is refused untouched before anything is created; then the
  /// terminal is required (so `PROGRAM </dev/null` leaves nothing behind); then the default
  /// folder is made, the file opened and claimed (`ExclusiveUse`). Every failure exits with 1.
  ///
  /// A recording keeps the data the file holds when it opens (`ProgramDriver.startingData`),
  /// and its replay opens that data in memory instead, so the replay starts where it did.
  public func openDatabase() -> Database? {
    if let dataFile, let recorded = driver.recordedStartingData {
      do {
        database = try Database.deserializing(recorded, migrations: dataFile.migrations)
        return database
      } catch {
        fail("the data the recording started from cannot be read: \(error)")
      }
    }
    guard let dataFile, case .file(let path) = storage else {
      driver.requireTerminal()
      return nil
    }
    let location: DatabaseLocation
    do {
      location = try DatabaseLocation(app: dataFile.app, path: path)
      try Database.check(path: location.path, migrations: dataFile.migrations)
    } catch {
      fail("\(error)")
    }
    driver.requireTerminal()
    do {
      try location.createDirectory()
      let database = try Database(path: location.path, migrations: dataFile.migrations)
      // Each save writes what the program holds: a second one on the file would undo the first's.
      try ExclusiveUse.claim(database, program: name)
      self.location = location
      self.database = database
      try driver.keepStartingData(of: database)
      return database
    } catch {
      fail("\(error)")
    }
  }

  /// The data, read once before the terminal is taken, so a failure is told on a normal
  /// screen: it closes the database and exits with 1, saying `failure`, then the error.
  public func read<Value>(orSay failure: String, _ body: () throws -> Value) -> Value {
    do {
      return try body()
    } catch {
      database?.close()
      fail("\(failure): \(error)")
    }
  }

  /// Prints `NAME: message` on stderr and exits with `status`.
  public func fail(_ message: String, status: Int32 = 1) -> Never {
    Self.fail(name, message, status: status)
  }

  /// Prints the exit line, with `report` after the reason, and exits with the reason's status:
  /// everything is saved by now, and after a signal a shell expects 128 plus its number.
  public func end(_ reason: ExitReason, report: String? = nil) -> Never {
    print(ExitLine(program: name, reason: reason, report: report))
    exit(reason.exitStatus)
  }

  private static func fail(_ name: String, _ message: String, status: Int32) -> Never {
    writeToStandardError("\(name): \(message)\n")
    exit(status)
  }
}
