import ComposableArchitecture
import SpeechClient
import SpeechClientSimulated
import Testing

/// The simulated recogniser on a test clock: "one two three" at 50 ms a character, plus the
/// pauses its random generator draws.
@MainActor
struct SimulatedSpeechTests {
  let clock = TestClock()

  func listener(_ configuration: SimulatedSpeech, seed: UInt64 = 0) -> TestStore<Listener.State, Listener.Action> {
    TestStore(initialState: Listener.State()) { Listener() } withDependencies: { [clock] in
      $0.speechClient = .simulated(configuration)
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = .seeded(seed)
    }
  }

  /// Without pauses a word takes exactly 50 ms a character: 150, 150 and 250 ms.
  @Test func wordsArriveAtFiftyMillisecondsACharacter() async {
    let store = listener(SimulatedSpeech(script: "one two three", timing: .init(maximumPause: .zero)))
    await store.send(.startTapped) { $0.isListening = true }
    await clock.advance(by: .milliseconds(149))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.heard("one ", isFinal: false))
    await clock.advance(by: .milliseconds(149))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.heard("one two ", isFinal: false))
    await clock.advance(by: .milliseconds(249))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.heard("one two three ", isFinal: false))
    await store.receive(.heard("one two three ", isFinal: true))
    await store.receive(.ended) { $0.isListening = false }
  }

  /// Each word waits a pause of 0–200 ms first, drawn from the injected generator: the same
  /// seed gives the same delays.
  @Test func pausesComeFromTheInjectedGenerator() async {
    var generator = SeededRandomNumberGenerator(seed: 7)
    let pauses = (0..<3).map { _ in Int.random(in: 0...200, using: &generator) }
    #expect(pauses == Self.pausesOfSeed7)
    let store = listener(SimulatedSpeech(script: "one two three"), seed: 7)
    await store.send(.startTapped) { $0.isListening = true }
    for (word, (text, pause)) in zip(["one", "two", "three"], zip(["one ", "one two ", "one two three "], pauses)) {
      await clock.advance(by: .milliseconds(pause + 50 * word.count - 1))
      await clock.advance(by: .milliseconds(1))
      await store.receive(.heard(text, isFinal: false))
    }
    await store.receive(.heard("one two three ", isFinal: true))
    await store.receive(.ended) { $0.isListening = false }
  }

  /// What seed 7 draws: pinned, so a change in the generator or in how pauses are drawn shows.
  static let pausesOfSeed7 = [78, 3, 181]

  @Test func finishTaskMidWayEndsTheStreamAtOnce() async {
    let store = listener(SimulatedSpeech(script: "one two three", timing: .init(maximumPause: .zero)))
    await store.send(.startTapped) { $0.isListening = true }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.heard("one ", isFinal: false))
    await clock.advance(by: .milliseconds(100))
    await store.send(.finishTapped)
    await store.receive(.ended) { $0.isListening = false }
    #expect(clock.sleeperCount == 0)
  }

  @Test(arguments: [
    ("session", SpeechClient.Failure.couldntConfigureAudioSession),
    ("engine", .couldntStartAudioEngine),
    ("task", .taskError),
  ])
  func eachFailureModeThrowsItsFailureAfterThreeWords(mode: String, failure: SpeechClient.Failure) async throws {
    let planned = try #require(SpeechClient.Failure(mode: mode))
    #expect(planned == failure)
    let store = listener(
      SimulatedSpeech(script: "one two three four five", failure: .init(planned), timing: .init(maximumPause: .zero))
    )
    await store.send(.startTapped) { $0.isListening = true }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.heard("one ", isFinal: false))
    await clock.advance(by: .milliseconds(150))
    await store.receive(.heard("one two ", isFinal: false))
    await clock.advance(by: .milliseconds(250))
    await store.receive(.heard("one two three ", isFinal: false))
    // The fourth word's time comes, and the failure instead of it.
    await clock.advance(by: .milliseconds(199))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.failed(failure)) { $0.isListening = false }
  }

  @Test func aFailurePlannedAfterTheScriptComesInsteadOfTheFinalResult() async {
    let store = listener(
      SimulatedSpeech(
        script: "one two", failure: .init(.taskError, trigger: .afterWords(5)), timing: .init(maximumPause: .zero)
      )
    )
    await store.send(.startTapped) { $0.isListening = true }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.heard("one ", isFinal: false))
    await store.receive(.heard("one two ", isFinal: false))
    await store.receive(.failed(.taskError)) { $0.isListening = false }
  }

  @Test func aFailureAfterADurationCutsTheWordBeingSpoken() async {
    let store = listener(
      SimulatedSpeech(
        script: "one two three", failure: .init(.couldntStartAudioEngine, trigger: .after(.milliseconds(200))),
        timing: .init(maximumPause: .zero)
      )
    )
    await store.send(.startTapped) { $0.isListening = true }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.heard("one ", isFinal: false))
    await clock.advance(by: .milliseconds(49))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.failed(.couldntStartAudioEngine)) { $0.isListening = false }
  }

  @Test func startingAgainFinishesThePreviousTask() async throws {
    let client = SpeechClient.simulated(SimulatedSpeech(script: "one", timing: .init(maximumPause: .zero)))
    let (first, second) = await withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.withRandomNumberGenerator = .seeded(0)
    } operation: {
      (await client.startTask(SpeechRecognitionRequest()), await client.startTask(SpeechRecognitionRequest()))
    }
    var firstTexts: [String] = []
    for try await result in first { firstTexts.append(result.bestTranscription.formattedString) }
    var secondTexts: [String] = []
    for try await result in second { secondTexts.append(result.bestTranscription.formattedString) }
    #expect(firstTexts == [])
    #expect(secondTexts == ["one ", "one "])
  }
}
