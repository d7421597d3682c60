import ComposableArchitecture
import TerminalUI

/// One optional destination enum drives three kinds of navigation: a drill-down, a popover
/// and a sheet. Only one can be shown at a time, so showing one replaces another.
@Reducer
public struct MultipleDestinations {
  /// Where the screen can go, each holding a counter.
  @Reducer
  public enum Destination {
    case drillDown(Counter)
    case popover(Counter)
    case sheet(Counter)
  }

  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    public init(destination: Destination.State? = nil) { self.destination = destination }
  }

  public enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case showDrillDown
    case showPopover
    case showSheet
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showDrillDown:
        state.destination = .drillDown(Counter.State())
        return .none
      case .showPopover:
        state.destination = .popover(Counter.State())
        return .none
      case .showSheet:
        state.destination = .sheet(Counter.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// The three buttons; the drill-down page instead of them, the popover as a small box
/// anchored under its button, or the sheet over them.
public enum MultipleDestinationsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: MultipleDestinations.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    if case let .drillDown(counter)? = state.destination {
      frame.draw("Drill-down", in: rows.row(0), style: .bold)
      frame.render(CounterControl(count: counter.count), in: rows.row(2))
      frame.draw("[s] Show sheet (replaces this page)", in: rows.row(4))
      return
    }
    frame.draw("[d] Show drill-down  ›", in: rows.row(0))
    frame.draw("[p] Show popover", in: rows.row(1))
    frame.draw("[s] Show sheet", in: rows.row(2))
    switch state.destination {
    case let .popover(counter)?:
      let box = Box(title: "Popover")
      let anchored = Rect(x: rows.x, y: rows.y + 2, width: min(20, rows.width), height: 3).intersection(area)
      frame.fill(anchored)
      frame.render(box, in: anchored)
      frame.render(CounterControl(count: counter.count), in: box.inner(anchored).inset(horizontal: 1).row(0))
    case let .sheet(counter)?:
      let sheet = Sheet(title: "Sheet")
      frame.render(sheet, in: area)
      frame.render(CounterControl(count: counter.count), in: sheet.inner(area).inset(horizontal: 1).row(1))
    case .drillDown?, nil:
      break
    }
  }

  /// The study's keys for `state`: the buttons, or the shown counter's with Esc to dismiss it.
  public static func keyMap(_ state: MultipleDestinations.State) -> KeyMap<MultipleDestinations.Action> {
    typealias Action = MultipleDestinations.Action
    func counterKeys(_ embed: @escaping (Counter.Action) -> MultipleDestinations.Destination.Action, close: String)
      -> [KeyBinding<Action>]
    {
      [
        KeyBinding([.left, .char("-")], help: "decrement", send: .destination(.presented(embed(.decrementButtonTapped)))),
        KeyBinding([.right, .char("+")], help: "increment", send: .destination(.presented(embed(.incrementButtonTapped)))),
        KeyBinding([.escape], help: close, send: .destination(.dismiss)),
      ]
    }
    switch state.destination {
    case .drillDown?:
      return KeyMap(counterKeys(MultipleDestinations.Destination.Action.drillDown, close: "back")
        + [KeyBinding([.char("s")], help: "sheet", send: .showSheet)])
    case .popover?:
      return KeyMap(counterKeys(MultipleDestinations.Destination.Action.popover, close: "dismiss"))
    case .sheet?:
      return KeyMap(counterKeys(MultipleDestinations.Destination.Action.sheet, close: "dismiss"))
    case nil:
      return KeyMap([
        KeyBinding([.char("d")], help: "drill-down", send: .showDrillDown),
        KeyBinding([.char("p")], help: "popover", send: .showPopover),
        KeyBinding([.char("s")], help: "sheet", send: .showSheet),
      ])
    }
  }
}

extension CaseStudy {
  /// One destination enum, three kinds of navigation.
  public static let multipleDestinations = CaseStudy(
    id: "multiple-destinations", name: "Multiple destinations", chapter: .navigation,
    about: """
      One `@Presents var destination: Destination.State?` drives a drill-down, a popover \
      and a sheet: an enum, so only one shows at a time and showing another replaces it. \
      `.ifLet(\\.$destination)` runs the shown counter and `dismiss` clears it.
      """,
    initialState: { MultipleDestinations.State() }, reducer: { MultipleDestinations() },
    render: MultipleDestinationsScreen.render, keyMap: MultipleDestinationsScreen.keyMap
  )
}

extension MultipleDestinations.Destination.State: Equatable, Sendable {}
extension MultipleDestinations.Destination.Action: Equatable, Sendable {}
