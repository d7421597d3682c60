import Foundation
import Persistence
import Synchronization
import Testing
import TestSupport

/// Kills a writing process with SIGKILL at random moments and checks that the file always
/// holds exactly the committed transactions.
@Suite struct CrashSafetyTests {
  /// The writer's schema, repeated here so this process can open the file it leaves.
  let schema = [
    Migration(
      "batches",
      sql: """
        CREATE TABLE batch_count (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL);
        INSERT INTO batch_count VALUES (1, 0);
        CREATE TABLE entries (batch INTEGER NOT NULL, position INTEGER NOT NULL, payload TEXT NOT NULL);
        """)
  ]

  @Test func killedWriterLeavesExactlyTheCommittedRows() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("crash.sqlite")
    let writer = try ChildProcess.crashWriter()
    // The same file survives every kill, so each run also recovers from the previous crash.
    for run in 1...5 {
      let reported = try await runAndKill(writer, path: path, delay: .milliseconds(Int.random(in: 20...200)))
      let reportedCount = try #require(reported, "run \(run): the writer reported nothing before the kill")

      let database = try Database(path: path, migrations: schema)
      let (integrity, committed, rows, partialBatches, lastBatch) = try database.read { connection in
        (
          try connection.queryValue("PRAGMA integrity_check", as: String.self),
          try connection.queryValue("SELECT count FROM batch_count", as: Int.self) ?? -1,
          try connection.queryValue("SELECT count(*) FROM entries", as: Int.self) ?? -1,
          try connection.queryValue(
            "SELECT count(*) FROM (SELECT batch FROM entries GROUP BY batch HAVING count(*) != 10)", as: Int.self),
          try connection.queryValue("SELECT coalesce(max(batch), 0) FROM entries", as: Int.self)
        )
      }
      #expect(integrity == "ok", "run \(run)")
      // The writer prints a count only after its COMMIT returned, and starts the next
      // transaction only after printing. So the kill lands either before the next commit
      // (the file holds the reported count) or between a commit and its report (one more).
      #expect(committed == reportedCount || committed == reportedCount + 1, "run \(run): reported \(reportedCount)")
      #expect(rows == committed * 10, "run \(run): a transaction was partly written")
      #expect(partialBatches == 0, "run \(run)")
      #expect(lastBatch == committed, "run \(run)")
    }
  }

  /// Starts the writer, kills it `delay` after its first report, and returns the last count it
  /// reported (nil if it reported none).
  private func runAndKill(_ writer: String, path: String, delay: Duration) async throws -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: writer)
    process.arguments = ["write", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    let output = Mutex(Data())
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let chunk = handle.availableData
      output.withLock { $0.append(chunk) }
    }
    try process.run()
    let deadline = ContinuousClock.now + .seconds(10)
    while output.withLock({ !$0.contains(UInt8(ascii: "\n")) }) && process.isRunning && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(2))
    }
    try await Task.sleep(for: delay)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    let rest = pipe.fileHandleForReading.readDataToEndOfFile()
    let text = String(decoding: output.withLock { $0 } + rest, as: UTF8.self)
    #expect(process.terminationReason == .uncaughtSignal, "the writer exited by itself: \(text)")
    // Each report is one write(2) of a few bytes, so a line is never torn; ignore a last partial one anyway.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    return lines.last.flatMap { Int($0) }
  }
}

extension ChildProcess {
  /// The `persistence-crash-writer` binary built beside this test executable.
  static func crashWriter() throws -> String {
    try builtExecutable(named: "persistence-crash-writer")
  }
}
