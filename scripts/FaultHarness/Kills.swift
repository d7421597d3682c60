import Foundation
import Persistence
import TestSupport

/// `kill -9` at a random moment while a program is edited as fast as keys can be typed. Just
/// before the kill the harness reads what is committed, as another program would; after it,
/// the file opens as the program opens it, passes `PRAGMA integrity_check` and still holds
/// every record read. One file lives through all the runs of a program, so each run also
/// starts from the wreck of the previous one.
struct Kills {
  let folder: URL
  var random: SeededRandom

  /// One run of `program`: starts it, types records for a random time, kills it; nil when all held.
  mutating func run(_ program: ProgramUnderTest, number run: Int) async -> String? {
    let path = program.databasePath(folder)
    let story = "\(program.name), kill \(run)"
    do {
      let session = try TerminalSession(
        program.executable, program.arguments(folder), environment: program.environment(folder), columns: 100, rows: 30)
      try await session.waitForOutput(containing: program.firstFrame)
      // Bursts of records with pauses between, so that kills land while typing, while a
      // save is written, and while idle.
      let deadline = ContinuousClock.now + .milliseconds(Int.random(in: 100...3000, using: &random))
      var number = 0
      typing: while ContinuousClock.now < deadline {
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          number += 1
          for keys in program.addKeys(run, number) {
            try session.type(keys)
            try await Task.sleep(for: program.pause)
            if ContinuousClock.now >= deadline { break typing }
          }
        }
        let pause = ContinuousClock.now + .milliseconds(Int.random(in: 0...1500, using: &random))
        try await Task.sleep(until: min(pause, deadline))
      }
      let committed = storedRows(in: path, program.recordsSQL) ?? []
      session.send(signal: SIGKILL)
      _ = try? await session.waitForExit()
      return check(program, path: path, holds: committed, story: story)
    } catch {
      return "\(story): \(error)"
    }
  }

  /// The file opens, is intact and holds `committed`; for voicememos, each memo's file exists.
  func check(_ program: ProgramUnderTest, path: String, holds committed: [String], story: String) -> String? {
    do {
      let database = try program.open(path)
      defer { database.close() }
      let check = try database.read { try $0.queryValue("PRAGMA integrity_check", as: String.self) }
      guard check == "ok" else { return "\(story): integrity_check says \(check ?? "nothing")" }
      let found = Set(storedRows(in: path, program.recordsSQL) ?? [])
      let lost = committed.filter { !found.contains($0) }
      guard lost.isEmpty else { return "\(story): \(lost.count) committed records lost, first \(lost[0])" }
      if program.name == "voicememos" {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for memo in committed where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(memo).path) {
          return "\(story): the recording of memo \(memo) is gone"
        }
      }
      return nil
    } catch {
      return "\(story): the file no longer opens: \(error)"
    }
  }
}
