import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// A clock-driven timer: Start runs a one-second timer counting seconds, Stop cancels it,
/// and closing the screen cancels it too.
@Reducer
public struct Timers {
  public struct State: Equatable, Sendable {
    public var isTimerActive = false
    public var secondsElapsed = 0
    public init(isTimerActive: Bool = false, secondsElapsed: Int = 0) {
      self.isTimerActive = isTimerActive
      self.secondsElapsed = secondsElapsed
    }
  }

  public enum Action: Equatable, Sendable {
    case timerTicked
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerActive.toggle()
        return .run { [isTimerActive = state.isTimerActive, clock] send in
          guard isTimerActive else { return }
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}

/// The elapsed time as mm:ss and a clock face: a ring of 60 slots, the hand at the seconds.
public enum TimersScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: Timers.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let minutes = state.secondsElapsed / 60
    let seconds = state.secondsElapsed % 60
    frame.draw("\(NumberText.zeroPadded(minutes, width: 2)):\(NumberText.zeroPadded(seconds, width: 2))", in: rows.row(0), style: .bold)
    frame.draw(ring(second: seconds, width: rows.width), in: rows.row(1))
    frame.draw(state.isTimerActive ? "[space] Stop" : "[space] Start", in: rows.row(3))
  }

  /// One row of 60 slots, a tick every five, the hand `|` at `second`: the hand turns 6° a second.
  /// Narrower than 60 columns each slot holds two seconds, so the whole face still shows.
  public static func ring(second: Int, width: Int = 60) -> String {
    let secondsPerSlot = width < 60 ? 2 : 1
    return String(
      (0..<60 / secondsPerSlot).map { slot in
        let seconds = slot * secondsPerSlot..<(slot + 1) * secondsPerSlot
        return seconds.contains(second) ? "|" : (seconds.contains { $0.isMultiple(of: 5) } ? "·" : " ")
      }
    )
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: Timers.State) -> KeyMap<Timers.Action> {
    KeyMap([KeyBinding([.char(" "), .enter], help: state.isTimerActive ? "stop" : "start", send: .toggleTimerButtonTapped)])
  }
}

extension CaseStudy {
  /// A timer on the clock dependency.
  public static let timers = CaseStudy(
    id: "timers", name: "Timers", chapter: .effects,
    about: """
      A timer is an effect: `for await _ in clock.timer(interval: .seconds(1))` sends a tick \
      each second on the injected `continuousClock`, so tests move a `TestClock` instead of \
      waiting. Starting again cancels the previous timer (`cancelInFlight`); stopping, or \
      leaving the screen, cancels it.
      """,
    initialState: { Timers.State() }, reducer: { Timers() },
    render: TimersScreen.render, keyMap: TimersScreen.keyMap
  )
}
