import AudioClients
import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The recording in progress, presented by the list: it records and counts seconds until
/// stopped, then waits for the recorder to finish the file and tells the list how it went.
@Reducer
public struct RecordingMemo {
  public struct State: Equatable, Sendable {
    public var date: Date
    /// Seconds: counted by the timer, then replaced by the recorder's own time at the stop.
    public var duration: TimeInterval = 0
    public var mode = Mode.recording
    public var url: URL

    /// A recording started at `date` into `url`.
    public init(date: Date, duration: TimeInterval = 0, mode: Mode = .recording, url: URL) {
      self.date = date
      self.duration = duration
      self.mode = mode
      self.url = url
    }

    /// Recording, or finishing the file after the stop.
    public enum Mode: Equatable, Sendable {
      case encoding
      case recording
    }
  }

  public enum Action: Equatable, Sendable {
    case audioRecorderDidFinish(Result<Bool, AudioFailure>)
    case delegate(Delegate)
    case finalRecordingTime(TimeInterval)
    case onTask
    case stopButtonTapped
    case timerUpdated

    /// How the recording ended, for the list.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case didFinish(Result<State, AudioFailure>)
    }
  }

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .audioRecorderDidFinish(.success(true)):
        return .send(.delegate(.didFinish(.success(state))))

      case .audioRecorderDidFinish(.success(false)):
        return .send(.delegate(.didFinish(.failure(.recordingFailed))))

      case .audioRecorderDidFinish(.failure(let failure)):
        return .send(.delegate(.didFinish(.failure(failure))))

      case .delegate:
        return .none

      case .finalRecordingTime(let time):
        state.duration = time
        return .none

      case .onTask:
        return startRecording(state.url)

      case .stopButtonTapped:
        state.mode = .encoding
        return .run { [audioRecorder] send in
          if let time = await audioRecorder.currentTime() {
            await send(.finalRecordingTime(time))
          }
          await audioRecorder.stopRecording()
        }

      case .timerUpdated:
        state.duration += 1
        return .none
      }
    }
  }

  /// Records until the stop, and counts seconds beside it; both last until the panel goes.
  private func startRecording(_ url: URL) -> EffectOf<Self> {
    .run { [audioRecorder, clock] send in
      async let recording: Void = send(
        .audioRecorderDidFinish(await Result { try await audioRecorder.startRecording(url) })
      )
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(.timerUpdated)
      }
      await recording
    }
  }
}
