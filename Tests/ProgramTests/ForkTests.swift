import Foundation
import Testing
import TestSupport

/// The inspector's fork in the built programs: for every step k of each main flow, forking
/// right after the last action of step k and feeding the steps after it again ends in the
/// state the unforked run ended in. All forks of a flow run in one process, one after another:
/// each starts from the end of the previous one, which is the unforked end when forks are right.
struct ForkTests {
  /// A main flow's input steps: keys, texts, clicks, waits, resizes; no frames or checks.
  static func inputSteps(_ folder: String) throws -> [String] {
    try InspectorRunTests.mainFlowBeforeQuitting(folder).filter { line in
      !line.isEmpty && !line.hasPrefix("#") && !["snapshot", "inspect", "check-keys", "state"].contains(line)
        && !line.hasPrefix("snapshot ")
    }
  }

  /// Where each step leaves the log: how many actions, and how long after the newest one the
  /// clock is (a `wait` moves it without an action), read from an `inspect` after each step.
  static func logAfterEachStep(_ program: String, _ steps: [String], in directory: TemporaryDirectory) async throws
    -> [(actions: Int, idle: Int)]
  {
    let text = steps.flatMap { [$0, "inspect"] }.joined(separator: "\n") + "\n"
    let script = try directory.file("count.script", containing: Data(text.utf8))
    let run = try await ScriptedRunTests.run(program, ["--script", script], in: directory)
    #expect(run.status == 0, "stderr: \(run.errorOutput)")
    var found: [(Int, Int)] = []
    var title: (actions: Int, now: Int)?
    for line in run.output.split(separator: "\n") {
      let words = line.split(separator: " ")
      if line.hasPrefix(" Inspector · "), words.count >= 8, let actions = Int(words[2]), let now = words.last.flatMap(milliseconds) {
        title = (actions, now)
      } else if line.hasPrefix("> #"), let title, words.count >= 3, let newest = milliseconds(words[2]) {
        found.append((title.actions, title.now - newest))
      }
    }
    return found
  }

  /// `3.250` or `1:02.500` in milliseconds.
  static func milliseconds(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":")
    guard let last = parts.last.map(String.init), let seconds = Double(last) else { return nil }
    let minutes = parts.count == 2 ? Int(parts[0]) ?? 0 : 0
    return minutes * 60_000 + Int((seconds * 1000).rounded())
  }

  @Test(arguments: ScriptedRunTests.flows)
  func forkingAfterEveryStepAndFeedingTheRestEndsInTheSameState(program: String, folder: String) async throws {
    let directory = try TemporaryDirectory()
    let steps = try Self.inputSteps(folder)
    let logs = try await Self.logAfterEachStep(program, steps, in: directory)
    try #require(logs.count == steps.count)

    var lines = steps + ["state"]
    for (k, log) in logs.enumerated() {
      // Into the inspector, to the last action of step k, fork, close, and go on from there.
      let moves = log.actions - 1
      lines += ["F12", "Home"] + Array(repeating: "PgDn", count: moves / 10) + Array(repeating: "Down", count: moves % 10)
      lines += ["f", "F12"]
      if log.idle > 0 { lines.append("wait \(log.idle)ms") }
      lines += steps[(k + 1)...] + ["state"]
    }
    let script = try directory.file("fork.script", containing: Data((lines.joined(separator: "\n") + "\n").utf8))
    let run = try await ScriptedRunTests.run(program, ["--script", script], in: directory)
    #expect(run.status == 0, "stderr: \(run.errorOutput)")

    // The dumps, each starting with the line the first one starts with.
    let output = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
    let first = try #require(output.first)
    var dumps: [[Substring]] = []
    for line in output {
      if line == first { dumps.append([]) }
      dumps[dumps.count - 1].append(line)
    }
    #expect(dumps.count == steps.count + 1)
    for (k, dump) in dumps.enumerated().dropFirst() where dump != dumps[0] {
      Issue.record("forked after step \(k) (\(steps[k - 1])), the run ends elsewhere:\n\(dump.joined(separator: "\n"))")
    }
  }
}
