import ComposableArchitecture
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Persistence
import Testing
import TestSupport
import VoiceMemosCore
import VoiceMemosStorageLive

/// The `voicememos` program in a terminal of its own, with its data folder in a temporary
/// `XDG_DATA_HOME`: the folder can be moved between runs, a list file deleted while the
/// program runs is written anew on quitting, and a recording still running when it ends,
/// however it ends, is kept as a memo.
struct VoiceMemosProgramTests {
  let data: TemporaryDirectory
  init() throws { data = try TemporaryDirectory() }

  /// Two memos with their recordings in `DATA/voicememos`, saved and closed as a run leaves them.
  func savedMemos(inDataHome dataHome: String) async throws -> [VoiceMemo.State] {
    let folder = dataHome + "/voicememos"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var memos: [VoiceMemo.State] = []
    for (index, title) in ["Standup notes", ""].enumerated() {
      let url = URL(fileURLWithPath: folder + "/\(index).wav")
      try Data("RIFF".utf8).write(to: url)
      memos.append(VoiceMemo.State(date: Date(timeIntervalSince1970: Double(index) * 60), duration: 3, title: title, url: url))
    }
    let database = try VoiceMemosDatabase.open(path: folder + "/voicememos.sqlite")
    defer { database.close() }
    try await VoiceMemosStorage.live(database).save(memos)
    return memos
  }

  func memos(in folder: String) throws -> [VoiceMemo.State] {
    let database = try VoiceMemosDatabase.open(path: folder + "/voicememos.sqlite")
    defer { database.close() }
    return Array(try VoiceMemosStorage.live(database).load())
  }

  func startVoiceMemos(dataHome: String) throws -> TerminalSession {
    try TerminalSession(
      try ChildProcess.builtExecutable(named: "voicememos"), [],
      environment: [
        "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": data.path, "XDG_DATA_HOME": dataHome,
        "SWIFT_BACKTRACE": "interactive=no",
      ]
    )
  }

  @Test func movingTheDataFolderKeepsEveryMemo() async throws {
    let first = data.file("A")
    let saved = try await savedMemos(inDataHome: first)
    let second = data.file("B")
    try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: false)
    try FileManager.default.moveItem(atPath: first + "/voicememos", toPath: second + "/voicememos")

    let session = try startVoiceMemos(dataHome: second)
    try await session.waitForOutput(containing: "Standup notes")
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    #expect(status == 0)
    #expect(
      output.contains("voicememos: exited (quit); 2 memos saved in \(second)/voicememos/voicememos.sqlite"),
      "\(output.debugDescription)")
    let kept = try memos(in: second + "/voicememos")
    #expect(kept.map(\.title) == saved.map(\.title))
    #expect(kept.map(\.url.path) == ["\(second)/voicememos/0.wav", "\(second)/voicememos/1.wav"])
    #expect(kept.map(\.isMissing) == [false, false])
  }

  @Test func aListFileDeletedWhileRunningIsWrittenAnew() async throws {
    let saved = try await savedMemos(inDataHome: data.path)
    let path = data.file("voicememos/voicememos.sqlite")
    let session = try startVoiceMemos(dataHome: data.path)
    try await session.waitForOutput(containing: "Standup notes")
    try FileManager.default.removeItem(atPath: path)
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    #expect(status == 0)
    #expect(
      output.contains(
        "voicememos: exited (quit); \(path) was deleted while voicememos was running; wrote the 2 memos to a new \(path)"
      ),
      "\(output.debugDescription)")
    #expect(try memos(in: data.file("voicememos")) == saved)
  }

  /// Waits (10 s at most) until a WAV file in `folder` holds `seconds` of samples: the screen
  /// cannot be read for the time, since the terminal redraws only the digits that change.
  func waitForARecording(atLeast seconds: Int, in folder: String) async throws {
    let bytes = 44 + seconds * 16_000 * 2
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let sizes = names.filter { $0.hasSuffix(".wav") }.compactMap {
        (try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0))?[.size] as? Int
      }
      if sizes.contains(where: { $0 >= bytes }) { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("no recording of \(seconds) s appeared in \(folder)")
  }

  /// How a user ends the program: a key, or a signal.
  enum Ending: Sendable, CustomStringConvertible {
    case key(String)
    case signal(Int32)

    var description: String {
      switch self {
      case .key(let key): "key \(key)"
      case .signal(let signal): "signal \(signal)"
      }
    }
  }

  @Test(arguments: [
    (Ending.key("q"), "quit", 0), (.signal(SIGINT), "interrupted", 130), (.signal(SIGTERM), "terminated", 143),
    (.signal(SIGHUP), "hung up", 129),
  ] as [(Ending, String, Int32)])
  func aRecordingInProgressIsKeptAsAMemo(ending: Ending, reason: String, exitStatus: Int32) async throws {
    let session = try startVoiceMemos(dataHome: data.path)
    try await session.waitForOutput(containing: "No memos yet")
    try session.type("r")
    try await session.waitForOutput(containing: "RECORDING")
    try await waitForARecording(atLeast: 1, in: data.file("voicememos"))
    switch ending {
    case .key(let key): try session.type(key)
    case .signal(let signal): session.send(signal: signal)
    }
    let (status, output) = try await session.waitForExit()
    let folder = data.file("voicememos")
    // Saved first, then after a signal the status a shell gives a program the signal killed.
    #expect(status == exitStatus)
    let kept = try memos(in: folder)
    #expect(kept.count == 1)
    #expect(kept.first.map { $0.duration >= 1 } == true)
    // The time it says is the memo's (how long the recording ran depends on the machine's load).
    let time = kept.first?.duration.minutesAndSeconds ?? "?"
    #expect(
      output.contains(
        "voicememos: exited (\(reason)); kept the recording in progress as a memo (\(time)); "
          + "1 memo saved in \(folder)/voicememos.sqlite"),
      "\(output.debugDescription)")
    #expect(kept.first.map { FileManager.default.fileExists(atPath: $0.url.path) } == true)
  }
}
