import AudioClients
import AudioClientsSimulated
import ComposableArchitecture
import Foundation
import Testing
import TestSupport

/// The simulated recorder and player on a test clock, writing and reading real files.
@MainActor
struct SimulatedAudioTests {
  let clock = TestClock()
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  func recorder(_ audio: SimulatedAudio = SimulatedAudio()) -> TestStore<Recorder.State, Recorder.Action> {
    TestStore(initialState: Recorder.State()) { Recorder() } withDependencies: { [clock] in
      $0.audioRecorder = .simulated(audio, clock: clock)
      $0.audioPlayer = .simulated(audio, clock: clock)
    }
  }

  func url(_ name: String) -> URL { URL(fileURLWithPath: directory.file(name)) }

  func size(of name: String) throws -> Int { try contents(of: directory.file(name)).count }

  @Test func samplesAreWrittenAsTheClockMoves() async throws {
    let store = recorder()
    await store.send(.recordTapped(url("memo.wav")))
    #expect(try size(of: "memo.wav") == 44)
    await clock.advance(by: .milliseconds(99))
    #expect(try size(of: "memo.wav") == 44)
    await clock.advance(by: .milliseconds(1))
    #expect(try size(of: "memo.wav") == 44 + 3_200)  // 1,600 frames of 2 bytes
    await clock.advance(by: .milliseconds(900))
    #expect(try size(of: "memo.wav") == 44 + 32_000)
    await store.send(.currentTimeTapped)
    await store.receive(.currentTime(1))
    await clock.advance(by: .milliseconds(50))
    await store.send(.stopTapped)
    await store.receive(.recorded(.success(true)))
    // The stop writes the frames up to its instant, and the header's sizes.
    let file = try WAVFile(path: directory.file("memo.wav"))
    #expect(file.header == WAVHeader(dataSize: 33_600))
    #expect(file.duration == 1.05)
    #expect(try size(of: "memo.wav") == 44 + 33_600)
    await store.send(.currentTimeTapped)
    await store.receive(.currentTime(nil))
  }

  @Test func aTenMinuteRecordingHasExactlyItsSize() async throws {
    let store = recorder(SimulatedAudio(generator: .quietTone, chunkInterval: .seconds(1)))
    await store.send(.recordTapped(url("long.wav")))
    await clock.advance(by: .seconds(600))
    await store.send(.stopTapped)
    await store.receive(.recorded(.success(true)))
    #expect(try size(of: "long.wav") == 44 + 600 * 32_000)
    #expect(try WAVFile(path: directory.file("long.wav")).duration == 600)
  }

  @Test func theToneIsWritten() async throws {
    let store = recorder(SimulatedAudio(generator: .quietTone))
    await store.send(.recordTapped(url("tone.wav")))
    await clock.advance(by: .milliseconds(100))
    await store.send(.stopTapped)
    await store.receive(.recorded(.success(true)))
    let data = [UInt8](try contents(of: directory.file("tone.wav")))
    let samples = stride(from: 44, to: data.count, by: 2).map { Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8) }
    #expect(samples == SampleGenerator.quietTone.samples(from: 0, count: 1_600, sampleRate: 16_000))
  }

  @Test func anUnwritablePathFailsAtOnce() async {
    let store = recorder()
    let path = directory.file("missing/memo.wav")
    await store.send(.recordTapped(URL(fileURLWithPath: path)))
    await store.receive(
      .recorded(.failure(.init(description: "cannot create \(path): No such file or directory")))
    )
  }

  @Test func aForcedFailureThrowsAndRemovesTheFile() async throws {
    let store = recorder(SimulatedAudio(recordingFailsAfter: .seconds(2)))
    await store.send(.recordTapped(url("fails.wav")))
    await clock.advance(by: .milliseconds(1_900))
    #expect(try size(of: "fails.wav") == 44 + 60_800)
    await clock.advance(by: .milliseconds(100))
    await store.receive(.recorded(.failure(.init(description: "the recording failed on purpose (--record-fail-after)"))))
    #expect(try directory.fileNames() == [])
  }

  @Test func cancellingTheRecordingRemovesTheFile() async throws {
    let store = recorder()
    let recording = await store.send(.recordTapped(url("left.wav")))
    await clock.advance(by: .seconds(1))
    await store.send(.currentTimeTapped)
    await store.receive(.currentTime(1))
    await recording.cancel()
    #expect(try directory.fileNames() == [])
  }

  @Test func aSecondRecordingStopsTheFirst() async throws {
    let store = recorder()
    await store.send(.recordTapped(url("first.wav")))
    await clock.advance(by: .milliseconds(500))
    await store.send(.recordTapped(url("second.wav")))
    await store.receive(.recorded(.success(true)))
    await clock.advance(by: .milliseconds(200))
    await store.send(.stopTapped)
    await store.receive(.recorded(.success(true)))
    #expect(try WAVFile(path: directory.file("first.wav")).duration == 0.5)
    #expect(try WAVFile(path: directory.file("second.wav")).duration == 0.2)
  }

  @Test func permissionFollowsTheConfigurationAndTheDirectory() async throws {
    let granted = recorder(SimulatedAudio(recordingsDirectory: URL(fileURLWithPath: directory.path)))
    await granted.send(.permissionTapped)
    await granted.receive(.permission(true))
    let denied = recorder(SimulatedAudio(isPermissionGranted: false))
    await denied.send(.permissionTapped)
    await denied.receive(.permission(false))
    let missing = recorder(SimulatedAudio(recordingsDirectory: URL(fileURLWithPath: directory.file("not-made-yet"))))
    await missing.send(.permissionTapped)
    await missing.receive(.permission(false))
  }

  @Test func thePlayerWaitsTheFilesDuration() async throws {
    let path = directory.file("play.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([Int16](repeating: 0, count: 20_000))  // 1.25 s
    try writer.finish()
    let store = recorder()
    await store.send(.playTapped(URL(fileURLWithPath: path)))
    await clock.advance(by: .milliseconds(1_249))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.played(.success(true)))
  }

  @Test func thePlayerReportsARecordingsOwnDuration() async throws {
    let store = recorder()
    await store.send(.recordTapped(url("again.wav")))
    await clock.advance(by: .milliseconds(2_500))
    await store.send(.stopTapped)
    await store.receive(.recorded(.success(true)))
    await store.send(.playTapped(url("again.wav")))
    await clock.advance(by: .milliseconds(2_499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.played(.success(true)))
  }

  @Test func thePlayerFailsOnBadFiles() async throws {
    let store = recorder()
    let truncated = try directory.file("cut.wav", containing: Data(WAVHeader(dataSize: 100).bytes))
    await store.send(.playTapped(URL(fileURLWithPath: truncated)))
    await store.receive(.played(.failure(.init(description: "the recording is cut short"))))
    await store.send(.playTapped(url("none.wav")))
    await store.receive(.played(.failure(.init(description: "cannot open the recording: No such file or directory"))))
  }

  @Test func cancellingThePlayerStopsAtOnce() async throws {
    let path = directory.file("long.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([Int16](repeating: 0, count: 160_000))
    try writer.finish()
    let store = recorder()
    let playing = await store.send(.playTapped(URL(fileURLWithPath: path)))
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 1)
    await playing.cancel()
    #expect(clock.sleeperCount == 0)
  }

  @Test func theExternalPlayerIsFedTheFile() async throws {
    let path = directory.file("heard.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([Int16](repeating: 3, count: 1_600))
    try writer.finish()
    let copy = directory.file("copy.wav")
    let store = recorder(SimulatedAudio(playerCommand: "cat > '\(copy)'"))
    await store.send(.playTapped(URL(fileURLWithPath: path)))
    // The command is a real process, outside the test clock: wait (5 s at most) for its copy
    // before the player's time runs out and stops it.
    for _ in 0..<500 where (try? contents(of: copy)) != (try contents(of: path)) {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(try contents(of: copy) == contents(of: path))
    await clock.advance(by: .milliseconds(100))
    await store.receive(.played(.success(true)))
  }

  /// A player command that fails (not installed, say) fails the playback with its reason,
  /// instead of the memo "playing" in silence.
  @Test func aFailingPlayerCommandFailsThePlayback() async throws {
    let path = directory.file("heard.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([Int16](repeating: 3, count: 160_000))
    try writer.finish()
    let store = recorder(SimulatedAudio(playerCommand: "echo 'no such player' >&2; exit 3"))
    // The command is a real process, outside the test clock: its failure ends the playback
    // while the memo's ten seconds have not passed.
    store.timeout = .seconds(5)
    await store.send(.playTapped(URL(fileURLWithPath: path)))
    await store.receive(
      .played(.failure(Recorder.Failure(
        description: "the player command echo 'no such player' >&2; exit 3 failed (exit status 3): no such player"))))
  }
}
