import Foundation
import Testing
import TestSupport

/// The inspector opened with F12 in the middle of a plain run, in a terminal, sees what runs:
/// the meeting's timer among the effects in flight, and every action since the start.
struct LateInspectorTests {
  @Test func openedDuringAMeetingItListsTheEffectsInFlightAndEveryAction() async throws {
    let directory = try TemporaryDirectory()
    let session = try TerminalSession(
      try ChildProcess.builtExecutable(named: "syncups"), ["--demo", "--open", "Design/record"],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": directory.path, "XDG_DATA_HOME": directory.path],
      columns: 140, rows: 40
    )
    try await session.waitForOutput(containing: "Design")
    try await Task.sleep(for: .milliseconds(300))
    let before = session.output.count
    try session.type("\u{1B}[24~")  // F12
    try await session.waitForOutput(containing: "Effects in flight")
    try await Task.sleep(for: .milliseconds(300))
    let pane = String(session.output.dropFirst(before))
    #expect(!pane.contains("Effects in flight: 0"), "\(pane)")
    #expect(pane.contains("#1 "), "the first action is listed: \(pane)")
    // The change of an action from before the pane opened was not kept.
    try session.type("g")
    try await session.waitForOutput(containing: "not kept: the inspector was closed")
    session.send(signal: SIGTERM)
    _ = try await session.waitForExit()
  }
}
