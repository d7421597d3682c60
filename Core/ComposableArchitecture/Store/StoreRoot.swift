/// The state, reducer and running effects of a root store. Scoped stores talk to it; only the
/// ``Store`` facade and the testing module use it directly.
@MainActor
@usableFromInline
package final class StoreRoot<State, Action> {
  @usableFromInline @exclusivity(unchecked) package var state: State
  @usableFromInline package let reducer: (inout State, Action) -> Effect<Action>
  /// The reducer wrapped to log each action (``ActionLog``), once a log is attached: then
  /// every action goes through `reduceWithContext`, which runs this instead.
  @usableFromInline @exclusivity(unchecked) package var loggingReducer: ((inout State, Action) -> Effect<Action>)?
  /// Bound around each reduce when the store was given overrides; nil keeps the hot path free.
  @usableFromInline package let dependencies: DependencyValues?
  /// The store's own dependencies, bound around the actions that effects send back, so they
  /// never see overrides made inside the effect.
  let storeDependencies: DependencyValues
  // Confined to the main actor, so the runtime exclusivity checks are only a cost here.
  @usableFromInline @exclusivity(unchecked) package var buffer: [Action] = []
  @usableFromInline @exclusivity(unchecked) var isSending = false
  /// Whether a reducer is running: a `send` made meanwhile is reentrant, and reported.
  @usableFromInline @exclusivity(unchecked) var isReducing = false
  /// The actions sent while a reducer ran, reported when it returns, with the action it reduced.
  @usableFromInline @exclusivity(unchecked) var reentrantActions: [Action] = []
  @usableFromInline let observers = StoreObservers()
  /// The shared values in the state, watched once the store has observers, so that changes
  /// made outside its batches reach them too. Constants, made with the store, so the end of
  /// a batch reads them without retaining them.
  @usableFromInline package let heldShared: HeldSharedReferences
  @usableFromInline let sharedChangeNotice: SharedChangeNotice
  /// Whether the state's shared values are watched; read by the inlined send.
  @usableFromInline @exclusivity(unchecked) var watchesShared = false

  /// Runs effects on this executor when set; the testing module makes them deterministic.
  @exclusivity(unchecked) package var effectExecutor: (any TaskExecutor)?
  /// How many actions were reduced so far; tests attribute running effects to actions with it.
  @usableFromInline @exclusivity(unchecked) package var reducedActionCount = 0

  /// What effects and observations reach this runtime through; see ``StoreRootOwner`` for why
  /// they never point to the runtime itself. Set by the owner when the store is made.
  @usableFromInline weak var owner: StoreRootOwner<State, Action>? {
    didSet { effectLink.owner = owner }
  }

  @usableFromInline let running: RunningEffects
  /// What this store's effects reach it through, made once (see ``EffectLink``).
  private let effectLink: EffectLink<State, Action>
  /// The class of this store's `.run` effects, looked up once: this generic code would
  /// otherwise ask the runtime for it (a hash-table lookup) at every start.
  private let startedRun = StartedRun<State, Action>.self
  /// The id of the next effect to start; effects are started on the main actor only.
  @exclusivity(unchecked) private var nextEffectID = 0
  private var concatenations: [Int: [Effect<Action>]] = [:]

  @usableFromInline
  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies.hasOverrides ? dependencies : nil
    self.storeDependencies = dependencies
    self.sharedChangeNotice = SharedChangeNotice()
    self.heldShared = HeldSharedReferences(watcher: sharedChangeNotice)
    let running = RunningEffects()
    self.running = running
    self.effectLink = EffectLink(registry: running, rootContext: Self.effectContext(path: [], registry: running))
  }

  isolated deinit {
    running.cancelAll()
  }

  /// Reads the value of type `Value` stored `offset` bytes into the state, as a scoped
  /// store's reader does.
  ///
  /// Why this is safe: `offset` came from `MemoryLayout<State>.offset(of:)` for a key path to
  /// a `Value`, so those bytes are an initialised stored property of that type, which is what
  /// the compiler reads for a field access; the pointer lives only for this call, which holds
  /// the access to `state`, and the value is copied out. The store is confined to the main
  /// actor, so no reducer is writing the state meanwhile.
  @inlinable
  func read<Value>(_ type: Value.Type, at offset: Int) -> Value {
    readField(of: &state, at: offset)
  }

  // MARK: Sending

  @inlinable
  package func send(_ action: Action) -> StoreTask {
    if isSending {
      if isReducing { reentrantActions.append(action) }
      buffer.append(action)
      return StoreTask(nil)
    }
    isSending = true
    var started = SmallList<Task<Void, Never>>()
    reduce(action, started: &started)
    if !buffer.isEmpty {
      drainAndNotify(started: &started)
    } else if !observers.isEmpty {
      // Nothing queued: tell the observers, then handle what they sent, if anything.
      if watchesShared { updateHeldShared() }
      observers.notify()
      if !buffer.isEmpty { drainAndNotify(started: &started) }
    }
    isSending = false
    return started.isEmpty ? StoreTask(nil) : task(waitingFor: started)
  }

  @inlinable
  func reduce(_ action: Action, started: inout SmallList<Task<Void, Never>>) {
    reducedActionCount &+= 1
    let effect: Effect<Action>
    isReducing = true
    if dependencies == nil, running.navigationEffectCount == 0, loggingReducer == nil {
      effect = reducer(&state, action)
    } else {
      effect = reduceWithContext(action)
    }
    isReducing = false
    if !reentrantActions.isEmpty { reportReentrantSends(whileReducing: action) }
    if !effect.isNone {
      start(effect, path: [], keys: SmallList(), started: &started)
    }
  }

  /// Reduces with the store's overrides bound, and with navigation reducers told to check
  /// their children while child effects run.
  @usableFromInline
  func reduceWithContext(_ action: Action) -> Effect<Action> {
    let checksChildren = running.navigationEffectCount > 0
    let previous = checksChildren ? NavigationCheck.begin(running.navigationComponents) : nil
    defer { if let previous { NavigationCheck.end(restoring: previous) } }
    let reducer = loggingReducer ?? reducer
    if let dependencies {
      return dependencies.bind { reducer(&state, action) }
    }
    return reducer(&state, action)
  }

  /// Reports each action sent to this store while `action` was being reduced. The action is
  /// still handled, after the current one, as an effect's `.send` would be; but a reducer that
  /// sends depends on an order the store does not promise, so it is named as a misuse.
  @usableFromInline func reportReentrantSends(whileReducing action: Action) {
    let sent = reentrantActions
    reentrantActions.removeAll()
    for reentrant in sent {
      reportIssue(
        """
        \(describe(reentrant)) was sent while \(describe(action)) was being reduced.
        A reducer must not send actions to its store: return `.send(\(describe(reentrant)))` to \
        handle it right after this one, or a `.run` effect that sends it later.
        """
      )
    }
  }

  /// Handles the actions queued while reducing, in order, then tells observers; actions that
  /// observers send are queued too, so they see only the final state of a synchronous chain.
  /// Inlinable so it is specialised for the store's types, like `send`.
  @inlinable
  func drainAndNotify(started: inout SmallList<Task<Void, Never>>) {
    repeat {
      var index = 0
      while index < buffer.count {
        let action = buffer[index]
        index += 1
        reduce(action, started: &started)
      }
      if index > 0 { buffer.removeAll(keepingCapacity: true) }
      if watchesShared { updateHeldShared() }
      observers.notify()
    } while !buffer.isEmpty
  }

  /// Tells observers about shared values changed outside the store's batches; during a batch
  /// there is nothing to do, as its end tells them.
  private func sharedValuesChanged() {
    guard !isSending else { return }
    isSending = true
    var started = SmallList<Task<Void, Never>>()
    // Told from outside an action: scoped stores that compare their state call their
    // observers anyway, as a shared value can change without its holder comparing unequal.
    let wasUnconditional = StoreObservers.isUnconditional
    StoreObservers.isUnconditional = true
    drainAndNotify(started: &started)
    StoreObservers.isUnconditional = wasUnconditional
    isSending = false
  }

  /// Watches the shared values now in the state, and forgets the changes this batch made to
  /// them: the observers are about to be told.
  @inlinable
  func updateHeldShared() {
    if !heldShared.isUpToDate { walkShared() }
    sharedChangeNotice.clear()
  }

  /// Finds the shared values in the state again; rare, so kept out of the inlined path.
  @usableFromInline func walkShared() {
    heldShared.update(from: state)
  }

  // MARK: Observing

  @usableFromInline package func observe(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    let id = observers.add(onChange)
    if !watchesShared {
      sharedChangeNotice.start { [weak owner] in owner?.root.sharedValuesChanged() }
      watchesShared = true
    }
    heldShared.update(from: state)
    return StoreObservation { [weak owner] in
      owner?.root.observers.remove(id: id)
    }
  }

  /// Tells every observer, also those of scoped stores whose state compares equal: for a
  /// change made outside an action that comparing cannot see, such as one to a shared value.
  package func notifyObserversUnconditionally() {
    observers.notifyUnconditionally()
  }

  // MARK: Running effects

  /// Starts the work of `effect` at navigation level `path`, reachable by the cancellation
  /// `keys` of the `.cancellable` effects around it, and adds the tasks it started to `started`.
  @usableFromInline
  func start(
    _ effect: Effect<Action>, path: [EffectID], keys: SmallList<RunningEffects.CancelKey>, started: inout SmallList<Task<Void, Never>>
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      if isSending {
        buffer.append(action)
      } else if let task = send(action).task {
        started.append(startTask(path: path, keys: keys) { _ in await task.value })
      }
    case let .run(run):
      started.append(startRun(run, path: path, keys: keys, replacing: nil))
    case let .merge(effects):
      for effect in effects { start(effect, path: path, keys: keys, started: &started) }
    case let .concatenate(parts):
      // The leading parts that start no task (sends, cancellations) happen now, like any
      // other synchronous effect; from the first part that starts a task on, each part
      // starts when the previous one has finished.
      var remaining = parts[...]
      let waiting = startUntilAsynchronous(&remaining, path: path, keys: keys)
      started.append(contentsOf: waiting)
      guard !remaining.isEmpty, !waiting.isEmpty else { return }
      // Kept under the id of the task that goes through them, which `startTask` gives next.
      concatenations[nextEffectID] = Array(remaining)
      started.append(startTask(path: path, keys: keys) { [weak owner] id in
        var tasks = waiting
        repeat {
          await withTaskCancellationHandler { [tasks] in
            for task in tasks { await task.value }
          } onCancel: { [tasks] in
            for task in tasks { task.cancel() }
          }
          guard let next = await owner?.root.startNextConcatenated(id, path: path, keys: keys) else { return }
          tasks = next
        } while true
      })
    case let .cancellable(id, cancelInFlight, effect):
      let key = RunningEffects.CancelKey(path: path, id: id)
      var keys = keys
      keys.append(key)
      if cancelInFlight, case let .run(run) = effect.operation {
        // The common restart, `.run { … }.cancellable(id:cancelInFlight: true)`: one look at
        // the registry cancels the effects before and records this one.
        started.append(startRun(run, path: path, keys: consume keys, replacing: key))
      } else {
        if cancelInFlight { running.cancel(key) }
        start(effect, path: path, keys: keys, started: &started)
      }
    case let .cancel(id):
      running.cancel(id: id, path: path)
    case let .navigation(component, effect):
      start(effect, path: path + [component], keys: keys, started: &started)
    case let .cancelNavigation(component):
      running.cancelNavigation(path + [component])
    }
  }

  /// What `Task.cancel(id:)` needs inside the effects of this store at navigation level `path`.
  private nonisolated static func effectContext(path: [EffectID], registry: RunningEffects) -> EffectContext {
    EffectContext(path: path) { id, path in registry.cancel(id: id, path: path) }
  }

  /// Starts parts of a concatenation until one of them starts a task, and returns the tasks
  /// that part started; the parts not started yet are left in `parts`.
  private func startUntilAsynchronous(
    _ parts: inout ArraySlice<Effect<Action>>, path: [EffectID], keys: SmallList<RunningEffects.CancelKey>
  ) -> SmallList<Task<Void, Never>> {
    while let part = parts.popFirst() {
      var started = SmallList<Task<Void, Never>>()
      start(part, path: path, keys: keys, started: &started)
      if !started.isEmpty { return started }
    }
    return SmallList()
  }

  /// Starts the task of a `.run` effect and records it, reachable by `keys`; first cancels the
  /// effects marked with `replacing`, if any. The run and the keys move into the effect's
  /// object rather than being copied into it, so its priority and name are read first.
  private func startRun(
    _ run: consuming Effect<Action>.Run, path: [EffectID], keys: consuming SmallList<RunningEffects.CancelKey>,
    replacing: RunningEffects.CancelKey?
  ) -> Task<Void, Never> {
    let priority = run.priorityRawValue.map(TaskPriority.init(rawValue:))
    let name = run.name
    let effect = startedRun.init(
      id: takeEffectID(), path: path, origin: reducedActionCount, keys: keys, run: run, link: effectLink,
      context: path.isEmpty ? nil : Self.effectContext(path: path, registry: running)
    )
    // The closure is written out where the task is made and marked `@concurrent`: one written
    // in this main-actor class would otherwise run on the main actor.
    let task = if let effectExecutor {
      Task(name: name, executorPreference: effectExecutor, priority: priority) { @concurrent in await effect.perform() }
    } else {
      Task(name: name, priority: priority) { @concurrent in await effect.perform() }
    }
    running.register(effect, task: task, replacing: replacing)
    return task
  }

  /// Starts a task running `body`, given its effect id, and records it as a running effect.
  private func startTask(
    path: [EffectID],
    keys: SmallList<RunningEffects.CancelKey>,
    _ body: @escaping @Sendable (_ id: Int) async -> Void
  ) -> Task<Void, Never> {
    let effect = RunningEffect(id: takeEffectID(), path: path, origin: reducedActionCount, keys: keys)
    let running = running
    let task = if let effectExecutor {
      Task(executorPreference: effectExecutor) { @concurrent in
        await body(effect.id)
        running.finished(effect)
      }
    } else {
      Task { @concurrent in
        await body(effect.id)
        running.finished(effect)
      }
    }
    running.register(effect, task: task, replacing: nil)
    return task
  }

  /// The id of the next effect.
  private func takeEffectID() -> Int {
    defer { nextEffectID += 1 }
    return nextEffectID
  }

  /// Starts the next parts of a concatenation, up to one that starts a task; returns the
  /// tasks to wait for before going on, or nil when the concatenation is over.
  private func startNextConcatenated(
    _ id: Int, path: [EffectID], keys: SmallList<RunningEffects.CancelKey>
  ) -> SmallList<Task<Void, Never>>? {
    guard !Task.isCancelled, let parts = concatenations[id], !parts.isEmpty else {
      concatenations[id] = nil
      return nil
    }
    var remaining = parts[...]
    let wasSending = isSending
    isSending = true
    var started = startUntilAsynchronous(&remaining, path: path, keys: keys)
    if !buffer.isEmpty { drainAndNotify(started: &started) }
    isSending = wasSending
    concatenations[id] = remaining.isEmpty ? nil : Array(remaining)
    return started.isEmpty && remaining.isEmpty ? nil : started
  }

  fileprivate func send(_ action: Action, fromEffect effect: RunningEffect) {
    if !running.contains(effect) {
      reportIssue(
        """
        An action was sent from a completed effect: \(describe(action))
        An effect's `send` must not escape it; to deliver actions over time, keep the effect \
        running (e.g. `for await` over a stream) until it is done.
        """
      )
      return
    }
    // With the store's dependencies, not those of the effect's task.
    storeDependencies.bind { _ = send(action) }
  }

  /// One task for the effects a send started: the task itself when there is one.
  @usableFromInline
  func task(waitingFor started: SmallList<Task<Void, Never>>) -> StoreTask {
    if started.others == nil { return StoreTask(started.first) }
    let tasks = started.array
    return StoreTask(Task {
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    })
  }

  // MARK: For the testing module

  /// The running effects, each with the count of reduced actions when it started.
  package var runningEffects: [(id: Int, origin: Int)] { running.list }

  /// How many ids have cancellable effects registered; zero once all are done or cancelled.
  package var cancellationRegistryCount: Int { running.cancellableIDCount }

  /// Cancels every running effect.
  package func cancelAllEffects() {
    running.cancelAll()
  }
}

/// The value of type `Value` stored `offset` bytes into `root` (see ``StoreRoot/read(_:at:)``).
/// A function outside the main actor, so the closure it passes carries no run-time check that
/// it runs there: a closure of main-actor code handed to the standard library gets one.
@inlinable @inline(__always)
func readField<Root, Value>(of root: inout Root, at offset: Int) -> Value {
  withUnsafePointer(to: &root) { pointer in
    UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
  }
}

/// The way back from a root store's effects to the store, made once per store and held by
/// each of its effects: one reference for each effect to count, where the registry, the sender
/// and the root context would be three.
///
/// It holds the store weakly: effects never keep a store alive (see ``StoreRootOwner``).
@MainActor
private final class EffectLink<State, Action> {
  /// The store's running effects, told by each effect when it ends.
  nonisolated let registry: RunningEffects
  /// What `Task.cancel(id:)` needs inside the effects started at the root level, most of them.
  nonisolated let rootContext: EffectContext
  /// Set with the store's owner.
  weak var owner: StoreRootOwner<State, Action>?

  init(registry: RunningEffects, rootContext: EffectContext) {
    self.registry = registry
    self.rootContext = rootContext
  }

  func send(_ action: Action, fromEffect effect: RunningEffect) {
    owner?.root.send(action, fromEffect: effect)
  }
}

/// A `.run` effect a store started: what its task needs, in the one object the task's
/// closure captures, and the effect as the registry knows it.
///
/// Unchecked `Sendable`, as its base class: what it adds are constants of sendable types.
private final class StartedRun<State, Action>: RunningEffect, @unchecked Sendable {
  let run: Effect<Action>.Run
  let link: EffectLink<State, Action>
  /// The effect's navigation context; nil at the root level, whose context the link holds.
  let context: EffectContext?

  init(
    id: Int, path: [EffectID], origin: Int, keys: consuming SmallList<RunningEffects.CancelKey>, run: consuming Effect<Action>.Run,
    link: EffectLink<State, Action>, context: EffectContext?
  ) {
    self.run = run
    self.link = link
    self.context = context
    super.init(id: id, path: path, origin: origin, keys: keys)
  }

  /// The work of the effect, in its task, then its end. Its `Send` captures only this object,
  /// so making it allocates nothing.
  func perform() async {
    let send = Send<Action> { [self] action in link.send(action, fromEffect: self) }
    await EffectContext.$current.withValue(context ?? link.rootContext) { await run.perform(send) }
    link.registry.finished(self)
  }
}
