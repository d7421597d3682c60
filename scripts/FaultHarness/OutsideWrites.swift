import Foundation
import Persistence
import TestSupport

/// Another process (Python's sqlite3, standing for the `sqlite3` tool or a sync service)
/// writes a record into a program's file while the program runs and holds its own records.
/// Holds when the other record is still in the file after the program quits, the program's
/// records are all in a file beside it, and the exit line said so.
struct OutsideWrites {
  let folder: URL

  func run(_ program: ProgramUnderTest) async -> String? {
    let path = program.databasePath(folder)
    let story = "\(program.name), a write by another process"
    do {
      let session = try TerminalSession(
        program.executable, program.arguments(folder), environment: program.environment(folder), columns: 100, rows: 30)
      try await session.waitForOutput(containing: program.firstFrame)
      try await add(program, session, numbers: 1...2)
      let before = try await waitForRecords(2, in: path, program)
      try insertFromAnotherProcess(program.outsideInsert, into: path)
      try await add(program, session, numbers: 3...3)
      try await Task.sleep(for: .milliseconds(1500))
      try session.type("q")
      let (status, output) = try await session.waitForExit()
      guard status == 0, output.contains("another program wrote to") else {
        return "\(story): the exit did not tell where the records went (status \(status)): \(output.suffix(300))"
      }
      let inFile = Set(storedRows(in: path, program.recordsSQL) ?? [])
      guard inFile.contains(where: { $0.hasPrefix("outside") }) else { return "\(story): the other process's record was deleted" }
      guard before.allSatisfy(inFile.contains) else { return "\(story): records committed before the write are gone" }
      let kept = URL(fileURLWithPath: path).deletingPathExtension().path + "-kept.sqlite"
      let keptRows = storedRows(in: kept, program.recordsSQL) ?? []
      guard keptRows.count == 3, before.allSatisfy(keptRows.contains) else {
        return "\(story): \(kept) holds \(keptRows.count) records, not the program's 3"
      }
      return nil
    } catch {
      return "\(story): \(error)"
    }
  }

  private func add(_ program: ProgramUnderTest, _ session: TerminalSession, numbers: ClosedRange<Int>) async throws {
    for number in numbers {
      for keys in program.addKeys(0, number) {
        try session.type(keys)
        try await Task.sleep(for: program.pause)
      }
    }
  }

  /// Waits until `count` records are committed (the programs save a moment after a change).
  private func waitForRecords(_ count: Int, in path: String, _ program: ProgramUnderTest) async throws -> [String] {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if let rows = storedRows(in: path, program.recordsSQL), rows.count >= count { return rows }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw HarnessFailure("\(count) records were not saved within 10 s")
  }

  private func insertFromAnotherProcess(_ sql: String, into path: String) throws {
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()",
      path, sql,
    ]
    try python.run()
    python.waitUntilExit()
    guard python.terminationStatus == 0 else {
      throw HarnessFailure("python3 could not write to \(path)")
    }
  }
}
