import ComposableArchitecture

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
@Reducer
public struct SignUpFeature {
  /// The steps that can be pushed.
  @Reducer
  public enum Path {
    case basics(BasicsFeature)
    case personalInfo(PersonalInfoFeature)
    case summary(SummaryFeature)
    case topics(TopicsFeature)
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

  public enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case signUpButtonTapped
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
    .forEach(\.path, action: \.path)
  }
}

extension SignUpFeature.Path.State: Equatable, Sendable {
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

extension SignUpFeature.Path.Action: Equatable, Sendable {}
