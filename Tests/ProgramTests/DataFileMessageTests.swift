import Foundation
import Testing
import TestSupport

/// The programs with a data file word each problem with it alike (`DataFileProblem`): another
/// program's database, a folder, a folder that cannot be written, a damaged file. Each is
/// refused before anything is written, with exit status 1 and one line naming the path.
struct DataFileMessageTests {
  static let programs = ["todos", "syncups", "voicememos"]
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  func run(_ program: String, _ arguments: [String]) async throws -> ChildProcess.Result {
    try await ChildProcess.run(try ChildProcess.builtExecutable(named: program), arguments)
  }

  /// A data file of `program`, made by a scripted run of it that ends at once.
  func dataFile(of program: String, named name: String) async throws -> String {
    let script = try directory.file("empty.script", containing: Data())
    let path = directory.file(name)
    let made = try await run(program, ["--script", script, "--db", path])
    try #require(made.status == 0, "\(made.errorOutput)")
    return path
  }

  func expectRefusal(_ program: String, of path: String, saying message: String) async throws {
    let before = FileManager.default.contents(atPath: path)
    let result = try await run(program, ["--db", path])
    #expect(result.status == 1)
    #expect(result.errorOutput == "\(program): \(message)\n")
    #expect(FileManager.default.contents(atPath: path) == before, "the file was changed")
  }

  @Test(arguments: programs)
  func anotherProgramsDatabaseIsNamedSo(program: String) async throws {
    // Every program marks its files alike: their tables tell them apart.
    let other = try await dataFile(of: program == "todos" ? "syncups" : "todos", named: "other.sqlite")
    try await expectRefusal(
      program, of: other,
      saying: "\(other) is another program's data file; it was left untouched. Choose another file with --db PATH."
    )
  }

  @Test(arguments: programs)
  func aFolderIsNamedSo(program: String) async throws {
    let folder = directory.file("folder.sqlite")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try await expectRefusal(
      program, of: folder, saying: "\(folder) is a folder, not a file; it was left untouched. Choose a file path with --db PATH."
    )
  }

  @Test(arguments: programs)
  func aDamagedFileIsNamedSo(program: String) async throws {
    let path = try await dataFile(of: "todos", named: "todos.sqlite")
    let whole = try #require(FileManager.default.contents(atPath: path))
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
    try await expectRefusal(
      program, of: path,
      saying: "\(path) is damaged (it is truncated: shorter than its header says); it was left untouched. "
        + "Restore it from a backup, or choose another file with --db PATH."
    )
  }

  /// A folder that takes no new file: /sys, where not even root may create one. The file is
  /// made once the terminal is there, so the program runs in one.
  @Test(arguments: programs)
  func aFolderThatCannotBeWrittenIsNamedSo(program: String) async throws {
    let session = try TerminalSession(
      try ChildProcess.builtExecutable(named: program), ["--db", "/sys/\(program).sqlite"],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": directory.path, "XDG_DATA_HOME": directory.path]
    )
    let (status, output) = try await session.waitForExit()
    #expect(status == 1)
    #expect(output.contains(
      "\(program): /sys, the folder of /sys/\(program).sqlite, cannot be written (permission denied); nothing was written. "
        + "Choose a folder of yours with --db PATH, or change its permissions."
    ), "\(output)")
  }

  /// The tutorial keeps its list as JSON: what it cannot read is worded as the databases are,
  /// and says once what becomes of the file.
  @Test func theTutorialsUnreadableListIsNamedSo() async throws {
    try FileManager.default.createDirectory(atPath: directory.file("tutorial"), withIntermediateDirectories: false)
    let path = try directory.file("tutorial/sync-ups.json", containing: Data("{\"broken".utf8))
    let result = try await ChildProcess.run(
      try ChildProcess.builtExecutable(named: "tutorial"), [], environment: ["HOME": directory.path, "XDG_DATA_HOME": directory.path]
    )
    #expect(result.status == 1)
    #expect(result.errorOutput == """
      tutorial: \(path) is not a list of sync-ups (The given data was not valid JSON.); it was left untouched. \
      Move it away or mend it, then run again.

      """)
    #expect(FileManager.default.contents(atPath: path) == Data("{\"broken".utf8))
  }
}
