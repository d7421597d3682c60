import ComposableArchitecture
import TerminalUI

/// The study as the terminal runs it: the episodes, and the row the terminal highlights,
/// which only the screen needs (a SwiftUI list has no such state).
@Reducer
public struct EpisodesTerminal {
  public struct State: Equatable, Sendable {
    public var feature: Episodes.State
    /// The highlighted row, kept within the list.
    public var selection: Int

    public init(feature: Episodes.State = Episodes.State(episodes: .mocks), selection: Int = 0) {
      self.feature = feature
      self.selection = selection
    }
  }

  public enum Action: Equatable, Sendable {
    case feature(Episodes.Action)
    case selectionMoved(to: Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.feature, action: \.feature) { Episodes() }
    Reduce { state, action in
      switch action {
      case .feature:
        return .none
      case .selectionMoved(let row):
        state.selection = min(max(0, row), max(0, state.feature.episodes.count - 1))
        return .none
      }
    }
  }
}

/// The episodes with their hearts; space favorites the highlighted one; a failure's alert
/// covers the list until dismissed.
public enum EpisodesScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ terminal: EpisodesTerminal.State, in area: Rect, frame: inout Frame) {
    let state = terminal.feature
    let rows = area.inset(horizontal: 2)
    let list = ListView(count: state.episodes.count, selection: terminal.selection) { index in
      let episode = state.episodes[index]
      return "\(episode.isFavorite ? "[♥]" : "[ ]") \(episode.title)"
    }
    frame.render(list, in: rows)
    if let alert = state.episodes.first(where: { $0.alert != nil })?.alert {
      frame.render(AlertBox(study: alert), in: area)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ terminal: EpisodesTerminal.State) -> KeyMap<EpisodesTerminal.Action> {
    let state = terminal.feature
    if let episode = state.episodes.first(where: { $0.alert != nil }), let alert = episode.alert {
      return OverlayKeys.alert(alert) { .feature(.episodes(.element(id: episode.id, action: .favorite(.alert($0))))) }
    }
    guard !state.episodes.isEmpty else { return KeyMap([]) }
    let selected = state.episodes[min(terminal.selection, state.episodes.count - 1)]
    return KeyMap([
      KeyBinding([.up, .char("k")], help: "select", send: .selectionMoved(to: terminal.selection - 1)),
      KeyBinding([.down, .char("j")], help: "select", send: .selectionMoved(to: terminal.selection + 1)),
      KeyBinding(
        [.char(" "), .enter], help: selected.isFavorite ? "unfavorite" : "favorite",
        send: .feature(.episodes(.element(id: selected.id, action: .favorite(.buttonTapped))))
      ),
    ])
  }
}

extension CaseStudy {
  /// A reusable favoriting component.
  public static let reusableFavoriting = CaseStudy(
    id: "favoriting", name: "Reusable favoriting", chapter: .higherOrderReducers,
    about: """
      A reusable, generic component: `Favoriting<ID>` flips the heart at once, asks the \
      server, keeps only the latest request per item (`cancelInFlight`), and on failure shows \
      an alert whose dismissal rolls the heart back. Each row embeds it with `Scope`. \
      _Simulation_: the server is a one-second wait that fails one time in four.
      """,
    initialState: { EpisodesTerminal.State() }, reducer: { EpisodesTerminal() },
    render: EpisodesScreen.render, keyMap: EpisodesScreen.keyMap
  )
}
