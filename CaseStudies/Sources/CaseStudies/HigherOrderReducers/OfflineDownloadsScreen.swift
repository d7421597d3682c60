import ComposableArchitecture
import TerminalUI

/// The study as the terminal runs it: the maps, the row the terminal highlights, and the map
/// whose detail page shows. Both pages draw the same row state, so a download started in one
/// shows in the other; which page shows is the screen's concern (SwiftUI's navigation link).
@Reducer
public struct MapAppTerminal {
  public struct State: Equatable, Sendable {
    public var feature: MapApp.State
    /// The highlighted row, kept within the list.
    public var selection: Int
    /// The map whose detail page shows, if any.
    public var detailID: CityMap.State.ID?

    public init(feature: MapApp.State = MapApp.State(), selection: Int = 0, detailID: CityMap.State.ID? = nil) {
      self.feature = feature
      self.selection = selection
      self.detailID = detailID
    }
  }

  public enum Action: Equatable, Sendable {
    case detailClosed
    case detailOpened(CityMap.State.ID)
    case feature(MapApp.Action)
    case selectionMoved(to: Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.feature, action: \.feature) { MapApp() }
    Reduce { state, action in
      switch action {
      case .detailClosed:
        state.detailID = nil
        return .none
      case .detailOpened(let id):
        state.detailID = id
        return .none
      case .feature:
        return .none
      case .selectionMoved(let row):
        state.selection = min(max(0, row), max(0, state.feature.cityMaps.count - 1))
        return .none
      }
    }
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
  public static func render(_ terminal: MapAppTerminal.State, in area: Rect, frame: inout Frame) {
    let state = terminal.feature
    let rows = area.inset(horizontal: 2)
    if let id = terminal.detailID, let city = state.cityMaps[id: id] {
      frame.draw(city.download.title, in: rows.row(0), style: .bold)
      frame.render(Paragraph(city.download.blurb), in: Rect(x: rows.x, y: rows.y + 2, width: rows.width, height: 3))
      frame.draw("[space] \(buttonTitle(city.downloadMode))", in: rows.row(6))
      if case .downloading(let progress) = city.downloadMode {
        frame.render(ProgressBar(fraction: progress), in: Rect(x: rows.x, y: rows.y + 7, width: min(30, rows.width), height: 1))
      }
    } else {
      let list = ListView(count: state.cityMaps.count, selection: terminal.selection) { index in
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
  public static func keyMap(_ terminal: MapAppTerminal.State) -> KeyMap<MapAppTerminal.Action> {
    let state = terminal.feature
    if let city = state.cityMaps.first(where: { $0.alert != nil }), let alert = city.alert {
      return OverlayKeys.alert(alert) { .feature(.cityMaps(.element(id: city.id, action: .downloadComponent(.alert($0))))) }
    }
    if let id = terminal.detailID {
      return KeyMap([
        KeyBinding([.char(" ")], help: "download", send: .feature(.cityMaps(.element(id: id, action: .downloadComponent(.buttonTapped))))),
        KeyBinding([.escape, .left], help: "back", send: .detailClosed),
      ])
    }
    guard !state.cityMaps.isEmpty else { return KeyMap([]) }
    let selected = state.cityMaps[min(terminal.selection, state.cityMaps.count - 1)]
    return KeyMap([
      KeyBinding([.up, .char("k")], help: "select", send: .selectionMoved(to: terminal.selection - 1)),
      KeyBinding([.down, .char("j")], help: "select", send: .selectionMoved(to: terminal.selection + 1)),
      KeyBinding([.enter], help: "details", send: .detailOpened(selected.id)),
      KeyBinding(
        [.char(" ")], help: "download",
        send: .feature(.cityMaps(.element(id: selected.id, action: .downloadComponent(.buttonTapped))))
      ),
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
    initialState: { MapAppTerminal.State() }, reducer: { MapAppTerminal() },
    render: MapAppScreen.render, keyMap: MapAppScreen.keyMap
  )
}
