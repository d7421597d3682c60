import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import TutorialChapter2

/// The fields of a sync-up being edited, in a sheet. Each text field is a `TextInput` feature
/// scoped onto the form, so every keystroke is an action a test can send; which field has the
/// cursor is state too. The form never saves: its parent validates it and decides.
@Reducer
public struct SyncUpForm {
  public struct State: Equatable, Sendable {
    /// The names, separated by commas.
    public var attendees: TextFieldState
    public var focus: Field
    public var minutes: Int
    /// Why the last save was refused; cleared by the next edit.
    public var problem: String?
    /// The sync-up as it was when the form opened: its id, attendee ids and meetings.
    public var syncUp: SyncUp
    public var title: TextFieldState

    public init(
      attendees: TextFieldState, focus: Field = .title, minutes: Int, problem: String? = nil, syncUp: SyncUp,
      title: TextFieldState
    ) {
      self.attendees = attendees
      self.focus = focus
      self.minutes = minutes
      self.problem = problem
      self.syncUp = syncUp
      self.title = title
    }

    /// A form showing `syncUp`'s fields, the cursor in its title.
    public init(syncUp: SyncUp) {
      self.init(
        attendees: TextFieldState(syncUp.attendees.map(\.name).joined(separator: ", ")),
        minutes: SyncUpForm.offeredMinutes(Int(syncUp.duration.components.seconds / 60)),
        syncUp: syncUp, title: TextFieldState(syncUp.title)
      )
    }

    /// The sync-up as edited, or nil when it has no title. An attendee keeps their id when
    /// their name is still there; `makeID` gives the new ones theirs.
    public func edited(makeID: () -> UUID) -> SyncUp? {
      let title = self.title.text.withoutOuterSpaces
      guard !title.isEmpty else { return nil }
      var unused = syncUp.attendees
      let names = attendees.text.split(separator: ",").map(\.withoutOuterSpaces)
      var edited = syncUp
      edited.title = title
      edited.duration = .seconds(minutes * 60)
      edited.attendees = IdentifiedArray(
        names.filter { !$0.isEmpty }.map { name in
          guard let kept = unused.first(where: { $0.name == name }) else { return Attendee(id: makeID(), name: name) }
          unused.remove(id: kept.id)
          return kept
        }
      )
      return edited
    }
  }

  /// A field that can have the cursor, in Tab order.
  public enum Field: CaseIterable, Equatable, Sendable {
    case title, minutes, attendees
  }

  public enum Action: Equatable, Sendable {
    case attendees(TextInput.Action)
    /// Tab (+1) and Shift-Tab (-1).
    case focusMoved(by: Int)
    case minutesChanged(by: Int)
    case title(TextInput.Action)
  }

  /// The lengths the form offers, in whole minutes.
  public static let minutes = 1...60

  /// The length the form offers nearest to `minutes`.
  static func offeredMinutes(_ minutes: Int) -> Int {
    min(max(Self.minutes.lowerBound, minutes), Self.minutes.upperBound)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.title, action: \.title) { TextInput() }
    Scope(\.attendees, action: \.attendees) { TextInput() }
    Reduce { state, action in
      switch action {
      case .attendees, .title:
        state.problem = nil
        return .none

      case let .focusMoved(by: offset):
        let fields = Field.allCases
        let index = fields.firstIndex(of: state.focus) ?? 0
        state.focus = fields[(index + offset % fields.count + fields.count) % fields.count]
        return .none

      case let .minutesChanged(by: offset):
        state.minutes = Self.offeredMinutes(state.minutes + offset)
        return .none
      }
    }
  }
}

extension StringProtocol {
  /// The text without the spaces at its start and end.
  fileprivate var withoutOuterSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
