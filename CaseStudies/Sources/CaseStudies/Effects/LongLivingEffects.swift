import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// An effect tied to a screen's life: `task`, sent when the screen shows, counts screenshot
/// events until the screen goes away, which cancels it.
@Reducer
public struct LongLivingEffects {
  public struct State: Equatable, Sendable {
    public var screenshotCount = 0
    public init(screenshotCount: Int = 0) { self.screenshotCount = screenshotCount }
  }

  public enum Action: Equatable, Sendable {
    case task
    case userDidTakeScreenshotNotification
  }

  /// Names the `task` effect, so the terminal's sub-page, which covers the screen as
  /// navigating away would, can end it.
  enum CancelID { case screenshots }

  @Dependency(\.screenshots) var screenshots

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        // Runs until cancelled: by the screen going away.
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

/// The study as the terminal runs it: the feature, the process id its instructions name, and
/// a sub-page that covers the screen, as navigating to another screen would in SwiftUI: the
/// screen's `task` ends while it shows, and starts again on return.
@Reducer
public struct LongLivingEffectsTerminal {
  public struct State: Equatable, Sendable {
    public var feature: LongLivingEffects.State
    public var isDetailShown: Bool
    /// The process to signal, shown in the instructions.
    public let processID: Int32

    public init(feature: LongLivingEffects.State = LongLivingEffects.State(), isDetailShown: Bool = false, processID: Int32 = 0) {
      self.feature = feature
      self.isDetailShown = isDetailShown
      self.processID = processID
    }
  }

  public enum Action: Equatable, Sendable {
    case detailButtonTapped
    case detailDismissed
    case feature(LongLivingEffects.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.feature, action: \.feature) { LongLivingEffects() }
    Reduce { state, action in
      switch action {
      case .detailButtonTapped:
        state.isDetailShown = true
        return .cancel(id: LongLivingEffects.CancelID.screenshots)
      case .detailDismissed:
        state.isDetailShown = false
        return .send(.feature(.task))
      case .feature:
        return .none
      }
    }
  }
}

/// The count and the instructions, or the sub-page that pauses counting.
public enum LongLivingEffectsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: LongLivingEffectsTerminal.State, in area: Rect, frame: inout Frame) {
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
    frame.draw("Screenshots counted: \(state.feature.screenshotCount)", in: rows.row(1), style: .bold)
    frame.render(
      MarkupText(
        "Linux has no screenshot notification: run `kill -USR1 \(state.processID)` from another terminal; each signal counts as one."
      ),
      in: Rect(x: rows.x, y: rows.y + 3, width: rows.width, height: 3).intersection(rows)
    )
    frame.draw("[d] Detail page", in: rows.row(7))
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: LongLivingEffectsTerminal.State) -> KeyMap<LongLivingEffectsTerminal.Action> {
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
    task: .feature(.task),
    initialState: { LongLivingEffectsTerminal.State(processID: ProcessInfo.processInfo.processIdentifier) },
    reducer: { LongLivingEffectsTerminal() },
    render: LongLivingEffectsScreen.render, keyMap: LongLivingEffectsScreen.keyMap
  )
}
