import ComposableArchitecture
import TerminalUI

/// Presenting a sheet at once and loading its state after: the sheet opens on a loading
/// notice, the counter arrives a second later, and dismissing before then cancels the load.
@Reducer
public struct PresentAndLoad {
  public struct State: Equatable, Sendable {
    public var isSheetPresented = false
    public var optionalCounter: Counter.State?

    public init(isSheetPresented: Bool = false, optionalCounter: Counter.State? = nil) {
      self.isSheetPresented = isSheetPresented
      self.optionalCounter = optionalCounter
    }
  }

  public enum Action: Equatable, Sendable {
    case optionalCounter(Counter.Action)
    case setSheet(isPresented: Bool)
    case setSheetIsPresentedDelayCompleted
  }

  enum CancelID { case load }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optionalCounter:
        return .none
      case .setSheet(isPresented: true):
        state.isSheetPresented = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.setSheetIsPresentedDelayCompleted)
        }
        .cancellable(id: CancelID.load)
      case .setSheet(isPresented: false):
        state.isSheetPresented = false
        state.optionalCounter = nil
        return .cancel(id: CancelID.load)
      case .setSheetIsPresentedDelayCompleted:
        state.optionalCounter = Counter.State()
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
  }
}

/// Loading a sheet's state first and presenting it once loaded: a loading notice beside the
/// button for a second, then the sheet with its counter.
@Reducer
public struct LoadThenPresent {
  public struct State: Equatable, Sendable {
    public var isActivityIndicatorVisible = false
    public var optionalCounter: Counter.State?

    public init(isActivityIndicatorVisible: Bool = false, optionalCounter: Counter.State? = nil) {
      self.isActivityIndicatorVisible = isActivityIndicatorVisible
      self.optionalCounter = optionalCounter
    }
  }

  public enum Action: Equatable, Sendable {
    case optionalCounter(Counter.Action)
    case setSheet(isPresented: Bool)
    case setSheetIsPresentedDelayCompleted
  }

  enum CancelID { case load }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optionalCounter:
        return .none
      case .setSheet(isPresented: true):
        state.isActivityIndicatorVisible = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.setSheetIsPresentedDelayCompleted)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      case .setSheet(isPresented: false):
        state.optionalCounter = nil
        return .none
      case .setSheetIsPresentedDelayCompleted:
        state.isActivityIndicatorVisible = false
        state.optionalCounter = Counter.State()
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
  }
}

/// The screens of both sheet studies: the button, a loading notice, and the sheet with the
/// counter (or its loading notice) over them.
public enum SheetLoadingScreen {
  /// Draws the present-and-load study in `area`, the body below its About line.
  public static func render(_ state: PresentAndLoad.State, in area: Rect, frame: inout Frame) {
    frame.draw("[l] Load optional counter", in: area.inset(horizontal: 2).row(0))
    guard state.isSheetPresented else { return }
    drawSheet(counter: state.optionalCounter, in: area, frame: &frame)
  }

  /// The present-and-load study's keys: on the sheet, Esc dismisses it.
  public static func keyMap(_ state: PresentAndLoad.State) -> KeyMap<PresentAndLoad.Action> {
    guard state.isSheetPresented else {
      return KeyMap([KeyBinding([.char("l"), .enter], help: "load counter", send: .setSheet(isPresented: true))])
    }
    let isLoaded = state.optionalCounter != nil
    return KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .optionalCounter(.decrementButtonTapped), isEnabled: isLoaded),
      KeyBinding([.right, .char("+")], help: "increment", send: .optionalCounter(.incrementButtonTapped), isEnabled: isLoaded),
      KeyBinding([.escape], help: "dismiss", send: .setSheet(isPresented: false)),
    ])
  }

  /// Draws the load-then-present study in `area`, the body below its About line.
  public static func render(_ state: LoadThenPresent.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.draw("[l] Load optional counter", in: rows.row(0))
    if state.isActivityIndicatorVisible {
      frame.draw("Loading…", in: rows.row(2))
    }
    guard state.optionalCounter != nil else { return }
    drawSheet(counter: state.optionalCounter, in: area, frame: &frame)
  }

  /// The load-then-present study's keys: nothing while it loads; on the sheet, Esc dismisses it.
  public static func keyMap(_ state: LoadThenPresent.State) -> KeyMap<LoadThenPresent.Action> {
    guard state.optionalCounter != nil else {
      return KeyMap([
        KeyBinding(
          [.char("l"), .enter], help: "load counter", send: .setSheet(isPresented: true),
          isEnabled: !state.isActivityIndicatorVisible)
      ])
    }
    return KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .optionalCounter(.decrementButtonTapped)),
      KeyBinding([.right, .char("+")], help: "increment", send: .optionalCounter(.incrementButtonTapped)),
      KeyBinding([.escape], help: "dismiss", send: .setSheet(isPresented: false)),
    ])
  }

  private static func drawSheet(counter: Counter.State?, in area: Rect, frame: inout Frame) {
    let sheet = Sheet(title: "Optional counter")
    frame.render(sheet, in: area)
    let inner = sheet.inner(area).inset(horizontal: 1)
    if let counter {
      frame.render(CounterControl(count: counter.count), in: inner.row(1))
    } else {
      frame.draw("Loading…", in: inner.row(1))
    }
  }
}

extension CaseStudy {
  /// Presenting first, loading after.
  public static let presentAndLoad = CaseStudy(
    id: "sheet-present-and-load", name: "Sheet: present and load", chapter: .navigation,
    about: """
      The sheet is presented at once (`isSheetPresented`) and its `optionalCounter` is \
      loaded a second later by an effect on the clock. Dismissing before then cancels the \
      load (`.cancel(id:)`).
      """,
    initialState: { PresentAndLoad.State() }, reducer: { PresentAndLoad() },
    render: SheetLoadingScreen.render, keyMap: SheetLoadingScreen.keyMap
  )

  /// Loading first, presenting after.
  public static let loadThenPresent = CaseStudy(
    id: "sheet-load-then-present", name: "Sheet: load, then present", chapter: .navigation,
    about: """
      The counter is loaded _before_ the sheet shows: a loading notice for a second, then \
      `optionalCounter` is set and, being non-nil, presents the sheet. Dismissing sets it \
      back to nil.
      """,
    initialState: { LoadThenPresent.State() }, reducer: { LoadThenPresent() },
    render: SheetLoadingScreen.render, keyMap: SheetLoadingScreen.keyMap
  )
}
