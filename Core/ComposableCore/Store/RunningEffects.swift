import Synchronization

/// The effects a root store is running: their tasks, the cancellation ids they were started
/// with, and the navigation levels they belong to.
///
/// Why a class of its own, not generic: this bookkeeping does not depend on the store's state
/// or action types. Kept in the generic store, its dictionaries ran as unspecialised generic
/// code that looked up type metadata on every start, cancel and finish; here it is compiled
/// once, for concrete types.
///
/// Why a lock, not the main actor: an effect's task says it is done from its own thread, as
/// its last step. Had it hopped to the main actor to say so, a main actor kept busy (a burst
/// of restarts) would leave every finished task suspended there, holding its memory, until the
/// burst ended. The store takes the lock once to start an effect and once to cancel by id;
/// tasks are cancelled outside the lock, as cancellation runs handlers that may call back here.
@usableFromInline
final class RunningEffects: Sendable {
  struct Entry {
    let task: Task<Void, Never>
    let path: [EffectID]
    /// How many actions the store had reduced when the effect started.
    let origin: Int
    /// The cancellation ids that reach it; emptied when it is cancelled.
    var keys: SmallList<CancelKey>
  }

  /// A cancellation id at a navigation level: a child's ids are its own.
  @usableFromInline struct CancelKey: Hashable, Sendable {
    let path: [EffectID]
    let id: EffectID
    /// The hash of both, computed once, before the registry's lock is taken: a key is looked
    /// up two or three times per restart of a cancellable effect.
    private let precomputedHash: Int

    init(path: [EffectID], id: EffectID) {
      self.path = path
      self.id = id
      var hasher = Hasher()
      hasher.combine(path)
      hasher.combine(id)
      self.precomputedHash = hasher.finalize()
    }

    @usableFromInline static func == (lhs: CancelKey, rhs: CancelKey) -> Bool {
      lhs.precomputedHash == rhs.precomputedHash && lhs.id == rhs.id && lhs.path == rhs.path
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(precomputedHash)
    }
  }

  private struct Registry {
    var entries: [Int: Entry] = [:]
    var cancellables: [CancelKey: SmallList<Int>] = [:]
    /// The navigation components in the paths of running effects, each with its count.
    var navigationComponents: [EffectID: Int] = [:]
    /// Effects whose task ended before they were registered: a task may run, on another
    /// thread, before the store has recorded it.
    var finishedEarly: Set<Int> = []

    /// Takes one effect out of reach of its ids and returns its task, to cancel outside the lock.
    mutating func cancel(effect id: Int) -> Task<Void, Never>? {
      takeOut(SmallList(id), markedWith: nil).first
    }

    /// Takes the effects marked with `key` out of reach and returns their tasks.
    mutating func cancel(_ key: CancelKey) -> SmallList<Task<Void, Never>> {
      guard let ids = cancellables.removeValue(forKey: key) else { return SmallList() }
      return takeOut(ids, markedWith: key)
    }

    /// Marks only the effect `id` with `key`, and takes the effects it marked before out of
    /// reach, returning their tasks: a restart, with one lookup of the key.
    mutating func replace(_ key: CancelKey, with id: Int) -> SmallList<Task<Void, Never>> {
      guard let index = cancellables.index(forKey: key) else {
        cancellables[key] = SmallList(id)
        return SmallList()
      }
      let ids = cancellables.values[index]
      cancellables.values[index] = SmallList(id)
      return takeOut(ids, markedWith: key)
    }

    /// Takes the effects `ids` out of reach of their keys and returns their tasks; `key`, if
    /// given, no longer marks them already.
    private mutating func takeOut(_ ids: SmallList<Int>, markedWith key: CancelKey?) -> SmallList<Task<Void, Never>> {
      var tasks = SmallList<Task<Void, Never>>()
      for id in ids {
        guard let index = entries.index(forKey: id) else { continue }
        // In a restart the one key of the effect is `key`: nothing else to leave.
        if key == nil || entries.values[index].keys.others != nil {
          let keys = entries.values[index].keys
          for other in keys where other != key { remove(id, from: other) }
        }
        entries.values[index].keys = SmallList()
        tasks.append(entries.values[index].task)
      }
      return tasks
    }

    /// Records a started effect, reachable by `keys`, unless its task has already ended;
    /// counts it in `navigationEffects` when it belongs to a child feature. `replacing`, one
    /// of `keys`, marks it already.
    mutating func record(
      _ task: Task<Void, Never>, id: Int, path: [EffectID], origin: Int, keys: SmallList<CancelKey>,
      replacing: CancelKey?, counting navigationEffects: borrowing Atomic<Int>
    ) {
      if !finishedEarly.isEmpty, finishedEarly.remove(id) != nil {
        if let replacing { remove(id, from: replacing) }
        return
      }
      entries[id] = Entry(task: task, path: path, origin: origin, keys: keys)
      for key in keys where key != replacing { cancellables[key, default: SmallList()].append(id) }
      if !path.isEmpty {
        navigationEffects.add(1, ordering: .relaxed)
        for component in path { navigationComponents[component, default: 0] += 1 }
      }
    }

    mutating func forgetKeys(of entry: Entry, id: Int) {
      for key in entry.keys { remove(id, from: key) }
    }

    /// Removes `id` from the effects marked with `key`, and the key when it was the last.
    mutating func remove(_ id: Int, from key: CancelKey) {
      guard let index = cancellables.index(forKey: key) else { return }
      cancellables.values[index].removeAll { $0 == id }
      if cancellables.values[index].isEmpty { cancellables.remove(at: index) }
    }
  }

  private let registry = Mutex(Registry())
  /// How many running effects belong to a child feature (started under a navigation path).
  /// While there are some, navigation reducers check that their children are still there.
  /// Read on every reduce, so kept apart from the lock.
  @usableFromInline let navigationEffects = Atomic<Int>(0)

  @usableFromInline init() {}

  /// How many running effects were started under a navigation path.
  @inlinable var navigationEffectCount: Int { navigationEffects.load(ordering: .relaxed) }

  /// The navigation components in the paths of running effects, each with its count.
  var navigationComponents: [EffectID: Int] { registry.withLock { $0.navigationComponents } }

  /// Records a started effect, reachable by `keys`, unless its task has already ended; first
  /// cancels the effects marked with `replacing`, if any, in the same look at the registry.
  func register(
    _ task: Task<Void, Never>, id: Int, path: [EffectID], origin: Int, keys: SmallList<CancelKey>,
    replacing: CancelKey?
  ) {
    let replaced = registry.withLock { registry in
      let replaced = replacing.map { registry.replace($0, with: id) }
      registry.record(
        task, id: id, path: path, origin: origin, keys: keys, replacing: replacing, counting: navigationEffects
      )
      return replaced
    }
    for task in replaced ?? SmallList() { task.cancel() }
  }

  /// Whether the effect with `id` is still running (not finished; it may be cancelled).
  func contains(_ id: Int) -> Bool { registry.withLock { $0.entries[id] != nil } }

  /// Forgets a finished effect; called from the effect's own task, on any thread.
  func finished(_ id: Int) {
    registry.withLock { registry in
      guard let entry = registry.entries.removeValue(forKey: id) else {
        registry.finishedEarly.insert(id)
        return
      }
      if !entry.path.isEmpty {
        navigationEffects.subtract(1, ordering: .relaxed)
        for component in entry.path {
          if registry.navigationComponents[component] == 1 {
            registry.navigationComponents[component] = nil
          } else {
            registry.navigationComponents[component]? -= 1
          }
        }
      }
      registry.forgetKeys(of: entry, id: id)
    }
  }

  /// Cancels the effects marked with `key`.
  func cancel(_ key: CancelKey) {
    for task in registry.withLock({ $0.cancel(key) }) { task.cancel() }
  }

  /// Cancels the effects marked with `id` at `path` and below it.
  func cancel(id: EffectID, path: [EffectID]) {
    let tasks = registry.withLock { registry in
      let keys = registry.cancellables.keys.filter { $0.id == id && $0.path.starts(with: path) }
      return keys.flatMap { registry.cancel($0).array }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels the effects started at `prefix` or below it.
  func cancelNavigation(_ prefix: [EffectID]) {
    let tasks = registry.withLock { registry in
      registry.entries.filter { $0.value.path.starts(with: prefix) }.keys.compactMap { registry.cancel(effect: $0) }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running effect.
  func cancelAll() {
    let tasks = registry.withLock { registry in registry.entries.keys.compactMap { registry.cancel(effect: $0) } }
    for task in tasks { task.cancel() }
  }

  /// The running effects, each with the count of reduced actions when it started.
  var list: [(id: Int, origin: Int)] {
    registry.withLock { registry in
      registry.entries.map { (id: $0.key, origin: $0.value.origin) }.sorted { $0.id < $1.id }
    }
  }

  /// How many ids have cancellable effects registered.
  var cancellableIDCount: Int { registry.withLock { $0.cancellables.count } }
}
