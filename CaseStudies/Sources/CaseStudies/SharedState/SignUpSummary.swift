import ComposableArchitecture

/// The last step: everything entered so far, each section with an Edit that opens its step as
/// a sheet over the same shared record, and Submit.
@Reducer
public struct SummaryFeature {
  /// The step a section's Edit opens as a sheet.
  @Reducer
  public enum Destination {
    case basics(BasicsFeature)
    case personalInfo(PersonalInfoFeature)
    case topics(TopicsFeature)
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

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case editFavoriteTopicsButtonTapped
    case editPersonalInfoButtonTapped
    case editRequiredInfoButtonTapped
    case submitButtonTapped

    /// The thank-you alert has only its OK button.
    @CasePathable
    public enum Alert: Equatable, Sendable {}
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
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SummaryFeature.Action.Alert {
  /// Shown when the sign-up is submitted.
  public static let thankYou = AlertState { TextState("Thank you for signing up!") } message: { TextState("Nothing was sent anywhere: this is a demo.") }
}

extension SummaryFeature.Destination.State: Equatable, Sendable {}
extension SummaryFeature.Destination.Action: Equatable, Sendable {}
