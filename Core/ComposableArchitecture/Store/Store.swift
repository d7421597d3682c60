/// The store of a feature, named by the feature: `StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Runs a feature: holds its state, sends actions through its reducer, runs the effects, and
/// tells observers (such as the terminal run loop) when the state changed.
///
/// Actions sent while another action is being reduced, and those of `.send` effects, are
/// queued and handled in order, after it, before `send` returns. Observers are told once per
/// batch, so they see only the final state of a chain.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  /// A root store runs its feature; a scoped store reads through `stateReader` and sends and
  /// observes through its parent (`sendToParent`, `observeParent`).
  @usableFromInline enum Source {
    case root(StoreRoot<State, Action>)
    case scoped
  }

  @usableFromInline let source: Source
  /// Sends an action on towards the root, embedded at each level; for a root store, to itself.
  /// Stored apart from `source`, so a send reads one closure without copying the others.
  @usableFromInline let sendToParent: @MainActor (Action) -> StoreTask
  @usableFromInline let observeParent: @MainActor (@escaping @MainActor () -> Void) -> StoreObservation
  /// For a store of a child whose state can be compared: whether two states are the same, so
  /// that observers are told only of a change. Kept apart from `observeParent`, rather than
  /// in a closure around it made for every child store, which cost an allocation each.
  @usableFromInline let isDuplicate: ((State, State) -> Bool)?
  /// The owner of the root's runtime, shared by every store of the tree: it keeps the runtime
  /// and its effects alive while any of them is used.
  @usableFromInline let owner: any RootObserving
  /// Reads this store's state from the root's; scoping appends to it.
  @usableFromInline let stateReader: StateReader<State>
  @usableFromInline var children: [ScopeKey: AnyObject] = [:]

  @usableFromInline init(
    source: Source,
    send: @escaping @MainActor (Action) -> StoreTask,
    observe: @escaping @MainActor (@escaping @MainActor () -> Void) -> StoreObservation,
    owner: any RootObserving,
    stateReader: StateReader<State>,
    isDuplicate: ((State, State) -> Bool)? = nil
  ) {
    self.source = source
    self.sendToParent = send
    self.observeParent = observe
    self.isDuplicate = isDuplicate
    self.owner = owner
    self.stateReader = stateReader
  }

  /// Creates a root store. The reducer is built, and the initial state evaluated, with the
  /// dependencies in force here changed by `prepareDependencies`; its effects keep them, and
  /// the actions they send back are reduced with them too (never with overrides made inside
  /// the effect).
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    dependencies.prepare(prepareDependencies)
    dependencies.giveStoreItsOwnSharedStorageInTests()
    let (state, reducer) = dependencies.bind { (initialState(), reducer()) }
    let root = StoreRoot(
      initialState: state,
      reducer: { reducer.reduce(into: &$0, action: $1) },
      dependencies: dependencies
    )
    self.init(
      source: .root(root), send: { root.send($0) }, observe: { root.observe($0) }, owner: StoreRootOwner(root),
      stateReader: RootStateReader(root: root, keyPath: \State.self)
    )
  }

  /// The current state.
  @inlinable
  public var state: State {
    switch source {
    case let .root(root): root.state
    case .scoped: stateReader.read()
    }
  }

  /// Reads a part of the current state: `store.count` for `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action. The returned task can be awaited until the effects it started finish,
  /// or cancelled to stop them.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    switch source {
    case let .root(root): root.send(action)
    case .scoped: sendToParent(action)
    }
  }

  /// Calls `onChange` after each batch of actions is handled, including those sent by
  /// effects, and after a shared value in the state changes outside a batch (changed by an
  /// effect or another store, saved or loaded). Keep the returned observation; releasing it
  /// stops the calls.
  ///
  /// The shared values are found in the state when the store is first observed, and again
  /// after a batch when shared values were made since; one made earlier that enters the state
  /// only through an action is watched from the next such walk.
  public func observe(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    observeChanges(onChange)
  }

  /// Observes through the parent and, for a store that compares its state, only when its state
  /// changed: how this store's observers, and those of the stores scoped from it, are told.
  @usableFromInline var observeChanges: @MainActor (@escaping @MainActor () -> Void) -> StoreObservation {
    guard let isDuplicate else { return observeParent }
    let (observe, reader) = (observeParent, stateReader)
    return { onChange in
      var last = reader.read()
      return observe {
        let current = reader.read()
        if StoreObservers.isUnconditional || !isDuplicate(last, current) {
          last = current
          onChange()
        }
      }
    }
  }

  // `scope` is inlinable so the closures it makes are specialized for the caller's types: the
  // generic versions look up type metadata on every send.

  /// A store for a child feature: its state is read from this store's state, its actions are
  /// embedded into this store's actions. The same key paths return the same child store.
  ///
  /// A case written as a type (see ``StaticCasePath``) keeps its type here, so embedding the child's
  /// actions is compiled into the child store's `send`.
  @inlinable
  public func scope<ChildState, Path: CasePath>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<AnyCasePath<Action, Action>, Path>
  ) -> Store<ChildState, Path.Value> where Action: CasePathable, Path.Root == Action {
    scope(state: toChildState, action: toChildAction, isDuplicate: nil)
  }

  /// The earlier spelling, `scope(state:action:)`; it still works.
  @available(*, deprecated, renamed: "scope(_:action:)")
  @inlinable
  public func scope<ChildState, Path: CasePath>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<AnyCasePath<Action, Action>, Path>
  ) -> Store<ChildState, Path.Value> where Action: CasePathable, Path.Root == Action {
    scope(toChildState, action: toChildAction)
  }

  /// A store for a child feature whose state can be compared: its observers are called only
  /// when the child's state changed, so a screen of many rows redraws only the rows that did.
  @inlinable
  public func scope<ChildState: Equatable, Path: CasePath>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<AnyCasePath<Action, Action>, Path>
  ) -> Store<ChildState, Path.Value> where Action: CasePathable, Path.Root == Action {
    scope(state: toChildState, action: toChildAction, isDuplicate: { $0 == $1 })
  }

  /// The earlier spelling, `scope(state:action:)`; it still works.
  @available(*, deprecated, renamed: "scope(_:action:)")
  @inlinable
  public func scope<ChildState: Equatable, Path: CasePath>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<AnyCasePath<Action, Action>, Path>
  ) -> Store<ChildState, Path.Value> where Action: CasePathable, Path.Root == Action {
    scope(toChildState, action: toChildAction)
  }

  @inlinable
  func scope<ChildState, Path: CasePath>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<AnyCasePath<Action, Action>, Path>,
    isDuplicate: ((ChildState, ChildState) -> Bool)?
  ) -> Store<ChildState, Path.Value> where Action: CasePathable, Path.Root == Action {
    let key = ScopeKey(state: toChildState, action: toChildAction)
    if let child = children[key] as? Store<ChildState, Path.Value> { return child }
    let reader = stateReader.appending(toChildState)
    let path = AnyCasePath.identity[keyPath: toChildAction]
    let child = makeChild(reader: reader, action: path, isDuplicate: isDuplicate)
    children[key] = child
    return child
  }

  /// A store for an optional child feature, or nil while the child is absent. Hold it only
  /// while the child is shown: once the child is gone it answers with the last state it read.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(state: toChildState, action: toChildAction, isDuplicate: nil)
  }

  /// The earlier spelling, `scope(state:action:)`; it still works.
  @available(*, deprecated, renamed: "scope(_:action:)")
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(toChildState, action: toChildAction)
  }

  /// A store for an optional child feature whose state can be compared: its observers are
  /// called only when the child's state changed.
  @inlinable
  public func scope<ChildState: Equatable, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(state: toChildState, action: toChildAction, isDuplicate: { $0 == $1 })
  }

  /// The earlier spelling, `scope(state:action:)`; it still works.
  @available(*, deprecated, renamed: "scope(_:action:)")
  @inlinable
  public func scope<ChildState: Equatable, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(toChildState, action: toChildAction)
  }

  @inlinable
  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    isDuplicate: ((ChildState, ChildState) -> Bool)?
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    guard let initial = state[keyPath: toChildState] else { return nil }
    let key = ScopeKey(state: toChildState, action: toChildAction)
    if let child = children[key] as? Store<ChildState, ChildAction> { return child }
    let reader = LastPresentStateReader(stateReader.appending(toChildState), initial: initial)
    let child = makeChild(reader: reader, action: Action.casePath(toChildAction), isDuplicate: isDuplicate)
    children[key] = child
    return child
  }

  /// The stores of the rows of a list feature run by `.forEach(toElements, action:)`, one per
  /// element, in the list's order. Observers of a row's store are told only when that row
  /// changed, so a screen of many rows redraws only the row an action changed. The same key
  /// paths return the same collection.
  @inlinable
  public func scope<ID, ElementState, ElementAction>(
    forEach toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> StoreCollection<ID, ElementState, ElementAction> where Action: CasePathable {
    let key = ScopeKey(state: toElements, action: toElementAction)
    if let collection = children[key] as? StoreCollection<ID, ElementState, ElementAction> { return collection }
    let casePath = Action.casePath(toElementAction)
    let send = sendToParent
    let collection = StoreCollection<ID, ElementState, ElementAction>(
      elements: stateReader.appending(toElements),
      sendElement: { [embed = casePath._embed] id, action in send(embed(.element(id: id, action: action))) },
      owner: owner
    )
    children[key] = collection
    return collection
  }

  /// Makes a child store that reads its state with `reader` and embeds its actions with
  /// `path`. With `isDuplicate`, its observers are told only when its state changed.
  @inlinable
  func makeChild<ChildState, Path: CasePath>(
    reader: StateReader<ChildState>,
    action path: Path,
    isDuplicate: ((ChildState, ChildState) -> Bool)?
  ) -> Store<ChildState, Path.Value> where Path.Root == Action {
    let (send, observe) = (sendToParent, observeChanges)
    // An `AnyCasePath` lends its embedding closure alone: kept whole, the child store would
    // keep its extraction and naming too. A case type is kept whole: it is empty, and calling
    // its method, compiled for its type, inlines the embedding.
    let sendChild: @MainActor (Path.Value) -> StoreTask =
      if let path = path as? AnyCasePath<Action, Path.Value> {
        { [embed = path._embed] in send(embed($0)) }
      } else {
        { send(path.embed($0)) }
      }
    return Store<ChildState, Path.Value>(
      source: .scoped, send: sendChild, observe: observe, owner: owner, stateReader: reader,
      isDuplicate: isDuplicate
    )
  }

  /// The runtime of a root store; nil for scoped stores. The testing module drives it.
  package var root: StoreRoot<State, Action>? {
    if case let .root(root) = source { return root }
    return nil
  }
}

/// Identifies a cached child store by the key paths it was scoped with.
@usableFromInline
struct ScopeKey: Hashable {
  @usableFromInline let state: AnyKeyPath
  @usableFromInline let action: AnyKeyPath

  @usableFromInline init(state: AnyKeyPath, action: AnyKeyPath) {
    self.state = state
    self.action = action
  }
}
