import ComposableArchitecture
import TerminalUI

/// The first step: email, password and its confirmation. Pushed, its Next goes on (the flow
/// pushes the next step); opened from the summary, Done closes it instead.
@Reducer
public struct BasicsFeature {
  public struct State: Equatable, Sendable {
    public var focusedField: Field
    public var isEditingFromSummary: Bool
    @Shared public var signUpData: SignUpData

    public init(focusedField: Field = .email, isEditingFromSummary: Bool = false, signUpData: Shared<SignUpData>) {
      self.focusedField = focusedField
      self.isEditingFromSummary = isEditingFromSummary
      self._signUpData = signUpData
    }

    /// The step's fields, in the order Tab visits them.
    public enum Field: CaseIterable, Hashable, Sendable {
      case email, password, passwordConfirmation
    }
  }

  public enum Action: Equatable, Sendable {
    case doneButtonTapped
    case focusMoved(by: Int)
    case nextButtonTapped
    case textEdited(TextEdit)
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case let .focusMoved(offset):
        state.focusedField = state.focusedField.moved(by: offset)
        return .none
      case .nextButtonTapped:
        // The flow pushes the next step.
        return .none
      case let .textEdited(edit):
        let field = state.focusedField
        state.$signUpData.withLock { data in
          switch field {
          case .email: data.email.apply(edit)
          case .password: data.password.apply(edit)
          case .passwordConfirmation: data.passwordConfirmation.apply(edit)
          }
        }
        return .none
      }
    }
  }
}

/// The second step: first and last name and a phone number.
@Reducer
public struct PersonalInfoFeature {
  public struct State: Equatable, Sendable {
    public var focusedField: Field
    public var isEditingFromSummary: Bool
    @Shared public var signUpData: SignUpData

    public init(focusedField: Field = .firstName, isEditingFromSummary: Bool = false, signUpData: Shared<SignUpData>) {
      self.focusedField = focusedField
      self.isEditingFromSummary = isEditingFromSummary
      self._signUpData = signUpData
    }

    /// The step's fields, in the order Tab visits them.
    public enum Field: CaseIterable, Hashable, Sendable {
      case firstName, lastName, phoneNumber
    }
  }

  public enum Action: Equatable, Sendable {
    case doneButtonTapped
    case focusMoved(by: Int)
    case nextButtonTapped
    case textEdited(TextEdit)
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case let .focusMoved(offset):
        state.focusedField = state.focusedField.moved(by: offset)
        return .none
      case .nextButtonTapped:
        return .none
      case let .textEdited(edit):
        let field = state.focusedField
        state.$signUpData.withLock { data in
          switch field {
          case .firstName: data.firstName.apply(edit)
          case .lastName: data.lastName.apply(edit)
          case .phoneNumber: data.phoneNumber.apply(edit)
          }
        }
        return .none
      }
    }
  }
}

/// The third step: the topics of interest, at least one. Holds only the topics part of the
/// shared record. Next (or, opened from the summary, Done) with none chosen shows an alert and
/// stays.
@Reducer
public struct TopicsFeature {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var isEditingFromSummary: Bool
    /// The highlighted row of the list.
    public var selection: Int
    @Shared public var topics: Set<SignUpData.Topic>

    public init(
      alert: AlertState<Action.Alert>? = nil, isEditingFromSummary: Bool = false, selection: Int = 0,
      topics: Shared<Set<SignUpData.Topic>>
    ) {
      self.alert = alert
      self.isEditingFromSummary = isEditingFromSummary
      self.selection = selection
      self._topics = topics
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case doneButtonTapped
    case nextButtonTapped
    case selectionMoved(by: Int)
    case topicToggled(SignUpData.Topic)

    /// The alert has only its OK button.
    @CasePathable
    public enum Alert: Equatable, Sendable {}

    /// What the step tells the flow.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case stepFinished
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert, .delegate:
        return .none
      case .doneButtonTapped:
        if state.topics.isEmpty {
          state.alert = .chooseATopic
          return .none
        }
        return .run { [dismiss] _ in await dismiss() }
      case .nextButtonTapped:
        if state.topics.isEmpty {
          state.alert = .chooseATopic
          return .none
        }
        return .send(.delegate(.stepFinished))
      case let .selectionMoved(offset):
        state.selection = min(max(0, state.selection + offset), SignUpData.Topic.allCases.count - 1)
        return .none
      case let .topicToggled(topic):
        state.$topics.withLock { topics in
          if topics.remove(topic) == nil { topics.insert(topic) }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == TopicsFeature.Action.Alert {
  /// Shown when the topics step is left with no topic chosen.
  public static let chooseATopic = AlertState { TextState("Please choose at least one topic.") }
}

extension CaseIterable where Self: Equatable {
  /// The case `offset` places after this one, wrapping around (Tab through a form's fields).
  fileprivate func moved(by offset: Int) -> Self {
    let all = Array(Self.allCases)
    let index = all.firstIndex(of: self) ?? 0
    return all[((index + offset) % all.count + all.count) % all.count]
  }
}

extension String {
  /// Applies an edit made at the end of the text: the sign-up fields keep no cursor of their
  /// own, so typing appends and Backspace deletes the last character.
  fileprivate mutating func apply(_ edit: TextEdit) {
    var field = TextFieldState(self)
    field.apply(edit)
    self = field.text
  }
}
