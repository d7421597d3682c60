import ComposableCore

/// The one record every step of the sign-up flow fills in; the steps hold it (or a part of
/// it) as shared state, so what one step writes the others, and the summary, read at once.
public struct SignUpData: Equatable, Sendable {
  public var email = ""
  public var firstName = ""
  public var lastName = ""
  public var password = ""
  public var passwordConfirmation = ""
  public var phoneNumber = ""
  public var topics: Set<Topic> = []

  public init(
    email: String = "", firstName: String = "", lastName: String = "", password: String = "",
    passwordConfirmation: String = "", phoneNumber: String = "", topics: Set<Topic> = []
  ) {
    self.email = email
    self.firstName = firstName
    self.lastName = lastName
    self.password = password
    self.passwordConfirmation = passwordConfirmation
    self.phoneNumber = phoneNumber
    self.topics = topics
  }

  /// The topics one can pick, in the order the Topics step lists them.
  public enum Topic: String, CaseIterable, Hashable, Sendable {
    case advancedSwift = "Advanced Swift"
    case composableArchitecture = "Composable Architecture"
    case concurrency = "Concurrency"
    case modernSwiftUI = "Modern SwiftUI"
    case swiftUI = "SwiftUI"
    case testing = "Testing"
  }
}

extension SharedKey where Self == InMemoryKey<SignUpData> {
  /// Where the sign-up study keeps its record while the program runs.
  public static var signUpData: Self { .inMemory("signUpData") }
}

/// A sign-up in steps on a navigation stack: basics, personal info, topics, then a summary
/// whose sections open the steps again as sheets. All of them hold the same shared record.
public struct SignUpFeature: Reducer {
  /// The steps that can be pushed.
  public struct Path: Reducer {
    public enum State: CasePathable, Equatable, Sendable {
      case basics(BasicsFeature.State)
      case personalInfo(PersonalInfoFeature.State)
      case summary(SummaryFeature.State)
      case topics(TopicsFeature.State)

      /// The case paths of the steps.
      public struct AllCasePaths: Sendable {
        public let basics = AnyCasePath(embed: State.basics) { if case let .basics(s) = $0 { s } else { nil } }
        public let personalInfo = AnyCasePath(embed: State.personalInfo) {
          if case let .personalInfo(s) = $0 { s } else { nil }
        }
        public let summary = AnyCasePath(embed: State.summary) { if case let .summary(s) = $0 { s } else { nil } }
        public let topics = AnyCasePath(embed: State.topics) { if case let .topics(s) = $0 { s } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()

      /// The step's title, in the line naming the stack.
      public var title: String {
        switch self {
        case .basics: "Basics"
        case .personalInfo: "Personal info"
        case .summary: "Summary"
        case .topics: "Topics"
        }
      }
    }

    public enum Action: CasePathable, Equatable, Sendable {
      case basics(BasicsFeature.Action)
      case personalInfo(PersonalInfoFeature.Action)
      case summary(SummaryFeature.Action)
      case topics(TopicsFeature.Action)

      /// The case paths of the steps' actions.
      public struct AllCasePaths: Sendable {
        public let basics = AnyCasePath(embed: Action.basics) { if case let .basics(a) = $0 { a } else { nil } }
        public let personalInfo = AnyCasePath(embed: Action.personalInfo) {
          if case let .personalInfo(a) = $0 { a } else { nil }
        }
        public let summary = AnyCasePath(embed: Action.summary) { if case let .summary(a) = $0 { a } else { nil } }
        public let topics = AnyCasePath(embed: Action.topics) { if case let .topics(a) = $0 { a } else { nil } }
      }
      public static let allCasePaths = AllCasePaths()
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifCaseLet(\.basics, action: \.basics) { BasicsFeature() }
        .ifCaseLet(\.personalInfo, action: \.personalInfo) { PersonalInfoFeature() }
        .ifCaseLet(\.summary, action: \.summary) { SummaryFeature() }
        .ifCaseLet(\.topics, action: \.topics) { TopicsFeature() }
    }
  }

  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    @Shared public var signUpData: SignUpData

    /// The welcome screen, with `path` pushed over it; every step is handed `signUpData`.
    public init(path: StackState<Path.State> = StackState(), signUpData: Shared<SignUpData>) {
      self.path = path
      self._signUpData = signUpData
    }
  }

  public enum Action: CasePathable, Equatable, Sendable {
    case path(StackActionOf<Path>)
    case signUpButtonTapped

    /// The case path of the stack.
    public struct AllCasePaths: Sendable {
      public let path = AnyCasePath(embed: Action.path) { if case let .path(a) = $0 { a } else { nil } }
    }
    public static let allCasePaths = AllCasePaths()
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .basics(.nextButtonTapped))):
        state.path.append(.personalInfo(PersonalInfoFeature.State(signUpData: state.$signUpData)))
        return .none
      case .path(.element(id: _, action: .personalInfo(.nextButtonTapped))):
        state.path.append(.topics(TopicsFeature.State(topics: state.$signUpData.topics)))
        return .none
      case .path(.element(id: _, action: .topics(.delegate(.stepFinished)))):
        state.path.append(.summary(SummaryFeature.State(signUpData: state.$signUpData)))
        return .none
      case .path:
        return .none
      case .signUpButtonTapped:
        state.path.append(.basics(BasicsFeature.State(signUpData: state.$signUpData)))
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Path() }
  }
}
