import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

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

/// The list of city maps and the detail page of one; both show the same row state, so a
/// download started in one shows in the other.
@Reducer
public struct MapApp {
  public struct State: Equatable, Sendable {
    public var cityMaps: IdentifiedArrayOf<CityMap.State>
    /// The highlighted row (the terminal's selection).
    public var selection = 0
    /// The map whose detail page shows, if any.
    public var detailID: CityMap.State.ID?

    public init(cityMaps: IdentifiedArrayOf<CityMap.State> = .mocks) {
      self.cityMaps = cityMaps
    }
  }

  public enum Action: Equatable, Sendable {
    case cityMaps(IdentifiedActionOf<CityMap>)
    case detailClosed
    case detailOpened(CityMap.State.ID)
    case selectionMoved(to: Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cityMaps:
        return .none
      case .detailClosed:
        state.detailID = nil
        return .none
      case .detailOpened(let id):
        state.detailID = id
        return .none
      case .selectionMoved(let row):
        state.selection = min(max(0, row), max(0, state.cityMaps.count - 1))
        return .none
      }
    }
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

/// The list with each map's download mark (`↓` / `NN%` / `…` / `✓`), or one map's detail
/// page; space taps the download button of the highlighted (or shown) map.
public enum MapAppScreen {
  /// The mark of a download mode in the list.
  public static func mark(_ mode: DownloadComponent.Mode) -> String {
    switch mode {
    case .notDownloaded: "↓"
    case .startingToDownload: "…"
    case .downloading(let progress): "\(Int((progress * 100).rounded(.down)))%"
    case .downloaded: "✓"
    }
  }

  /// The download button's words on the detail page.
  public static func buttonTitle(_ mode: DownloadComponent.Mode) -> String {
    switch mode {
    case .notDownloaded: "Download for offline viewing"
    case .startingToDownload: "Downloading…"
    case .downloading(let progress): "Downloading \(Int((progress * 100).rounded(.down)))%"
    case .downloaded: "Downloaded"
    }
  }

  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: MapApp.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    if let id = state.detailID, let city = state.cityMaps[id: id] {
      frame.draw(city.download.title, in: rows.row(0), style: .bold)
      frame.render(Paragraph(city.download.blurb), in: Rect(x: rows.x, y: rows.y + 2, width: rows.width, height: 3))
      frame.draw("[space] \(buttonTitle(city.downloadMode))", in: rows.row(6))
      if case .downloading(let progress) = city.downloadMode {
        frame.render(ProgressBar(fraction: progress), in: Rect(x: rows.x, y: rows.y + 7, width: min(30, rows.width), height: 1))
      }
    } else {
      let list = ListView(count: state.cityMaps.count, selection: state.selection) { index in
        let city = state.cityMaps[index]
        let mark = mark(city.downloadMode)
        return String(repeating: " ", count: max(0, 4 - DisplayWidth.of(mark))) + mark + "  " + city.download.title
      }
      frame.render(list, in: rows)
    }
    if let alert = state.cityMaps.first(where: { $0.alert != nil })?.alert {
      frame.render(AlertBox(study: alert), in: area)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: MapApp.State) -> KeyMap<MapApp.Action> {
    if let city = state.cityMaps.first(where: { $0.alert != nil }), let alert = city.alert {
      return OverlayKeys.alert(alert) { .cityMaps(.element(id: city.id, action: .downloadComponent(.alert($0)))) }
    }
    if let id = state.detailID {
      return KeyMap([
        KeyBinding([.char(" ")], help: "download", send: .cityMaps(.element(id: id, action: .downloadComponent(.buttonTapped)))),
        KeyBinding([.escape, .left], help: "back", send: .detailClosed),
      ])
    }
    guard !state.cityMaps.isEmpty else { return KeyMap([]) }
    let selected = state.cityMaps[min(state.selection, state.cityMaps.count - 1)]
    return KeyMap([
      KeyBinding([.up, .char("k")], help: "select", send: .selectionMoved(to: state.selection - 1)),
      KeyBinding([.down, .char("j")], help: "select", send: .selectionMoved(to: state.selection + 1)),
      KeyBinding([.enter], help: "details", send: .detailOpened(selected.id)),
      KeyBinding([.char(" ")], help: "download", send: .cityMaps(.element(id: selected.id, action: .downloadComponent(.buttonTapped)))),
    ])
  }
}

extension CaseStudy {
  /// A reusable download component.
  public static let offlineDownloads = CaseStudy(
    id: "downloads", name: "Reusable offline downloads", chapter: .higherOrderReducers,
    about: """
      A reusable download component: `DownloadComponent` starts a download, follows its \
      progress, and asks before stopping it or deleting the file. Each city row embeds it with \
      `Scope` on its own mode and alert, and the detail page shows the same row state, so a \
      download started in one shows in the other. _Simulation_: a download is four seconds of \
      progress unless the program runs with `--real-downloads`.
      """,
    initialState: { MapApp.State() }, reducer: { MapApp() },
    render: MapAppScreen.render, keyMap: MapAppScreen.keyMap
  )
}
