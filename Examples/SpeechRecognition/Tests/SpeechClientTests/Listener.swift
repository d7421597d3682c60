import ComposableArchitecture
import SpeechClient

/// A feature that only listens, so the client's results, and when they come, can be checked
/// with an exhaustive test store on a test clock.
@Reducer
struct Listener {
  struct State: Equatable {
    var isListening = false
  }

  enum Action: Equatable, Sendable {
    case ended
    case failed(SpeechClient.Failure)
    case finishTapped
    case heard(String, isFinal: Bool)
    case startTapped
  }

  @Dependency(\.speechClient) var speechClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ended, .failed:
        state.isListening = false
        return .none
      case .finishTapped:
        return .run { [speechClient] _ in await speechClient.finishTask() }
      case .heard:
        return .none
      case .startTapped:
        state.isListening = true
        return .run { [speechClient] send in
          for try await result in await speechClient.startTask(SpeechRecognitionRequest()) {
            await send(.heard(result.bestTranscription.formattedString, isFinal: result.isFinal))
          }
          await send(.ended)
        } catch: { error, send in
          await send(.failed(error as? SpeechClient.Failure ?? .taskError))
        }
      }
    }
  }
}
