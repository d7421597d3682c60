import ComposableArchitecture
import TerminalUI

/// A chapter of the catalogue, in the reference order; the menu shows each as a header.
public enum Chapter: String, CaseIterable, Sendable {
  case gettingStarted = "Getting started"
  case sharedState = "Shared state"
  case effects = "Effects"
  case navigation = "Navigation"
  case higherOrderReducers = "Higher-order reducers"
}

/// One entry of the catalogue: a feature (its reducer and first state), its screen (what it
/// draws in the body and which keys it binds) and its About text. The catalogue knows studies
/// only through this value, so adding a study is one entry in `CaseStudy.all`.
public struct CaseStudy: Identifiable, Sendable, Equatable {
  /// How the study opens: pushed below the menu's breadcrumb, or as a full-screen modal.
  public enum Presentation: Sendable, Equatable {
    case pushed, modal
  }

  /// The short name `--open` takes, e.g. `two-counters`.
  public let id: String
  /// The name in the menu and the breadcrumb.
  public let name: String
  public let chapter: Chapter
  /// The lesson, in the tiny markup of `MarkupText` (`*bold*`, `_italic_`, `` `code` ``).
  public let about: String
  public let presentation: Presentation
  /// The action the study's screen sends when it opens (as a SwiftUI `.task`): the work tied
  /// to the screen's life, which ends when the study closes.
  public let task: StudyAction?
  let makeState: @Sendable () -> any Sendable
  let isEqual: @Sendable (any Sendable, any Sendable) -> Bool
  let reduce: @Sendable (inout any Sendable, StudyAction) -> Effect<StudyAction>
  let render: @Sendable (any Sendable, Rect, inout Frame) -> Void
  let keyMap: @Sendable (any Sendable) -> KeyMap<StudyAction>

  /// A study of the feature `reducer()` makes, starting from `initialState()` each time it is
  /// opened; `render` fills the body below the About line and `keyMap` gives the keys.
  public init<R: Reducer>(
    id: String, name: String, chapter: Chapter, about: String, presentation: Presentation = .pushed,
    task: R.Action? = nil,
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    render: @escaping @Sendable (R.State, Rect, inout Frame) -> Void,
    keyMap: @escaping @Sendable (R.State) -> KeyMap<R.Action>
  ) where R: SendableMetatype, R.State: Equatable & Sendable, R.Action: Equatable & Sendable {
    self.id = id
    self.name = name
    self.chapter = chapter
    self.about = about
    self.presentation = presentation
    self.task = task.map(StudyAction.init)
    makeState = { initialState() }
    isEqual = { ($0 as? R.State) == ($1 as? R.State) }
    reduce = { state, action in
      guard var typed = state as? R.State, let typedAction = action.value as? R.Action else { return .none }
      let effect = reducer().reduce(into: &typed, action: typedAction)
      state = typed
      return effect.map(StudyAction.init)
    }
    self.render = { state, area, frame in
      guard let typed = state as? R.State else { return }
      render(typed, area, &frame)
    }
    self.keyMap = { state in
      guard let typed = state as? R.State else { return KeyMap([]) }
      return keyMap(typed).map(StudyAction.init)
    }
  }

  /// Studies are told apart by their short name.
  public static func == (lhs: CaseStudy, rhs: CaseStudy) -> Bool { lhs.id == rhs.id }
}

/// An action of whichever study is open, as the catalogue carries it.
public struct StudyAction: Equatable, Sendable, CustomStringConvertible {
  /// The study's own action.
  public let value: any Sendable
  private let isEqual: @Sendable (any Sendable) -> Bool

  /// Wraps a study's action.
  public init<Action: Equatable & Sendable>(_ action: Action) {
    value = action
    isEqual = { ($0 as? Action) == action }
  }

  public static func == (lhs: StudyAction, rhs: StudyAction) -> Bool { lhs.isEqual(rhs.value) }

  public var description: String { String(describing: value) }
}

/// The open study: which one, its state, and whether its About text is expanded. Its `id`
/// counts the openings, so a study opened again is a new child whose effects are its own.
public struct StudyState: Equatable, Identifiable, Sendable {
  public let id: Int
  public let study: CaseStudy
  public var value: any Sendable
  public var isAboutExpanded = false

  /// The study as it starts, opened for the `id`-th time.
  public init(id: Int, study: CaseStudy) {
    self.id = id
    self.study = study
    self.value = study.makeState()
  }

  /// The study's state as its own type (nil for another type), for tests and screens.
  public func value<State>(as type: State.Type) -> State? { value as? State }

  public static func == (lhs: StudyState, rhs: StudyState) -> Bool {
    lhs.id == rhs.id && lhs.study == rhs.study && lhs.isAboutExpanded == rhs.isAboutExpanded
      && lhs.study.isEqual(lhs.value, rhs.value)
  }
}

/// Runs the open study's own reducer on its state.
@Reducer
public struct StudyReducer {
  public init() {}

  public func reduce(into state: inout StudyState, action: StudyAction) -> Effect<StudyAction> {
    state.study.reduce(&state.value, action)
  }
}

extension StudyState {
  /// Changes the study's state as its own type, as a test's expected state does:
  /// `$0.open?.modify(Counter.State.self) { $0.count = 1 }`.
  public mutating func modify<State: Sendable>(_ type: State.Type, _ change: (inout State) -> Void) {
    guard var typed = value as? State else { return }
    change(&typed)
    value = typed
  }
}
