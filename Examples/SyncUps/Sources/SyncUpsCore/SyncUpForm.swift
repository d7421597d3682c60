import ComposableArchitecture
import Tagged
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The fields of a sync-up, for adding one and for editing one. Which field has the cursor
/// is state too (`focus`), so Tab and Shift-Tab are actions a test can send. The parent may
/// ask before dropping the changes (`alert`), and handles the answer.
@Reducer
public struct SyncUpForm {
  public struct State: Equatable, Sendable {
    /// Asks before the changes are thrown away; the parent sets it and acts on the answer.
    @Presents public var alert: AlertState<Action.Alert>?
    public var focus: Field?
    /// The working copy; the parent decides what to do with it.
    public var syncUp: SyncUp

    /// A form on `syncUp`, focused on the title; a sync-up without attendees gets a blank one.
    public init(alert: AlertState<Action.Alert>? = nil, focus: Field? = .title, syncUp: SyncUp) {
      @Dependency(\.uuid) var uuid
      self.alert = alert
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        self.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
      }
    }

    /// The fields in Tab order, as the form draws them: title, length, theme, then each
    /// attendee.
    public var fields: [Field] {
      [.title, .duration, .theme] + syncUp.attendees.ids.map(Field.attendee)
    }
  }

  /// A field that can have the cursor.
  public enum Field: Equatable, Hashable, Sendable {
    case attendee(Attendee.ID)
    case duration
    case theme
    case title
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case addAttendeeButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case deleteAttendees(atOffsets: [Int])
    /// → on the length or the theme.
    case nextValueTapped
    /// ← on the length or the theme.
    case previousValueTapped

    /// The buttons of the form's alert; the parent acts on them.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDiscard
    }
  }

  /// The length the form offers, in whole minutes: from 1, so the one-minute sample
  /// sync-up can be shown and set as it is ([DEVIATION] the original's slider starts at 5).
  public static let minutes = 1...30

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: Attendee.ID(uuid()))
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .alert:
        return .none

      case .binding:
        return .none

      case let .deleteAttendees(atOffsets: offsets):
        state.syncUp.attendees.remove(atOffsets: offsets)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
        }
        guard let first = offsets.first else { return .none }
        let index = min(first, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[index].id)
        return .none

      case .nextValueTapped:
        adjust(&state, by: 1)
        return .none

      case .previousValueTapped:
        adjust(&state, by: -1)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Steps the focused length (clamped into `minutes` first) or theme.
  private func adjust(_ state: inout State, by step: Int) {
    switch state.focus {
    case .duration:
      let minutes = Self.clampedMinutes(state.syncUp.duration)
      state.syncUp.duration = .seconds(60 * min(max(minutes + step, Self.minutes.lowerBound), Self.minutes.upperBound))
    case .theme:
      state.syncUp.theme = step > 0 ? state.syncUp.theme.next : state.syncUp.theme.previous
    case .attendee, .title, nil:
      break
    }
  }

  /// The length as the form shows it: whole minutes within `minutes`.
  public static func clampedMinutes(_ duration: Duration) -> Int {
    let minutes = Int(duration.components.seconds / 60)
    return min(max(minutes, Self.minutes.lowerBound), Self.minutes.upperBound)
  }
}

extension AlertState where Action == SyncUpForm.Action.Alert {
  /// Asks before the edits of a sync-up are thrown away; "Keep editing" is the safe answer.
  public static let discardChanges = AlertState { TextState("Discard changes?") } actions: {
    ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
    ButtonState(role: .cancel) { TextState("Keep editing") }
  } message: { TextState("The changes to this sync-up will be lost.") }
}
