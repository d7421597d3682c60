import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct SignUpFlowTests {
  typealias Topic = SignUpData.Topic

  func makeStore(_ data: SignUpData = SignUpData()) -> TestStore<SignUpFeature.State, SignUpFeature.Action> {
    TestStore(initialState: SignUpFeature.State(signUpData: Shared(value: data))) { SignUpFeature() }
  }

  @Test func theFullPathToTheSummary() async {
    let store = makeStore()
    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .basics(BasicsFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].basics.textEdited, .insert("blob@pointfree.co")) {
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    await store.send(\.path[id: 0].basics.focusMoved, 1) {
      $0.path[id: 0] = .basics(BasicsFeature.State(focusedField: .password, signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].basics.textEdited, .insert("secret")) {
      $0.$signUpData.withLock { $0.password = "secret" }
    }
    await store.send(\.path[id: 0].basics.nextButtonTapped) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 1].personalInfo.textEdited, .insert("Blob")) {
      $0.$signUpData.withLock { $0.firstName = "Blob" }
    }
    await store.send(\.path[id: 1].personalInfo.focusMoved, -1) {
      $0.path[id: 1] = .personalInfo(PersonalInfoFeature.State(focusedField: .phoneNumber, signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 1].personalInfo.textEdited, .insert("212-555-1234")) {
      $0.$signUpData.withLock { $0.phoneNumber = "212-555-1234" }
    }
    await store.send(\.path[id: 1].personalInfo.nextButtonTapped) {
      $0.path[id: 2] = .topics(TopicsFeature.State(topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 2].topics.topicToggled, .testing) {
      $0.$signUpData.withLock { $0.topics = [.testing] }
    }
    await store.send(\.path[id: 2].topics.nextButtonTapped)
    await store.receive(\.path[id: 2].topics.delegate.stepFinished) {
      $0.path[id: 3] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
    #expect(store.state.path.ids == [0, 1, 2, 3])
    #expect(
      store.state.signUpData
        == SignUpData(email: "blob@pointfree.co", firstName: "Blob", password: "secret", phoneNumber: "212-555-1234", topics: [.testing])
    )
  }

  @Test func topicsNextWithoutATopicShowsAnAlertAndPushesNothing() async {
    let store = makeStore()
    await store.send(.path(.push(id: 0, state: .topics(TopicsFeature.State(topics: store.state.$signUpData.topics))))) {
      $0.path[id: 0] = .topics(TopicsFeature.State(topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 0].topics.nextButtonTapped) {
      $0.path[id: 0] = .topics(TopicsFeature.State(alert: .chooseATopic, topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 0].topics.alert.dismiss) {
      $0.path[id: 0] = .topics(TopicsFeature.State(topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 0].topics.selectionMoved, 1) {
      $0.path[id: 0] = .topics(TopicsFeature.State(selection: 1, topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 0].topics.selectionMoved, 9) {
      $0.path[id: 0] = .topics(TopicsFeature.State(selection: 5, topics: $0.$signUpData.topics))
    }
    await store.send(\.path[id: 0].topics.topicToggled, .composableArchitecture) {
      $0.$signUpData.withLock { $0.topics = [.composableArchitecture] }
    }
    await store.send(\.path[id: 0].topics.topicToggled, .composableArchitecture) {
      $0.$signUpData.withLock { $0.topics = [] }
    }
    #expect(store.state.path.count == 1)
  }

  @Test func aSummarySheetChangesTheEmailAndTheSummaryShowsIt() async {
    let store = makeStore(SignUpData(email: "blob@pointfree.co", topics: [.testing]))
    await store.send(.path(.push(id: 0, state: .summary(SummaryFeature.State(signUpData: store.state.$signUpData))))) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].summary.editRequiredInfoButtonTapped) {
      $0.path[id: 0] = .summary(
        SummaryFeature.State(
          destination: .basics(BasicsFeature.State(isEditingFromSummary: true, signUpData: $0.$signUpData)),
          signUpData: $0.$signUpData
        )
      )
    }
    let basics = SignUpFeature.Action.path(.element(id: 0, action: .summary(.destination(.presented(.basics(.textEdited(.deleteToStart)))))))
    await store.send(basics) {
      $0.$signUpData.withLock { $0.email = "" }
    }
    await store.send(\.path[id: 0].summary.destination.basics.textEdited, .insert("blob.jr@pointfree.co")) {
      $0.$signUpData.withLock { $0.email = "blob.jr@pointfree.co" }
    }
    guard case let .summary(summary)? = store.state.path[id: 0] else {
      Issue.record("The summary should be on the stack.")
      return
    }
    #expect(summary.signUpData.email == "blob.jr@pointfree.co")
    await store.send(\.path[id: 0].summary.destination.basics.doneButtonTapped)
    await store.receive(\.path[id: 0].summary.destination.dismiss) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
  }

  @Test func thePersonalInfoSheetClosesWithDone() async {
    let store = makeStore()
    await store.send(.path(.push(id: 0, state: .summary(SummaryFeature.State(signUpData: store.state.$signUpData))))) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].summary.editPersonalInfoButtonTapped) {
      $0.path[id: 0] = .summary(
        SummaryFeature.State(
          destination: .personalInfo(PersonalInfoFeature.State(isEditingFromSummary: true, signUpData: $0.$signUpData)),
          signUpData: $0.$signUpData
        )
      )
    }
    await store.send(\.path[id: 0].summary.destination.personalInfo.textEdited, .insert("McBlob")) {
      $0.$signUpData.withLock { $0.firstName = "McBlob" }
    }
    await store.send(\.path[id: 0].summary.destination.personalInfo.doneButtonTapped)
    await store.receive(\.path[id: 0].summary.destination.dismiss) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
  }

  @Test func topicsDoneWithNoTopicShowsAnAlertAndKeepsTheSheet() async {
    let store = makeStore(SignUpData(topics: [.concurrency]))
    await store.send(.path(.push(id: 0, state: .summary(SummaryFeature.State(signUpData: store.state.$signUpData))))) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
    func topicsSheet(_ state: SignUpFeature.State, alert: AlertState<TopicsFeature.Action.Alert>? = nil) -> SignUpFeature.Path.State {
      .summary(
        SummaryFeature.State(
          destination: .topics(TopicsFeature.State(alert: alert, isEditingFromSummary: true, topics: state.$signUpData.topics)),
          signUpData: state.$signUpData
        )
      )
    }
    func topics(_ action: TopicsFeature.Action) -> SignUpFeature.Action {
      .path(.element(id: 0, action: .summary(.destination(.presented(.topics(action))))))
    }
    await store.send(\.path[id: 0].summary.editFavoriteTopicsButtonTapped) {
      $0.path[id: 0] = topicsSheet($0)
    }
    await store.send(topics(.topicToggled(.concurrency))) {
      $0.$signUpData.withLock { $0.topics = [] }
    }
    await store.send(topics(.doneButtonTapped)) {
      $0.path[id: 0] = topicsSheet($0, alert: .chooseATopic)
    }
    await store.send(topics(.alert(.dismiss))) {
      $0.path[id: 0] = topicsSheet($0)
    }
    await store.send(topics(.topicToggled(.swiftUI))) {
      $0.$signUpData.withLock { $0.topics = [.swiftUI] }
    }
    await store.send(topics(.doneButtonTapped))
    await store.receive(\.path[id: 0].summary.destination.dismiss) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
  }

  @Test func submitShowsTheThankYouAlert() async {
    let store = makeStore(SignUpData(email: "blob@pointfree.co", topics: [.testing]))
    await store.send(.path(.push(id: 0, state: .summary(SummaryFeature.State(signUpData: store.state.$signUpData))))) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].summary.submitButtonTapped) {
      $0.path[id: 0] = .summary(SummaryFeature.State(alert: .thankYou, signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].summary.alert.dismiss) {
      $0.path[id: 0] = .summary(SummaryFeature.State(signUpData: $0.$signUpData))
    }
  }

  @Test func goingBackKeepsWhatWasTyped() async {
    let store = makeStore()
    await store.send(.signUpButtonTapped) {
      $0.path[id: 0] = .basics(BasicsFeature.State(signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].basics.textEdited, .insert("blob@pointfree.co")) {
      $0.$signUpData.withLock { $0.email = "blob@pointfree.co" }
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
    await store.send(.signUpButtonTapped) {
      $0.path[id: 1] = .basics(BasicsFeature.State(signUpData: $0.$signUpData))
    }
    #expect(store.state.signUpData.email == "blob@pointfree.co")
  }

  @Test func backspaceDeletesTheLastCharacterAndTabWrapsAround() async {
    let store = makeStore(SignUpData(passwordConfirmation: "abc"))
    await store.send(.path(.push(id: 0, state: .basics(BasicsFeature.State(focusedField: .passwordConfirmation, signUpData: store.state.$signUpData))))) {
      $0.path[id: 0] = .basics(BasicsFeature.State(focusedField: .passwordConfirmation, signUpData: $0.$signUpData))
    }
    await store.send(\.path[id: 0].basics.textEdited, .deleteBackward) {
      $0.$signUpData.withLock { $0.passwordConfirmation = "ab" }
    }
    await store.send(\.path[id: 0].basics.focusMoved, 1) {
      $0.path[id: 0] = .basics(BasicsFeature.State(focusedField: .email, signUpData: $0.$signUpData))
    }
  }

  @Test func theStudyOpensAsAModal() {
    let state = Catalogue.State(opening: "sign-up")
    #expect(state?.open?.study.presentation == .modal)
    #expect(state?.open?.value(as: SignUpFeature.State.self)?.path.isEmpty == true)
  }
}
