/// "Set this field of the state to this value": one action that serves every field of a form,
/// so a form screen needs no action per field.
///
/// ```swift
/// enum Action: BindableAction { case binding(BindingAction<State>), … }
/// store.send(.binding(.set(\.username, "blob")))
/// // in the reducer, after BindingReducer(): case .binding(\.username): …
/// ```
public struct BindingAction<Root>: Sendable, Equatable, CustomDumpRepresentable {
  /// The field that is set.
  public let keyPath: PartialKeyPath<Root> & Sendable
  package let value: any Sendable
  let apply: @Sendable (inout Root) -> Void
  let valueIsEqual: @Sendable (any Sendable) -> Bool

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      valueIsEqual: { ($0 as? Value) == value }
    )
  }

  /// Sets the field on `state`.
  public func apply(to state: inout Root) { apply(&state) }

  /// The new value, when it is of type `Value`.
  public func value<Value>(as type: Value.Type = Value.self) -> Value? { value as? Value }

  /// Equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }

  /// Matches a binding action by the field it sets: `case .binding(\.username):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    (action.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath)
  }

  public var customDumpValue: Any { (set: keyPath, to: value) }
}

/// An action enum with a case for binding actions, which ``BindingReducer`` applies. The
/// reducer finds them through the `binding` property of the enum's `AllCasePaths`, so that
/// struct declares ``BindableCasePaths``:
///
/// ```swift
/// enum Action: BindableAction, Equatable, Sendable {
///   case binding(BindingAction<State>)
///
///   struct AllCasePaths: BindableCasePaths {
///     let binding = AnyCasePath(embed: Action.binding) { if case let .binding(a) = $0 { a } else { nil } }
///   }
///   static let allCasePaths = AllCasePaths()
/// }
/// ```
public protocol BindableAction: CasePathable where AllCasePaths: BindableCasePaths<Self> {
  /// The state the bindings write to.
  associatedtype State
  /// The binding case itself; the enum's case satisfies it and tells the compiler `State`.
  static func binding(_ action: BindingAction<State>) -> Self
}

/// The case paths of a ``BindableAction``: among them, the one into its `binding` case.
public protocol BindableCasePaths<Root>: Sendable {
  /// The action enum these are the case paths of. (Not `Action`: inside the struct that name
  /// would hide the enum's own.)
  associatedtype Root: BindableAction
  /// The path into the `binding` case.
  var binding: AnyCasePath<Root, BindingAction<Root.State>> { get }
}

/// Applies binding actions to the state. Put it before the `Reduce` that reacts to bindings:
/// that reducer then sees the new value already in place. A feature whose bindings come from
/// its view's actions names where they are: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer where ViewAction.State == State {
  /// Where binding actions are, resolved once rather than on every action.
  let toBindingAction: AnyCasePath<Action, BindingAction<State>>

  /// Applies the bindings of the feature's own `binding` case.
  public init() where Action == ViewAction {
    self.toBindingAction = Action.allCasePaths.binding
  }

  /// Applies the bindings of the `binding` case of the actions `toViewAction` holds.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toBindingAction = Action.casePath(toViewAction).appending(path: ViewAction.allCasePaths.binding)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBindingAction.extract(from: action)?.apply(to: &state)
    return .none
  }
}

extension AnyCasePath {
  /// The binding action that sets one field, as a case: `\.binding.title` embeds a title into
  /// `.binding(.set(\.title, title))` and extracts the value of a binding action for that
  /// field, so a test can `send(\.binding.title, "Blob")` or `receive(\.binding.title)`.
  public subscript<State, FieldValue: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, FieldValue> & Sendable
  ) -> AnyCasePath<Root, FieldValue> where Value == BindingAction<State> {
    let field = AnyCasePath<BindingAction<State>, FieldValue>(
      embed: { .set(keyPath, $0) },
      extract: { $0.keyPath == keyPath as PartialKeyPath<State> ? $0.value(as: FieldValue.self) : nil },
      naming: { "\(keyPath)" }, isIdentity: false
    )
    return appending(path: field)
  }
}
