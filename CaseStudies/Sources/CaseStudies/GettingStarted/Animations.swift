import ComposableArchitecture
import TerminalUI

/// State changes that drive what the screen shows over time: a dot moved on a grid, a big
/// mode, a rainbow of colours one second apart, and a reset that asks first.
@Reducer
public struct Animations {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var circleCenter = GridPoint(x: 20, y: 5)
    public var circleColor = DotColor.black
    public var isCircleScaled = false
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case circleScaleToggleChanged(Bool)
    case rainbowButtonTapped
    case resetButtonTapped
    case setColor(DotColor)
    case tapped(GridPoint)

    /// The reset confirmation's buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case resetConfirmationButtonTapped
    }
  }

  /// The size of the grid the dot moves on.
  public static let grid = Size(width: 40, height: 10)

  enum CancelID { case rainbow }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.resetConfirmationButtonTapped)):
        state = State()
        return .cancel(id: CancelID.rainbow)
      case .alert:
        return .none
      case .circleScaleToggleChanged(let isScaled):
        state.isCircleScaled = isScaled
        return .none
      case .rainbowButtonTapped:
        return .run { [clock] send in
          for (index, color) in DotColor.rainbow.enumerated() {
            if index > 0 { try await clock.sleep(for: .seconds(1)) }
            await send(.setColor(color))
          }
        }
        .cancellable(id: CancelID.rainbow)
      case .resetButtonTapped:
        state.alert = AlertState { TextState("Reset state?") } actions: {
          ButtonState(role: .destructive, action: .send(.resetConfirmationButtonTapped, animation: .default)) {
            TextState("Reset")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .setColor(let color):
        state.circleColor = color
        return .none
      case .tapped(let point):
        state.circleCenter = GridPoint(
          x: min(max(0, point.x), Self.grid.width - 1), y: min(max(0, point.y), Self.grid.height - 1)
        )
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// A cell of the grid the dot moves on.
public struct GridPoint: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// The colours of the rainbow, in order.
public enum DotColor: String, CaseIterable, Sendable {
  case red, blue, green, orange, pink, purple, yellow, black

  /// The rainbow effect's sequence: red at once, then one a second.
  public static let rainbow: [DotColor] = [.red, .blue, .green, .orange, .pink, .purple, .yellow, .black]

  /// The nearest terminal colour; nil (the terminal's own) for black.
  var terminalColor: Color? {
    switch self {
    case .red: .red
    case .blue: .blue
    case .green: .green
    case .orange: .yellow
    case .pink: .magenta
    case .purple: .magenta
    case .yellow: .yellow
    case .black: nil
    }
  }
}

/// The grid with the dot (a 2x1 block, 4x2 in big mode) and its colour's name; arrows move
/// it, `b` big mode, `r` rainbow, `R` reset (after the confirmation alert).
public enum AnimationsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: Animations.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.draw("Colour: \(state.circleColor.rawValue)   Big mode: \(state.isCircleScaled ? "[x]" : "[ ]")", in: rows.row(0))
    let gridArea = Rect(x: rows.x, y: rows.y + 2, width: Animations.grid.width + 2, height: Animations.grid.height + 2)
      .intersection(rows)
    frame.render(Box(title: ""), in: gridArea)
    let inner = Box(title: "").inner(gridArea)
    let size = state.isCircleScaled ? Size(width: 4, height: 2) : Size(width: 2, height: 1)
    // The dot sits on its centre cell, pushed back inside the grid at the edges.
    let x = min(max(inner.x, inner.x + state.circleCenter.x - size.width / 2), inner.maxX - size.width)
    let y = min(max(inner.y, inner.y + state.circleCenter.y - size.height / 2), inner.maxY - size.height)
    let dot = Rect(x: x, y: y, width: size.width, height: size.height).intersection(inner)
    frame.fill(dot, with: Cell("█", style: Style().foreground(state.circleColor.terminalColor)))
    if let alert = state.alert {
      frame.render(AlertBox(study: alert), in: area)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: Animations.State) -> KeyMap<Animations.Action> {
    if let alert = state.alert { return OverlayKeys.alert(alert, embed: Animations.Action.alert) }
    let center = state.circleCenter
    return KeyMap([
      KeyBinding([.up, .char("k")], help: "move", send: .tapped(GridPoint(x: center.x, y: center.y - 1))),
      KeyBinding([.down, .char("j")], help: "move", send: .tapped(GridPoint(x: center.x, y: center.y + 1))),
      KeyBinding([.left, .char("h")], help: "move", send: .tapped(GridPoint(x: center.x - 1, y: center.y))),
      KeyBinding([.right, .char("l")], help: "move", send: .tapped(GridPoint(x: center.x + 1, y: center.y))),
      KeyBinding([.char("b")], help: "big mode", send: .circleScaleToggleChanged(!state.isCircleScaled)),
      KeyBinding([.char("r")], help: "rainbow", send: .rainbowButtonTapped),
      KeyBinding([.char("R")], help: "reset", send: .resetButtonTapped),
    ])
  }
}

extension CaseStudy {
  /// State driving change over time.
  public static let animations = CaseStudy(
    id: "animations", name: "Animations", chapter: .gettingStarted,
    about: """
      State changes drive what the screen shows: the arrows move the dot, *b* scales it, and \
      *Rainbow* runs an effect that sets eight colours one second apart on the injected \
      `continuousClock`. *Reset* asks first, then restores the state and cancels the rainbow. \
      A terminal cannot ease or spring, so each change shows at once.
      """,
    initialState: { Animations.State() }, reducer: { Animations() },
    render: AnimationsScreen.render, keyMap: AnimationsScreen.keyMap
  )
}
