/// The effects a root store is running: their tasks, the cancellation ids they were started
/// with, and the navigation levels they belong to.
///
/// Why a class of its own, not generic: this bookkeeping does not depend on the store's state
/// or action types. Kept in the generic store, its dictionaries ran as unspecialised generic
/// code that looked up type metadata on every start, cancel and finish; here it is compiled
/// once, for concrete types.
@MainActor
@usableFromInline
final class RunningEffects {
  struct Entry {
    let task: Task<Void, Never>
    let path: [EffectID]
    /// How many actions the store had reduced when the effect started.
    let origin: Int
    var keys: [CancelKey] = []
  }

  /// A cancellation id at a navigation level: a child's ids are its own.
  struct CancelKey: Hashable {
    let path: [EffectID]
    let id: EffectID
  }

  private var entries: [Int: Entry] = [:]
  private var nextID = 0
  private var cancellables: [CancelKey: [Int]] = [:]
  /// How many running effects belong to a child feature (started under a navigation path).
  /// While there are some, navigation reducers check that their children are still there.
  @usableFromInline @exclusivity(unchecked) var navigationEffectCount = 0
  /// The navigation components in the paths of running effects, each with its count.
  private(set) var navigationComponents: [EffectID: Int] = [:]

  @usableFromInline init() {}

  /// A new effect id, made before its task so the task can say when it is done.
  func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Records a started effect.
  func register(_ task: Task<Void, Never>, id: Int, path: [EffectID], origin: Int) {
    entries[id] = Entry(task: task, path: path, origin: origin)
    if !path.isEmpty {
      navigationEffectCount += 1
      for component in path { navigationComponents[component, default: 0] += 1 }
    }
  }

  /// Whether the effect with `id` is still running (not finished; it may be cancelled).
  func contains(_ id: Int) -> Bool { entries[id] != nil }

  /// The task of a running effect.
  func task(_ id: Int) -> Task<Void, Never>? { entries[id]?.task }

  /// Marks the running effects `ids` cancellable with `key`.
  func add(_ key: CancelKey, to ids: [Int]) {
    for id in ids where entries[id] != nil {
      entries[id]?.keys.append(key)
      cancellables[key, default: []].append(id)
    }
  }

  /// Forgets a finished effect.
  func finished(_ id: Int) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    if !entry.path.isEmpty {
      navigationEffectCount -= 1
      for component in entry.path {
        if navigationComponents[component] == 1 {
          navigationComponents[component] = nil
        } else {
          navigationComponents[component]? -= 1
        }
      }
    }
    forgetKeys(of: entry, id: id)
  }

  /// Cancels the effects marked with `key`.
  func cancel(_ key: CancelKey) {
    guard let ids = cancellables[key] else { return }
    for id in ids { cancel(effect: id) }
  }

  /// Cancels the effects marked with `id` at `path` and below it.
  func cancel(id: EffectID, path: [EffectID]) {
    for key in cancellables.keys.filter({ $0.id == id && $0.path.starts(with: path) }) { cancel(key) }
  }

  /// Cancels the effects started at `prefix` or below it.
  func cancelNavigation(_ prefix: [EffectID]) {
    for (id, entry) in entries where entry.path.starts(with: prefix) { cancel(effect: id) }
  }

  /// Cancels every running effect.
  func cancelAll() {
    for id in entries.keys { cancel(effect: id) }
  }

  /// Cancels one effect: its task is told, and its ids no longer reach it. It stays running
  /// until its task ends.
  func cancel(effect id: Int) {
    guard let index = entries.index(forKey: id) else { return }
    let entry = entries.values[index]
    entry.task.cancel()
    forgetKeys(of: entry, id: id)
    entries.values[index].keys = []
  }

  private func forgetKeys(of entry: Entry, id: Int) {
    for key in entry.keys { Self.remove(id, from: &cancellables[key]) }
  }

  /// Removes `id` in place, and the whole list when it was the last: one lookup of its key.
  private static func remove(_ id: Int, from ids: inout [Int]?) {
    ids?.removeAll { $0 == id }
    if ids?.isEmpty == true { ids = nil }
  }

  /// The running effects, each with the count of reduced actions when it started.
  var list: [(id: Int, origin: Int)] {
    entries.map { (id: $0.key, origin: $0.value.origin) }.sorted { $0.id < $1.id }
  }

  /// How many ids have cancellable effects registered.
  var cancellableIDCount: Int { cancellables.count }
}
