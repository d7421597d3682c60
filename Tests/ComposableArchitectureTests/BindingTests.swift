import ComposableArchitecture
import Testing

/// A login form: fields are set through bindings, and the reducer reacts to some of them.
private struct Login: Reducer {
  struct State: Equatable {
    var isFormValid = false
    var password = ""
    var rememberMe = false
    var username = ""
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case clearTapped

    struct AllCasePaths: BindableCasePaths {
      let binding = AnyCasePath(embed: Action.binding) { if case let .binding(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.username), .binding(\.password):
        state.isFormValid = !state.username.isEmpty && !state.password.isEmpty
        return .none
      case .binding:
        return .none
      case .clearTapped:
        state = State()
        return .none
      }
    }
  }
}

@MainActor
struct BindingTests {
  @Test func equalWhenSameFieldAndValue() {
    typealias Binding = BindingAction<Login.State>
    #expect(Binding.set(\.username, "blob") == .set(\.username, "blob"))
    #expect(Binding.set(\.username, "blob") != .set(\.username, "blob jr"))
    #expect(Binding.set(\.username, "blob") != .set(\.password, "blob"))
  }

  @Test func matchesByKeyPath() {
    let action = BindingAction<Login.State>.set(\.rememberMe, true)
    #expect(\Login.State.rememberMe ~= action)
    #expect(!(\Login.State.username ~= action))
  }

  @Test func exposesTheNewValue() {
    let action = BindingAction<Login.State>.set(\.username, "blob")
    #expect(action.value(as: String.self) == "blob")
    #expect(action.value(as: Int.self) == nil)
    #expect(action.keyPath == \Login.State.username)
  }

  @Test func appliesToState() {
    var state = Login.State()
    BindingAction.set(\.password, "secret").apply(to: &state)
    #expect(state.password == "secret")
  }

  @Test func bindingReducerAppliesBeforeTheNextReducer() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(.binding(.set(\.username, "blob"))) { $0.username = "blob" }
    await store.send(.binding(.set(\.password, "secret"))) {
      $0.password = "secret"
      $0.isFormValid = true
    }
    await store.send(.binding(.set(\.rememberMe, true))) { $0.rememberMe = true }
    await store.send(.clearTapped) { $0 = Login.State() }
  }

  @Test func bindingReducerAppliesBindingsOnly() {
    let reducer = BindingReducer<Login.State, Login.Action, Login.Action>()
    var state = Login.State()
    _ = reducer.reduce(into: &state, action: .binding(.set(\.username, "blob")))
    #expect(state.username == "blob")
    _ = reducer.reduce(into: &state, action: .clearTapped)
    #expect(state.username == "blob")
  }

  @Test func dumpsAsTheFieldAndValue() {
    #expect(ValueDump.describe(Login.Action.binding(.set(\.username, "blob"))) == #".binding((set: \State.username, to: "blob"))"#)
  }
}

/// A feature whose bindings come with its view's other actions, in `view(View)`.
@Reducer
private struct SignIn {
  struct State: Equatable {
    var email = ""
    var isFormValid = false
  }
  enum Action: Equatable, ViewAction {
    case response(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case submitTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding):
        state.isFormValid = !state.email.isEmpty
        return .none
      case .response, .view(.submitTapped):
        return .none
      }
    }
  }
}

@MainActor
struct ViewActionBindingTests {
  /// `BindingReducer(action: \.view)` applies the bindings the view's case holds, and a test
  /// sends them through it: `send(\.view.binding.email, …)`.
  @Test func bindingsInsideTheViewCaseAreApplied() async {
    let store = TestStore(initialState: SignIn.State()) { SignIn() }
    await store.send(\.view.binding.email, "blob@example.com") {
      $0.email = "blob@example.com"
      $0.isFormValid = true
    }
    await store.send(.view(.submitTapped))
  }
}
