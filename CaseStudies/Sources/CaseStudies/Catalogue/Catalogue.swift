import ComposableArchitecture
import TerminalUI

/// The root menu of the case studies: the studies by chapter, a filter by name, and the
/// open study, which starts afresh each time it is opened (its effects end when it closes).
@Reducer
public struct Catalogue {
  public struct State: Equatable, Sendable {
    /// Every study, in menu order within each chapter.
    public let studies: [CaseStudy]
    /// The position of the highlighted study among `visibleStudies`.
    public var selection = 0
    /// The filter's text, and its cursor while it is being edited.
    public var filter = TextFieldState()
    /// Whether typing goes into the filter.
    public var isFiltering = false
    public var open: StudyState?
    /// How many times a study was opened: the last opening's id.
    public var openings = 0

    /// The menu of `studies`, nothing open.
    public init(studies: [CaseStudy] = CaseStudy.all) {
      self.studies = studies
    }

    /// The menu with the study `id` open, as `casestudies --open` starts; nil when no study has
    /// that short name.
    public init?(studies: [CaseStudy] = CaseStudy.all, opening id: String) {
      guard let study = studies.first(where: { $0.id == id }) else { return nil }
      self.init(studies: studies)
      selection = visibleStudies.firstIndex(of: study) ?? 0
      openings = 1
      open = StudyState(id: 1, study: study)
    }

    /// The studies whose name contains the filter (ignoring case), chapter by chapter.
    public var visibleStudies: [CaseStudy] {
      let query = filter.text.lowercased()
      return Chapter.allCases.flatMap { chapter in
        studies.filter { $0.chapter == chapter && (query.isEmpty || $0.name.lowercased().contains(query)) }
      }
    }

    /// The highlighted study, if any study is visible.
    public var selectedStudy: CaseStudy? {
      let visible = visibleStudies
      return visible.isEmpty ? nil : visible[min(max(0, selection), visible.count - 1)]
    }
  }

  public enum Action: Equatable, Sendable {
    case aboutToggled
    case backButtonTapped
    case filterEdited(TextEdit)
    case filterStarted
    case filterFinished
    case filterCleared
    case openButtonTapped
    case selectionMoved(by: Int)
    case study(StudyAction)
    /// The program's screen appeared: a study it starts in (`--open`) begins its task.
    case task
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aboutToggled:
        state.open?.isAboutExpanded.toggle()
        return .none
      case .backButtonTapped:
        state.open = nil
        return .none
      case .filterEdited(let edit):
        state.filter.apply(edit)
        state.selection = 0
        return .none
      case .filterStarted:
        // A new filter, as `/` starts a new search in less or vim: the old text is not
        // typed onto. The highlighted study stays highlighted among all of them.
        let selected = state.selectedStudy
        state.filter = TextFieldState()
        state.isFiltering = true
        state.selection = state.visibleStudies.firstIndex { $0 == selected } ?? 0
        return .none
      case .filterFinished:
        state.isFiltering = false
        return .none
      case .filterCleared:
        // The highlighted study stays highlighted among all of them.
        let selected = state.selectedStudy
        state.filter = TextFieldState()
        state.isFiltering = false
        state.selection = state.visibleStudies.firstIndex { $0 == selected } ?? 0
        return .none
      case .openButtonTapped:
        guard let study = state.selectedStudy else { return .none }
        state.openings += 1
        state.isFiltering = false
        state.open = StudyState(id: state.openings, study: study)
        return study.task.map { .send(.study($0)) } ?? .none
      case .selectionMoved(let offset):
        let count = state.visibleStudies.count
        state.selection = count == 0 ? 0 : min(max(0, state.selection + offset), count - 1)
        return .none
      case .study:
        return .none
      case .task:
        return state.open?.study.task.map { .send(.study($0)) } ?? .none
      }
    }
    .ifLet(\.open, action: \.study) { StudyReducer() }
  }
}
