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
///
/// Why each effect is an object (``RunningEffect``) that the registry lists, not an entry in a
/// dictionary by id: the store makes that object anyway, as the one thing its task captures,
/// and the registry reaches it directly from its cancellation ids and from the task. A restart
/// looks up one key and hashes nothing else; the task's end takes it out of an array.
@usableFromInline
final class RunningEffects: Sendable {
  /// A cancellation id at a navigation level: a child's ids are its own.
  @usableFromInline struct CancelKey: Hashable, Sendable {
    let path: [EffectID]
    let id: EffectID
    /// The hash of both, computed once, before the registry's lock is taken. At the root
    /// level, where there is no path, it is the id's own (see ``EffectID``): no hasher.
    private let precomputedHash: Int

    init(path: [EffectID], id: EffectID) {
      self.path = path
      self.id = id
      if path.isEmpty {
        precomputedHash = id.precomputedHash
      } else {
        var hasher = Hasher()
        hasher.combine(path)
        hasher.combine(id)
        precomputedHash = hasher.finalize()
      }
    }

    @usableFromInline static func == (lhs: CancelKey, rhs: CancelKey) -> Bool {
      lhs.precomputedHash == rhs.precomputedHash && lhs.id == rhs.id && lhs.path == rhs.path
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(precomputedHash)
    }

    /// The registry's dictionary hashes a key with its seed through this requirement, whose
    /// default feeds `hash(into:)` to a new hasher: a second full hash of every key looked up,
    /// which cost as much as the rest of the lookup. The precomputed hash is already well
    /// mixed, so the seed is only combined with it. (Underscored, but a requirement of
    /// `Hashable` in the standard library's stable ABI; equal keys still hash equally.)
    @usableFromInline func _rawHashValue(seed: Int) -> Int {
      precomputedHash ^ seed
    }
  }

  private struct Registry {
    /// The effects started and not finished, cancelled or not, in no order: each knows its
    /// position, so one that finishes is swapped out without a search.
    var effects: [RunningEffect] = []
    var cancellables: [CancelKey: SmallList<RunningEffect>] = [:]
    /// The navigation components in the paths of running effects, each with its count.
    var navigationComponents: [EffectID: Int] = [:]

    /// Takes the effects marked with `key` out of reach and returns their tasks.
    mutating func cancel(_ key: CancelKey) -> SmallList<Task<Void, Never>> {
      guard let effects = cancellables.removeValue(forKey: key) else { return SmallList() }
      return takeOut(effects, markedWith: key)
    }

    /// Marks only `effect` with `key` (nothing, when it has already finished), and takes the
    /// effects it marked before out of reach, returning their tasks: a restart, with one
    /// lookup of the key.
    mutating func replace(_ key: CancelKey, with effect: RunningEffect?) -> SmallList<Task<Void, Never>> {
      var replaced: SmallList<RunningEffect>
      if let effect {
        // One lookup, in place: the new list goes in and the old one comes out, neither copied.
        replaced = SmallList(effect)
        swap(&replaced, &cancellables[key, default: SmallList()])
      } else {
        guard let removed = cancellables.removeValue(forKey: key) else { return SmallList() }
        replaced = removed
      }
      return takeOut(replaced, markedWith: key)
    }

    /// Takes `effects`, all marked with `key`, out of reach and returns their tasks; inlined,
    /// as it is on the path of every restart.
    @inline(__always) private mutating func takeOut(_ effects: consuming SmallList<RunningEffect>, markedWith key: CancelKey) -> SmallList<Task<Void, Never>> {
      var tasks = SmallList<Task<Void, Never>>()
      effects.forEach { effect in if let task = takeOut(effect, markedWith: key) { tasks.append(task) } }
      return tasks
    }

    /// Takes `effect` out of reach of its keys and hands over its task, to be cancelled;
    /// `key`, if given, no longer marks it already.
    mutating func takeOut(_ effect: RunningEffect, markedWith key: CancelKey?) -> Task<Void, Never>? {
      // In a restart the one key of the effect is `key`: nothing else to leave.
      if key == nil || effect.keys.others != nil {
        for other in effect.keys where other != key { remove(effect, from: other) }
      }
      effect.keys = SmallList()
      return effect.task.take()
    }

    /// Lists a started effect, reachable by its keys but `replacing`, which marks it already.
    mutating func record(
      _ effect: RunningEffect, task: Task<Void, Never>, replacing: CancelKey?,
      counting navigationEffects: borrowing Atomic<Int>
    ) {
      effect.task = task
      effect.position = effects.count
      effects.append(effect)
      // With `replacing`, a list of one key holds just that key: a restart's own.
      if replacing == nil || effect.keys.others != nil {
        for key in effect.keys where key != replacing { cancellables[key, default: SmallList()].append(effect) }
      }
      if !effect.path.isEmpty {
        navigationEffects.add(1, ordering: .relaxed)
        for component in effect.path { navigationComponents[component, default: 0] += 1 }
      }
    }

    /// Takes a finished effect off the list and out of reach of its keys.
    mutating func forget(_ effect: RunningEffect, counting navigationEffects: borrowing Atomic<Int>) {
      let last = effects.removeLast()
      if last !== effect {
        effects[effect.position] = last
        last.position = effect.position
      }
      effect.position = RunningEffect.finished
      if !effect.path.isEmpty {
        navigationEffects.subtract(1, ordering: .relaxed)
        for component in effect.path {
          if navigationComponents[component] == 1 {
            navigationComponents[component] = nil
          } else {
            navigationComponents[component]? -= 1
          }
        }
      }
      // Leaves its keys and drops its task, ending the cycle of the task holding this object.
      _ = takeOut(effect, markedWith: nil)
    }

    /// Removes `effect` from the effects marked with `key`, and the key when it was the last.
    mutating func remove(_ effect: RunningEffect, from key: CancelKey) {
      guard let index = cancellables.index(forKey: key) else { return }
      cancellables.values[index].removeAll { $0 === effect }
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

  /// Lists `effect`, started as `task`, unless its task has already ended; first cancels the
  /// effects marked with `replacing`, if any, in the same look at the registry.
  func register(_ effect: RunningEffect, task: Task<Void, Never>, replacing: CancelKey?) {
    let replaced = registry.withLock { registry in
      let hasFinished = effect.position == RunningEffect.finished
      var replaced = SmallList<Task<Void, Never>>()
      if let replacing { replaced = registry.replace(replacing, with: hasFinished ? nil : effect) }
      if !hasFinished {
        registry.record(effect, task: task, replacing: replacing, counting: navigationEffects)
      }
      return replaced
    }
    replaced.forEach { $0.cancel() }
  }

  /// Whether `effect` is still running (not finished; it may be cancelled).
  func contains(_ effect: RunningEffect) -> Bool {
    registry.withLock { _ in effect.position >= 0 }
  }

  /// Forgets a finished effect; called from the effect's own task, on any thread. An effect
  /// that ends before the store listed it is only marked, and never listed.
  func finished(_ effect: RunningEffect) {
    registry.withLock { registry in
      if effect.position >= 0 {
        registry.forget(effect, counting: navigationEffects)
      } else {
        effect.position = RunningEffect.finished
      }
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
      registry.effects.filter { $0.path.starts(with: prefix) }.compactMap { registry.takeOut($0, markedWith: nil) }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running effect.
  func cancelAll() {
    let tasks = registry.withLock { registry in registry.effects.compactMap { registry.takeOut($0, markedWith: nil) } }
    for task in tasks { task.cancel() }
  }

  /// The running effects, each with the count of reduced actions when it started.
  var list: [(id: Int, origin: Int)] {
    registry.withLock { registry in
      registry.effects.map { (id: $0.id, origin: $0.origin) }.sorted { $0.id < $1.id }
    }
  }

  /// How many ids have cancellable effects registered.
  var cancellableIDCount: Int { registry.withLock { $0.cancellables.count } }
}

/// One effect a store started, as its registry (``RunningEffects``) knows it.
///
/// Unchecked `Sendable`: the variable properties are read and written only under the
/// registry's lock; the constants are set before the effect's task starts.
@usableFromInline
class RunningEffect: @unchecked Sendable {
  /// The number the store gave the effect, in the order it started effects.
  let id: Int
  /// The navigation level it runs at.
  let path: [EffectID]
  /// How many actions the store had reduced when the effect started.
  let origin: Int
  /// The task, once listed; nil again when it is cancelled through the registry (which takes
  /// it out to cancel it) or has finished, which ends the cycle of the task holding its
  /// closure, which holds this object.
  var task: Task<Void, Never>?
  /// The cancellation ids that reach it; emptied when it is cancelled.
  var keys: SmallList<RunningEffects.CancelKey>
  /// Its index in the registry's list; `notListed` before, `finished` once its task has ended.
  var position = RunningEffect.notListed

  static let notListed = -1
  static let finished = -2

  init(id: Int, path: [EffectID], origin: Int, keys: consuming SmallList<RunningEffects.CancelKey>) {
    self.id = id
    self.path = path
    self.origin = origin
    self.keys = keys
  }
}
