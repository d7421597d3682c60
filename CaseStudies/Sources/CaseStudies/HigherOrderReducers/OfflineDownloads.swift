import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A city map that can be kept offline: its description, and the download component on its
/// download mode and alert.
@Reducer
public struct CityMap {
  public struct State: Equatable, Identifiable, Sendable {
    public var alert: AlertState<DownloadComponent.Action.Alert>?
    public let download: Download
    public var downloadMode: DownloadComponent.Mode

    public var id: String { download.id }

    public init(download: Download, downloadMode: DownloadComponent.Mode = .notDownloaded) {
      self.download = download
      self.downloadMode = downloadMode
    }

    /// The component's view of this map; writing it back keeps the alert and the mode.
    public var downloadComponent: DownloadComponent.State {
      get { DownloadComponent.State(alert: alert, id: AnyHashableSendable(download.id), mode: downloadMode, url: download.url) }
      set {
        alert = newValue.alert
        downloadMode = newValue.mode
      }
    }
  }

  /// What a map is: a title, where to download it, and a blurb.
  public struct Download: Equatable, Sendable {
    public let id: String
    public let title: String
    public let url: URL
    public let blurb: String
  }

  public enum Action: Equatable, Sendable {
    case downloadComponent(DownloadComponent.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.downloadComponent, action: \.downloadComponent) { DownloadComponent() }
    Reduce { _, action in
      switch action {
      case .downloadComponent(.downloadClient(.success(.response))):
        // Here a real app would save the data to a file.
        return .none
      case .downloadComponent(.alert(.presented(.deleteButtonTapped))):
        // Here a real app would delete the saved file.
        return .none
      case .downloadComponent:
        return .none
      }
    }
  }
}

/// The list of city maps, each with its download component.
@Reducer
public struct MapApp {
  public struct State: Equatable, Sendable {
    public var cityMaps: IdentifiedArrayOf<CityMap.State>

    public init(cityMaps: IdentifiedArrayOf<CityMap.State> = .mocks) {
      self.cityMaps = cityMaps
    }
  }

  public enum Action: Equatable, Sendable {
    case cityMaps(IdentifiedActionOf<CityMap>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.cityMaps, action: \.cityMaps) { CityMap() }
  }
}

extension IdentifiedArrayOf<CityMap.State> {
  /// The five maps of the study.
  public static var mocks: Self {
    // The "map" of each city is its encyclopedia page: a real file for `--real-downloads`.
    let cities: [(String, String, String)] = [
      ("New York, NY", "New_York_City", "New York City is the most populous city in the United States, on one of the world's largest natural harbours."),
      ("Los Angeles, LA", "Los_Angeles", "Los Angeles is the most populous city in California, known for its Mediterranean climate and the film industry."),
      ("Paris, France", "Paris", "Paris is the capital and most populous city of France, a centre of finance, diplomacy, commerce and the arts."),
      ("Tokyo, Japan", "Tokyo", "Tokyo is the capital of Japan and the seat of its government, the most populous metropolitan area in the world."),
      ("Barcelona, Spain", "Barcelona", "Barcelona is the capital of Catalonia and the second most populous city in Spain, on the Mediterranean coast."),
    ]
    return IdentifiedArray(cities.map { title, page, blurb in
      CityMap.State(
        download: CityMap.Download(
          id: title.lowercased().filter { $0.isLetter }, title: title,
          url: URL(string: "https://en.wikipedia.org/wiki/\(page)")!, blurb: blurb
        )
      )
    })
  }
}
