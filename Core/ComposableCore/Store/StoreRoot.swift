/// The state, reducer and running effects of a root store. Scoped stores talk to it; only the
/// ``Store`` facade and the testing module use it directly.
@MainActor
@usableFromInline
package final class StoreRoot<State, Action> {
  @usableFromInline @exclusivity(unchecked) package var state: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// Bound around each reduce when the store was given overrides; nil keeps the hot path free.
  @usableFromInline let dependencies: DependencyValues?
  @usableFromInline var buffer: [Action] = []
  @usableFromInline var isSending = false
  @usableFromInline var hasObservers = false
  private var observers: [Int: @MainActor () -> Void] = [:]
  private var nextObserverID = 0

  /// Runs effects on this executor when set; the testing module makes them deterministic.
  package var effectExecutor: (any TaskExecutor)?
  /// How many actions were reduced so far; tests attribute running effects to actions with it.
  @usableFromInline package var reducedActionCount = 0

  private var effects: [Int: RunningEffect] = [:]
  private var nextEffectID = 0
  private var cancellables: [CancelKey: Set<Int>] = [:]
  private var concatenations: [Int: [Effect<Action>]] = [:]

  private struct RunningEffect {
    let task: Task<Void, Never>
    let path: [EffectID]
    let origin: Int
    var keys: [CancelKey] = []
  }

  private struct CancelKey: Hashable {
    let path: [EffectID]
    let id: EffectID
  }

  @usableFromInline
  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies.hasOverrides ? dependencies : nil
  }

  isolated deinit {
    for effect in effects.values { effect.task.cancel() }
  }

  // MARK: Sending

  @inlinable
  package func send(_ action: Action) -> StoreTask {
    if isSending {
      buffer.append(action)
      return StoreTask(nil)
    }
    isSending = true
    var started: [Int] = []
    reduce(action, started: &started)
    if !buffer.isEmpty || hasObservers {
      drainAndNotify(started: &started)
    }
    isSending = false
    return started.isEmpty ? StoreTask(nil) : task(waitingFor: started)
  }

  @inlinable
  func reduce(_ action: Action, started: inout [Int]) {
    reducedActionCount &+= 1
    let effect: Effect<Action>
    if let dependencies {
      effect = dependencies.bind { reducer(&state, action) }
    } else {
      effect = reducer(&state, action)
    }
    if !effect.isNone {
      start(effect, path: [], started: &started)
    }
  }

  /// Handles the actions queued while reducing, in order, then tells observers; actions that
  /// observers send are queued too, so they see only the final state of a synchronous chain.
  @usableFromInline
  func drainAndNotify(started: inout [Int]) {
    repeat {
      var index = 0
      while index < buffer.count {
        let action = buffer[index]
        index += 1
        reduce(action, started: &started)
      }
      buffer.removeAll(keepingCapacity: true)
      for observer in observers.values { observer() }
    } while !buffer.isEmpty
  }

  // MARK: Observing

  package func observe(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = onChange
    hasObservers = true
    return StoreObservation { [weak self] in
      guard let self else { return }
      self.observers[id] = nil
      self.hasObservers = !self.observers.isEmpty
    }
  }

  // MARK: Running effects

  @usableFromInline
  func start(_ effect: Effect<Action>, path: [EffectID], started: inout [Int]) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      if isSending {
        buffer.append(action)
      } else if let task = send(action).task {
        started.append(register(path: path) { await task.value })
      }
    case let .run(run):
      let id = nextEffectID
      let send = Send<Action> { [weak self] action in self?.send(action, fromEffect: id) }
      started.append(register(path: path, priority: run.priority) { await run.operation(send) })
    case let .merge(effects):
      for effect in effects { start(effect, path: path, started: &started) }
    case let .concatenate(effects):
      let id = nextEffectID
      concatenations[id] = effects
      started.append(register(path: path) { [weak self] in
        while let tasks = await self?.startNextConcatenated(id, path: path) {
          await withTaskCancellationHandler {
            for task in tasks { await task.value }
          } onCancel: {
            for task in tasks { task.cancel() }
          }
        }
      })
    case let .cancellable(id, cancelInFlight, effect):
      let key = CancelKey(path: path, id: id)
      if cancelInFlight { cancel(keys: [key]) }
      var inner: [Int] = []
      start(effect, path: path, started: &inner)
      for effectID in inner where effects[effectID] != nil {
        effects[effectID]?.keys.append(key)
        cancellables[key, default: []].insert(effectID)
      }
      started.append(contentsOf: inner)
    case let .cancel(id):
      cancel(keys: cancellables.keys.filter { $0.id == id && $0.path.starts(with: path) })
    case let .navigation(component, effect):
      start(effect, path: path + [component], started: &started)
    case let .cancelNavigation(component):
      let prefix = path + [component]
      for (id, effect) in effects where effect.path.starts(with: prefix) {
        cancel(effectID: id)
      }
    }
  }

  private func register(
    path: [EffectID], priority: TaskPriority? = nil, _ body: @escaping @Sendable () async -> Void
  ) -> Int {
    let id = nextEffectID
    nextEffectID += 1
    let operation: @Sendable () async -> Void = { [weak self] in
      await body()
      await self?.effectFinished(id)
    }
    let task = if let effectExecutor {
      Task(executorPreference: effectExecutor, priority: priority, operation: operation)
    } else {
      Task(priority: priority, operation: operation)
    }
    effects[id] = RunningEffect(task: task, path: path, origin: reducedActionCount)
    return id
  }

  private func startNextConcatenated(_ id: Int, path: [EffectID]) -> [Task<Void, Never>]? {
    guard !Task.isCancelled, var remaining = concatenations[id], !remaining.isEmpty else {
      concatenations[id] = nil
      return nil
    }
    let next = remaining.removeFirst()
    concatenations[id] = remaining
    var started: [Int] = []
    let wasSending = isSending
    isSending = true
    start(next, path: path, started: &started)
    if !buffer.isEmpty { drainAndNotify(started: &started) }
    isSending = wasSending
    return started.compactMap { effects[$0]?.task }
  }

  private func send(_ action: Action, fromEffect id: Int) {
    if effects[id] == nil {
      reportIssue(
        """
        An action was sent from a completed effect: \(describe(action))
        An effect's `send` must not escape it; to deliver actions over time, keep the effect \
        running (e.g. `for await` over a stream) until it is done.
        """
      )
      return
    }
    _ = send(action)
  }

  private func effectFinished(_ id: Int) {
    guard let effect = effects.removeValue(forKey: id) else { return }
    for key in effect.keys {
      cancellables[key]?.remove(id)
      if cancellables[key]?.isEmpty == true { cancellables[key] = nil }
    }
    concatenations[id] = nil
  }

  private func cancel(keys: [CancelKey]) {
    for key in keys {
      for id in cancellables[key] ?? [] { cancel(effectID: id) }
    }
  }

  private func cancel(effectID id: Int) {
    guard let effect = effects[id] else { return }
    effect.task.cancel()
    for key in effect.keys {
      cancellables[key]?.remove(id)
      if cancellables[key]?.isEmpty == true { cancellables[key] = nil }
    }
  }

  @usableFromInline
  func task(waitingFor ids: [Int]) -> StoreTask {
    let tasks = ids.compactMap { effects[$0]?.task }
    if tasks.isEmpty { return StoreTask(nil) }
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
  package var runningEffects: [(id: Int, origin: Int)] {
    effects.map { (id: $0.key, origin: $0.value.origin) }.sorted { $0.id < $1.id }
  }

  /// How many ids have cancellable effects registered; zero once all are done or cancelled.
  package var cancellationRegistryCount: Int { cancellables.count }

  /// Cancels every running effect.
  package func cancelAllEffects() {
    for id in effects.keys { cancel(effectID: id) }
  }
}
