import ComposableArchitecture
import SpeechClient
import SpeechRecognitionCore
import Testing

/// The spec's scenarios, each a session with a controllable client: the test decides the
/// permission and yields the results itself.
@MainActor
struct SpeechRecognitionTests {
  /// A stream the test yields into and finishes, as a recognition task would.
  let recognitionTask = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self, throwing: (any Error).self)

  func result(_ text: String) -> SpeechRecognitionResult {
    SpeechRecognitionResult(bestTranscription: Transcription(formattedString: text), isFinal: false)
  }

  /// A store whose client grants `status`, streams `recognitionTask` and finishes it on
  /// `finishTask`.
  func store(_ status: SpeechClient.AuthorizationStatus = .authorized) -> TestStore<
    SpeechRecognition.State, SpeechRecognition.Action
  > {
    TestStore(initialState: SpeechRecognition.State()) { SpeechRecognition() } withDependencies: { [recognitionTask] in
      $0.speechClient.requestAuthorization = { status }
      $0.speechClient.startTask = { _ in recognitionTask.stream }
      $0.speechClient.finishTask = { recognitionTask.continuation.finish() }
    }
  }

  // MARK: From the original's tests

  @Test func denyAuthorization() async {
    let store = TestStore(initialState: SpeechRecognition.State()) { SpeechRecognition() } withDependencies: {
      $0.speechClient.requestAuthorization = { .denied }
    }
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.denied)) {
      $0.alert = .speechRecognitionDenied
      $0.isRecording = false
    }
  }

  @Test func restrictedAuthorization() async {
    let store = TestStore(initialState: SpeechRecognition.State()) { SpeechRecognition() } withDependencies: {
      $0.speechClient.requestAuthorization = { .restricted }
    }
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.restricted)) {
      $0.alert = .speechRecognitionRestricted
      $0.isRecording = false
    }
  }

  @Test func allowAndRecord() async {
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.yield(result("Hello"))
    await store.receive(.speech(.success("Hello"))) { $0.transcribedText = "Hello" }
    recognitionTask.continuation.yield(result("Hello world"))
    await store.receive(.speech(.success("Hello world"))) { $0.transcribedText = "Hello world" }
    await store.send(.recordButtonTapped) { $0.isRecording = false }
    await store.finish()
  }

  @Test func audioSessionFailure() async {
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.finish(throwing: SpeechClient.Failure.couldntConfigureAudioSession)
    await store.receive(.speech(.failure(.couldntConfigureAudioSession))) {
      $0.alert = .transcriptionFailed(.couldntConfigureAudioSession)
    }
    #expect(store.state.alert?.title == TextState("Problem with audio device. Please try again."))
  }

  @Test func audioEngineFailure() async {
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.finish(throwing: SpeechClient.Failure.couldntStartAudioEngine)
    await store.receive(.speech(.failure(.couldntStartAudioEngine))) {
      $0.alert = .transcriptionFailed(.couldntStartAudioEngine)
    }
    #expect(store.state.alert?.title == TextState("Problem with audio device. Please try again."))
  }

  // MARK: What a careful port adds

  @Test func aTaskErrorShowsTheGenericAlert() async {
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.yield(result("Hello"))
    await store.receive(.speech(.success("Hello"))) { $0.transcribedText = "Hello" }
    recognitionTask.continuation.finish(throwing: SpeechClient.Failure.taskError)
    await store.receive(.speech(.failure(.taskError))) {
      $0.alert = .transcriptionFailed(.taskError)
    }
    #expect(store.state.alert?.title == TextState("An error occurred while transcribing. Please try again."))
  }

  @Test func anyOtherErrorShowsTheGenericAlert() async {
    struct Unexpected: Error {}
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.finish(throwing: Unexpected())
    await store.receive(.speech(.failure(.taskError))) {
      $0.alert = .transcriptionFailed(.taskError)
    }
  }

  @Test func anUndecidedPermissionStopsWithoutAnAlert() async {
    let store = TestStore(initialState: SpeechRecognition.State()) { SpeechRecognition() } withDependencies: {
      $0.speechClient.requestAuthorization = { .notDetermined }
    }
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.notDetermined)) { $0.isRecording = false }
  }

  @Test func stopCancelsEvenWhenTheClientKeepsItsStreamOpen() async {
    let finishCalls = CallCounter()
    let store = TestStore(initialState: SpeechRecognition.State()) { SpeechRecognition() } withDependencies: {
      [recognitionTask, finishCalls] in
      $0.speechClient.requestAuthorization = { .authorized }
      $0.speechClient.startTask = { _ in recognitionTask.stream }
      $0.speechClient.finishTask = { finishCalls.record() }
    }
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.yield(result("Hello"))
    await store.receive(.speech(.success("Hello"))) { $0.transcribedText = "Hello" }
    await store.send(.recordButtonTapped) { $0.isRecording = false }
    #expect(finishCalls.count == 1)
    recognitionTask.continuation.yield(result("Hello again"))
    await store.finish()
    #expect(store.state.transcribedText == "Hello")
  }

  @Test func startingAgainAsksAgainAndKeepsTheTextUntilTheFirstNewResult() async {
    let tasks = [
      AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self, throwing: (any Error).self),
      AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self, throwing: (any Error).self),
    ]
    let requests = CallCounter()
    let started = CallCounter()
    let store = TestStore(initialState: SpeechRecognition.State()) { SpeechRecognition() } withDependencies: {
      [requests, started] in
      $0.speechClient.requestAuthorization = {
        requests.record()
        return .authorized
      }
      $0.speechClient.startTask = { _ in tasks[started.record()].stream }
      $0.speechClient.finishTask = { tasks[started.count - 1].continuation.finish() }
    }
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    tasks[0].continuation.yield(result("First take"))
    await store.receive(.speech(.success("First take"))) { $0.transcribedText = "First take" }
    await store.send(.recordButtonTapped) { $0.isRecording = false }

    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    #expect(requests.count == 2)
    #expect(started.count == 2)
    #expect(store.state.transcribedText == "First take")
    tasks[1].continuation.yield(result("Second"))
    await store.receive(.speech(.success("Second"))) { $0.transcribedText = "Second" }
    await store.send(.recordButtonTapped) { $0.isRecording = false }
    await store.finish()
  }

  @Test func afterAFailureTheButtonStillStopsAndDismissingTheAlertClearsIt() async {
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.finish(throwing: SpeechClient.Failure.taskError)
    await store.receive(.speech(.failure(.taskError))) {
      $0.alert = .transcriptionFailed(.taskError)
    }
    // The stream is over: whatever the client still yields goes nowhere.
    recognitionTask.continuation.yield(result("late"))
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    // As in the reference, the button still reads "stop": pressing it ends the finished task.
    await store.send(.recordButtonTapped) { $0.isRecording = false }
    await store.finish()
  }

  @Test func aStreamThatEndsOnItsOwnStopsRecording() async {
    let store = store()
    await store.send(.recordButtonTapped) { $0.isRecording = true }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))
    recognitionTask.continuation.yield(
      SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "All done "), isFinal: true)
    )
    await store.receive(.speech(.success("All done "))) { $0.transcribedText = "All done " }
    recognitionTask.continuation.finish()
    await store.receive(.recognitionFinished) { $0.isRecording = false }
  }

  @Test func theButtonSaysWhatPressingItDoes() {
    #expect(SpeechRecognition.State().recordButtonTitle == "Start recording")
    #expect(SpeechRecognition.State(isRecording: true).recordButtonTitle == "Stop recording")
  }
}
