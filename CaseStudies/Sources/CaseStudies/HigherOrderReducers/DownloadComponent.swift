import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reusable download button's logic: start, follow the progress, and ask before stopping a
/// download or deleting a downloaded file.
@Reducer
public struct DownloadComponent {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    /// The id its download is cancelled by: one per component.
    public let id: AnyHashableSendable
    public var mode: Mode
    public let url: URL

    public init(alert: AlertState<Action.Alert>? = nil, id: AnyHashableSendable, mode: Mode, url: URL) {
      self.alert = alert
      self.id = id
      self.mode = mode
      self.url = url
    }
  }

  /// Where the download is.
  public enum Mode: Equatable, Sendable {
    case notDownloaded
    case startingToDownload
    case downloading(progress: Double)
    case downloaded
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case buttonTapped
    case downloadClient(Result<DownloadClient.Event, DownloadClient.Failure>)

    /// The buttons of the stop and delete alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case deleteButtonTapped
      case stopButtonTapped
    }
  }

  @Dependency(\.downloadClient) var downloadClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.deleteButtonTapped)):
        state.mode = .notDownloaded
        return .none
      case .alert(.presented(.stopButtonTapped)):
        state.mode = .notDownloaded
        return .cancel(id: state.id)
      case .alert:
        return .none
      case .buttonTapped:
        switch state.mode {
        case .downloaded:
          state.alert = .deleteAlert
          return .none
        case .downloading, .startingToDownload:
          state.alert = .stopAlert
          return .none
        case .notDownloaded:
          state.mode = .startingToDownload
          return .run { [url = state.url, downloadClient] send in
            for try await event in downloadClient.download(url) {
              await send(.downloadClient(.success(event)))
            }
          } catch: { error, send in
            await send(.downloadClient(.failure(error as? DownloadClient.Failure ?? DownloadClient.Failure("\(error)"))))
          }
          .cancellable(id: state.id)
        }
      case .downloadClient(.success(.response)):
        state.mode = .downloaded
        state.alert = nil
        return .none
      case .downloadClient(.success(.updateProgress(let progress))):
        state.mode = .downloading(progress: progress)
        return .none
      case .downloadClient(.failure):
        state.mode = .notDownloaded
        state.alert = nil
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == DownloadComponent.Action.Alert {
  /// Asks before deleting a downloaded map.
  public static let deleteAlert = AlertState {
    TextState("Do you want to delete this map from your offline storage?")
  } actions: {
    ButtonState(role: .destructive, action: .send(.deleteButtonTapped, animation: .default)) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Nevermind") }
  }

  /// Asks before stopping a download.
  public static let stopAlert = AlertState {
    TextState("Do you want to stop downloading this map?")
  } actions: {
    ButtonState(role: .destructive, action: .send(.stopButtonTapped, animation: .default)) { TextState("Stop") }
    ButtonState(role: .cancel) { TextState("Nevermind") }
  }
}
