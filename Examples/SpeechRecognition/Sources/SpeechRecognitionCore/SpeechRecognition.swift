import ComposableArchitecture
import SpeechClient

/// Live transcription: one button starts listening (after asking for permission) and stops
/// it; while listening, the text is replaced by the recogniser's best guess so far. Failures
/// and refused permission become alerts of one line each, as the reference's.
@Reducer
public struct SpeechRecognition {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var isRecording: Bool
    public var transcribedText: String

    /// Not recording, with `transcribedText` (empty by default) and no alert.
    public init(alert: AlertState<Action.Alert>? = nil, isRecording: Bool = false, transcribedText: String = "") {
      self.alert = alert
      self.isRecording = isRecording
      self.transcribedText = transcribedText
    }

    /// The label of the one button: what pressing it does.
    public var recordButtonTitle: String { isRecording ? "Stop recording" : "Start recording" }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case recognitionFinished
    case recordButtonTapped
    case speech(Result<String, SpeechClient.Failure>)
    case speechRecognizerAuthorizationStatusResponse(SpeechClient.AuthorizationStatus)

    /// The alerts have no buttons of their own: dismissing one just closes it.
    @CasePathable
    public enum Alert: Equatable, Sendable {}
  }

  /// The one long-running effect: asking, then listening until the stream ends.
  enum CancelID { case recognition }

  @Dependency(\.speechClient) var speechClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .recognitionFinished:
        // The recogniser ended on its own (a final result): nothing is listening any more.
        state.isRecording = false
        return .none

      case .recordButtonTapped:
        state.isRecording.toggle()
        guard state.isRecording else {
          // Cancelling too means a client that never ends its stream cannot keep writing.
          return .merge(
            .cancel(id: CancelID.recognition),
            .run { [speechClient] _ in await speechClient.finishTask() }
          )
        }
        return startRecognition()

      case .speech(.success(let text)):
        state.transcribedText = text
        return .none

      case .speech(.failure(let failure)):
        // As the reference's: the button still reads "stop", and pressing it ends the task.
        state.alert = .transcriptionFailed(failure)
        return .none

      case .speechRecognizerAuthorizationStatusResponse(let status):
        state.isRecording = status == .authorized
        switch status {
        case .authorized, .notDetermined: break
        case .denied: state.alert = .speechRecognitionDenied
        case .restricted: state.alert = .speechRecognitionRestricted
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Asks for permission and, once granted, forwards each result's best transcription until
  /// the stream ends. Stopping cancels it, so only an end of its own reports `recognitionFinished`.
  private func startRecognition() -> EffectOf<Self> {
    .run { [speechClient] send in
      let status = await speechClient.requestAuthorization()
      await send(.speechRecognizerAuthorizationStatusResponse(status))
      guard status == .authorized else { return }
      for try await result in await speechClient.startTask(SpeechRecognitionRequest()) {
        await send(.speech(.success(result.bestTranscription.formattedString)))
      }
      await send(.recognitionFinished)
    } catch: { error, send in
      await send(.speech(.failure(error as? SpeechClient.Failure ?? .taskError)))
    }
    .cancellable(id: CancelID.recognition)
  }
}

extension AlertState where Action == SpeechRecognition.Action.Alert {
  /// Permission was refused.
  public static let speechRecognitionDenied = AlertState {
    TextState("You denied access to speech recognition. This app needs access to transcribe your speech.")
  }

  /// The device does not allow speech recognition at all.
  public static let speechRecognitionRestricted = AlertState {
    TextState("Your device does not allow speech recognition.")
  }

  /// Listening failed: the audio device, or anything else.
  public static func transcriptionFailed(_ failure: SpeechClient.Failure) -> Self {
    switch failure {
    case .couldntConfigureAudioSession, .couldntStartAudioEngine:
      AlertState { TextState("Problem with audio device. Please try again.") }
    case .taskError:
      AlertState { TextState("An error occurred while transcribing. Please try again.") }
    }
  }
}
