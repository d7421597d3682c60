import ComposableCore

/// The last step: everything entered so far, each section with an Edit that opens its step as
/// a sheet over the same shared record, and Submit.
public struct SummaryFeature: Reducer {
  /// The step a section's Edit opens as a sheet.
  public struct Destination: Reducer {
    public enum State: CasePathable, Equatable, Sendable {
      case basics(BasicsFeature.State)
      case personalInfo(PersonalInfoFeature.State)
      case topics(TopicsFeature.State)

      /// The case paths of the sheets.
      public struct AllCasePaths: Sendable {
        public let basics = AnyCasePath(embed: State.basics) { if case let .basics(s) = $0 { s } else { nil } }
        public let personalInfo = AnyCasePath(embed: State.personalInfo) {
          if case let .personalInfo(s) = $0 { s } else { nil }
        }
        public let topics = AnyCasePath(embed: State.topics) { if case let .topics(s) = $0 { s } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public enum Action: CasePathable, Equatable, Sendable {
      case basics(BasicsFeature.Action)
      case personalInfo(PersonalInfoFeature.Action)
      case topics(TopicsFeature.Action)

      /// The case paths of the sheets' actions.
      public struct AllCasePaths: Sendable {
        public let basics = AnyCasePath(embed: Action.basics) { if case let .basics(a) = $0 { a } else { nil } }
        public let personalInfo = AnyCasePath(embed: Action.personalInfo) {
          if case let .personalInfo(a) = $0 { a } else { nil }
        }
        public let topics = AnyCasePath(embed: Action.topics) { if case let .topics(a) = $0 { a } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifCaseLet(\.basics, action: \.basics) { BasicsFeature() }
        .ifCaseLet(\.personalInfo, action: \.personalInfo) { PersonalInfoFeature() }
        .ifCaseLet(\.topics, action: \.topics) { TopicsFeature() }
    }
  }

  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    @Presents public var destination: Destination.State?
    @Shared public var signUpData: SignUpData

    public init(
      alert: AlertState<Action.Alert>? = nil, destination: Destination.State? = nil, signUpData: Shared<SignUpData>
    ) {
      self.alert = alert
      self.destination = destination
      self._signUpData = signUpData
    }
  }

  public enum Action: CasePathable, Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case editFavoriteTopicsButtonTapped
    case editPersonalInfoButtonTapped
    case editRequiredInfoButtonTapped
    case submitButtonTapped

    /// The thank-you alert has only its OK button.
    public enum Alert: Equatable, Sendable {}

    /// The case paths of the alert and the sheets.
    public struct AllCasePaths: Sendable {
      public let alert = AnyCasePath(embed: Action.alert) { if case let .alert(a) = $0 { a } else { nil } }
      public let destination = AnyCasePath(embed: Action.destination) {
        if case let .destination(a) = $0 { a } else { nil }
      }
    }
    public static let allCasePaths = AllCasePaths()
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert, .destination:
        return .none
      case .editFavoriteTopicsButtonTapped:
        state.destination = .topics(TopicsFeature.State(isEditingFromSummary: true, topics: state.$signUpData.topics))
        return .none
      case .editPersonalInfoButtonTapped:
        state.destination = .personalInfo(
          PersonalInfoFeature.State(isEditingFromSummary: true, signUpData: state.$signUpData)
        )
        return .none
      case .editRequiredInfoButtonTapped:
        state.destination = .basics(BasicsFeature.State(isEditingFromSummary: true, signUpData: state.$signUpData))
        return .none
      case .submitButtonTapped:
        state.alert = .thankYou
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

extension AlertState where Action == SummaryFeature.Action.Alert {
  /// Shown when the sign-up is submitted.
  public static let thankYou = AlertState(
    title: "Thank you for signing up!", message: "Nothing was sent anywhere: this is a demo."
  )
}
