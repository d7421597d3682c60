import ComposableArchitecture

/// How far a text view is scrolled, as a feature: the first line on screen. The text and its
/// wrapping belong to the screen, which draws `visible(_:height:)`: an offset past the last
/// page shows the last page.
public struct TextScroll: Reducer {
  public struct State: Equatable, Sendable {
    /// The first line on screen, 0 or more.
    public var offset: Int

    public init(offset: Int = 0) {
      self.offset = max(0, offset)
    }

    /// The lines of `lines` on screen in `height` rows.
    public func visible<Line>(_ lines: [Line], height: Int) -> ArraySlice<Line> {
      lines.dropFirst(min(offset, max(0, lines.count - height))).prefix(max(0, height))
    }
  }

  public enum Action: Equatable, Sendable {
    /// Moved by a number of lines (negative: up).
    case scrolled(Int)
    case scrolledToTop
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scrolled(let lines): state.offset = max(0, state.offset + lines)
    case .scrolledToTop: state.offset = 0
    }
    return .none
  }

  /// The keys of every text view, sending through `send`: ↑↓ and k/j a line (hinted with
  /// `help`), PgUp/PgDn a page of `page` lines, Home and g the top.
  public static func keyBindings<Parent>(help: String = "scroll", page: Int, send: (Action) -> Parent) -> [KeyBinding<Parent>] {
    [
      KeyBinding([.up, .char("k")], help: help, send: send(.scrolled(-1))),
      KeyBinding([.down, .char("j")], help: help, send: send(.scrolled(1))),
      KeyBinding([.pageUp], help: "", send: send(.scrolled(-max(1, page)))),
      KeyBinding([.pageDown], help: "", send: send(.scrolled(max(1, page)))),
      KeyBinding([.home, .char("g")], help: "", send: send(.scrolledToTop)),
    ]
  }
}
