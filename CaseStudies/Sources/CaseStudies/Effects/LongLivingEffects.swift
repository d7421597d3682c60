import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// An effect tied to a screen's life: it counts screenshot events while the screen shows,
/// stops while a sub-page covers it or when the screen closes, and starts again on return.
@Reducer
public struct LongLivingEffects {
  public struct State: Equatable, Sendable {
    public var screenshotCount = 0
    public var isDetailShown = false
    /// The process to signal, shown in the instructions.
    public let processID: Int32
    public init(processID: Int32 = 0) { self.processID = processID }
  }

  public enum Action: Equatable, Sendable {
    case detailButtonTapped
    case detailDismissed
    case task
    case userDidTakeScreenshotNotification
  }

  enum CancelID { case screenshots }

  @Dependency(\.screenshots) var screenshots

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detailButtonTapped:
        state.isDetailShown = true
        return .cancel(id: CancelID.screenshots)
      case .detailDismissed:
        state.isDetailShown = false
        return .send(.task)
      case .task:
        // Runs until cancelled: by the sub-page, or by the screen going away.
        return .run { [screenshots] send in
          for await _ in await screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }
        .cancellable(id: CancelID.screenshots, cancelInFlight: true)
      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}

/// The count and the instructions, or the sub-page that pauses counting.
public enum LongLivingEffectsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: LongLivingEffects.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    if state.isDetailShown {
      frame.draw("Detail", in: rows.row(0), style: .bold)
      frame.render(
        Paragraph("Counting is paused while this page shows: the effect was cancelled. Esc goes back and starts it again."),
        in: rows.split(top: 2).rest
      )
      return
    }
    frame.draw("Process \(state.processID)", in: rows.row(0))
    frame.draw("Screenshots counted: \(state.screenshotCount)", in: rows.row(1), style: .bold)
    frame.render(
      MarkupText(
        "Linux has no screenshot notification: run `kill -USR1 \(state.processID)` from another terminal; each signal counts as one."
      ),
      in: Rect(x: rows.x, y: rows.y + 3, width: rows.width, height: 3).intersection(rows)
    )
    frame.draw("[d] Detail page", in: rows.row(7))
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: LongLivingEffects.State) -> KeyMap<LongLivingEffects.Action> {
    if state.isDetailShown {
      return KeyMap([KeyBinding([.escape, .left], help: "back", send: .detailDismissed)])
    }
    return KeyMap([KeyBinding([.char("d")], help: "detail page", send: .detailButtonTapped)])
  }
}

extension CaseStudy {
  /// A long-living effect.
  public static let longLivingEffects = CaseStudy(
    id: "long-living", name: "Long-living effects", chapter: .effects,
    about: """
      An effect that lives as long as its screen: the screen's `task` action starts a `for \
      await` loop over the screenshot events, cancelled when a sub-page covers the screen or \
      the screen closes. _Simulation_: Linux has no screenshot notification, so each SIGUSR1 \
      sent to this process counts as one.
      """,
    task: .task,
    initialState: { LongLivingEffects.State(processID: ProcessInfo.processInfo.processIdentifier) },
    reducer: { LongLivingEffects() },
    render: LongLivingEffectsScreen.render, keyMap: LongLivingEffectsScreen.keyMap
  )
}
