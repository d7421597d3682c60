import ComposableArchitecture
import SpeechClient
import SpeechClientSimulated
import Testing

/// The client's values apart from timing: permission, the richer models of a final result,
/// the test value and the preview.
@MainActor
struct SpeechClientTests {
  /// Reads a whole stream with no waiting (an immediate clock, no pauses).
  func transcribe(_ client: SpeechClient) async throws -> [SpeechRecognitionResult] {
    let stream = await withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.withRandomNumberGenerator = .seeded(0)
    } operation: {
      await client.startTask(SpeechRecognitionRequest())
    }
    var results: [SpeechRecognitionResult] = []
    for try await result in stream { results.append(result) }
    return results
  }

  @Test(arguments: SpeechClient.AuthorizationStatus.allCases)
  func permissionIsTheConfiguredOne(status: SpeechClient.AuthorizationStatus) async {
    let client = SpeechClient.simulated(SimulatedSpeech(authorization: status))
    #expect(client.authorizationStatus() == status)
    #expect(await client.requestAuthorization() == status)
    #expect(client.authorizationStatus() == status)
  }

  @Test func askingTurnsAnUndecidedPermissionIntoTheGrant() async {
    let client = SpeechClient.simulated(SimulatedSpeech(authorization: .notDetermined, grant: .denied))
    #expect(client.authorizationStatus() == .notDetermined)
    #expect(await client.requestAuthorization() == .denied)
    #expect(client.authorizationStatus() == .denied)
    let decided = SpeechClient.simulated(SimulatedSpeech(authorization: .restricted, grant: .authorized))
    #expect(await decided.requestAuthorization() == .restricted)
  }

  @Test func theFinalResultIsCertainAndMeasuresTheSpeech() async throws {
    let timing = SimulatedSpeech.WordTiming(perCharacter: .milliseconds(100), maximumPause: .zero)
    let results = try await transcribe(.simulated(SimulatedSpeech(script: "one\n  two", timing: timing)))
    let one = TranscriptionSegment(substring: "one", timestamp: .zero, duration: .milliseconds(300))
    let two = TranscriptionSegment(substring: "two", timestamp: .milliseconds(300), duration: .milliseconds(300))
    var certainOne = one
    certainOne.confidence = 1
    var certainTwo = two
    certainTwo.confidence = 1
    #expect(
      results == [
        SpeechRecognitionResult(
          bestTranscription: Transcription(formattedString: "one ", segments: [one]), isFinal: false
        ),
        SpeechRecognitionResult(
          bestTranscription: Transcription(formattedString: "one two ", segments: [one, two]), isFinal: false
        ),
        SpeechRecognitionResult(
          bestTranscription: Transcription(formattedString: "one two ", segments: [certainOne, certainTwo]), isFinal: true,
          metadata: SpeechRecognitionMetadata(averagePauseDuration: .zero, speakingRate: 200)
        ),
      ]
    )
  }

  @Test func anEmptyScriptGivesOneEmptyFinalResult() async throws {
    let results = try await transcribe(.simulated(SimulatedSpeech(script: " \n ")))
    #expect(results == [SpeechRecognitionResult(bestTranscription: Transcription(formattedString: ""), isFinal: true)])
  }

  @Test func failureModesAreNamedOnTheCommandLine() {
    #expect(SpeechClient.Failure.modes.compactMap(SpeechClient.Failure.init(mode:)) == [
      .couldntConfigureAudioSession, .couldntStartAudioEngine, .taskError,
    ])
    #expect(SpeechClient.Failure(mode: "microphone") == nil)
  }

  @Test func theTestValueReportsEveryEndpointAndAnswersPlaceholders() async throws {
    let client = SpeechClient()
    var status: SpeechClient.AuthorizationStatus?
    var requested: SpeechClient.AuthorizationStatus?
    var results: [SpeechRecognitionResult] = []
    let issues = try await IssueReporters.capture {
      status = client.authorizationStatus()
      requested = await client.requestAuthorization()
      for try await result in await client.startTask(SpeechRecognitionRequest()) { results.append(result) }
      await client.finishTask()
    }
    #expect(issues.map(\.message) == [
      "Unimplemented: 'SpeechClient.authorizationStatus'",
      "Unimplemented: 'SpeechClient.requestAuthorization'",
      "Unimplemented: 'SpeechClient.startTask'",
      "Unimplemented: 'SpeechClient.finishTask'",
    ])
    #expect(status == .notDetermined)
    #expect(requested == .notDetermined)
    #expect(results.isEmpty)
  }

  @Test func thePreviewIsAuthorisedAndHearsAShortTextAtOnce() async throws {
    #expect(await SpeechClient.preview.requestAuthorization() == .authorized)
    let texts = try await transcribe(.preview).map { ($0.bestTranscription.formattedString, $0.isFinal) }
    #expect(texts.map(\.0).last == "Composable features are easy to test. ")
    #expect(texts.map(\.1) == [false, false, false, false, false, false, true])
  }
}
