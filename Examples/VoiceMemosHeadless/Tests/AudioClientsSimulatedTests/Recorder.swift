import AudioClients
import ComposableArchitecture
import Foundation

/// A feature that only records and plays, so the simulated clients' work, and when it ends,
/// can be checked with an exhaustive test store on a test clock.
@Reducer
struct Recorder {
  struct State: Equatable {}

  enum Action: Equatable, Sendable {
    case currentTimeTapped
    case currentTime(Double?)
    case permissionTapped
    case permission(Bool)
    case playTapped(URL)
    case played(Result<Bool, Failure>)
    case recordTapped(URL)
    case recorded(Result<Bool, Failure>)
    case stopTapped
  }

  /// A thrown error, by its description.
  struct Failure: Error, Equatable {
    let description: String
  }

  enum CancelID { case play, record }

  @Dependency(\.audioRecorder) var recorder
  @Dependency(\.audioPlayer) var player

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .currentTimeTapped:
        return .run { [recorder] send in await send(.currentTime(await recorder.currentTime())) }
      case .currentTime, .permission, .played, .recorded:
        return .none
      case .permissionTapped:
        return .run { [recorder] send in await send(.permission(await recorder.requestRecordPermission())) }
      case .playTapped(let url):
        return .run { [player] send in
          await send(.played(.success(try await player.play(url))))
        } catch: { error, send in
          await send(.played(.failure(Failure(description: "\(error)"))))
        }
        .cancellable(id: CancelID.play)
      case .recordTapped(let url):
        return .run { [recorder] send in
          await send(.recorded(.success(try await recorder.startRecording(url))))
        } catch: { error, send in
          await send(.recorded(.failure(Failure(description: "\(error)"))))
        }
        .cancellable(id: CancelID.record)
      case .stopTapped:
        return .run { [recorder] _ in await recorder.stopRecording() }
      }
    }
  }
}
