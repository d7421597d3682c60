import Dependencies
import Foundation
import Testing

/// The programs live clients run: a real `/bin/sh`, its status and what it said on standard
/// error, its input from a file, and an end when the waiting task is cancelled.
struct ChildCommandTests {
  @Test func aCommandsStatusAndLastErrorLineAreKept() async throws {
    let ending = try await ChildCommand.run("/bin/sh", arguments: ["-c", "echo first >&2; echo 'last words' >&2; exit 3"])
    #expect(ending == ChildCommand.Ending(status: 3, lastErrorLine: "last words"))
  }

  @Test func theInputComesFromTheFileNamed() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-command-\(UUID()).txt")
    try Data("expected\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let matching = try await ChildCommand.run("/bin/sh", arguments: ["-c", "grep -qx expected"], input: file.path)
    #expect(matching.status == 0)
    let withoutInput = try await ChildCommand.run("/bin/sh", arguments: ["-c", "grep -qx expected"])
    #expect(withoutInput.status == 1)
  }

  @Test func aProgramThatIsNotThereDoesNotStart() async {
    await #expect(throws: ChildCommand.StartFailure.self) {
      try await ChildCommand.run("/nonexistent/player", arguments: [])
    }
  }

  @Test func cancellingTheWaitEndsTheCommand() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("child-command-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    // The command writes its process id, then sleeps far longer than the test.
    let task = Task { try await ChildCommand.run("/bin/sh", arguments: ["-c", "echo $$ > '\(marker)'; exec sleep 600"]) }
    var processID: pid_t?
    for _ in 0..<500 where processID == nil {
      processID = (try? String(contentsOfFile: marker, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      if processID == nil { try await Task.sleep(for: .milliseconds(10)) }
    }
    let child = try #require(processID)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(kill(child, 0) == -1 && errno == ESRCH)
  }
}
