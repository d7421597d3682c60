import ComposableArchitecture
import SpeechClient
import Synchronization

extension SpeechClient {
  /// The live client on Linux, where there is no microphone and no recogniser: an honest
  /// simulation that answers the configured permission and "hears" the configured script
  /// word by word. Delays come from the `continuousClock` dependency and pauses from
  /// `withRandomNumberGenerator`, as they are when the task starts, so tests control both.
  ///
  /// Starting a task finishes the one before; `finishTask` ends the current stream at once.
  public static func simulated(_ configuration: SimulatedSpeech) -> SpeechClient {
    let recogniser = SimulatedRecogniser(configuration)
    return SpeechClient(
      authorizationStatus: { recogniser.authorizationStatus },
      requestAuthorization: { recogniser.requestAuthorization() },
      startTask: { _ in
        @Dependency(\.continuousClock) var clock
        @Dependency(\.withRandomNumberGenerator) var random
        return recogniser.startTask(clock: clock, random: random)
      },
      finishTask: { recogniser.finishTask() }
    )
  }
}

/// The state one simulated client keeps between calls: the permission, and the task that
/// `finishTask` finishes.
private final class SimulatedRecogniser: Sendable {
  private struct State {
    var authorization: SpeechClient.AuthorizationStatus
    var current: Recitation?
  }

  private let configuration: SimulatedSpeech
  private let state: Mutex<State>

  init(_ configuration: SimulatedSpeech) {
    self.configuration = configuration
    state = Mutex(State(authorization: configuration.authorization))
  }

  var authorizationStatus: SpeechClient.AuthorizationStatus { state.withLock { $0.authorization } }

  func requestAuthorization() -> SpeechClient.AuthorizationStatus {
    state.withLock { state in
      if state.authorization == .notDetermined, let grant = configuration.grant {
        state.authorization = grant
      }
      return state.authorization
    }
  }

  func startTask(clock: any Clock<Duration>, random: WithRandomNumberGenerator) -> AsyncThrowingStream<
    SpeechRecognitionResult, any Error
  > {
    let recitation = Recitation(configuration, clock: clock, random: random)
    let previous = state.withLock { state in
      defer { state.current = recitation }
      return state.current
    }
    previous?.finishSignal.finish()
    return recitation.results
  }

  func finishTask() {
    let current = state.withLock { state in
      defer { state.current = nil }
      return state.current
    }
    current?.finishSignal.finish()
  }
}
