/// The state-change callbacks registered on a root store, called in the order they were added.
///
/// Not generic, so its code is compiled once, specialised, in this module: the store's generic
/// code calls `notify()` without looking up type metadata, and a list of callbacks in an array
/// costs one indirect call each, where a dictionary of them cost a hashed iteration.
@MainActor
@usableFromInline
final class StoreObservers {
  // Confined to the main actor, like the store, so the runtime exclusivity checks that a
  // class's stored properties get would only cost time here: nothing else can access them.
  @exclusivity(unchecked) private var entries: [(id: Int, onChange: @MainActor () -> Void)] = []
  private var nextID = 0

  @usableFromInline init() {}

  /// Whether no callback is registered.
  @usableFromInline var isEmpty: Bool { entries.isEmpty }

  /// Registers `onChange` and returns the id that removes it.
  func add(_ onChange: @escaping @MainActor () -> Void) -> Int {
    let id = nextID
    nextID += 1
    entries.append((id, onChange))
    return id
  }

  /// Removes a callback; ids are increasing, so it is found by binary search. While the
  /// callbacks are being called, it is only replaced by one that does nothing, so the positions
  /// `notify` walks stay put; the list is compacted when `notify` is done.
  func remove(id: Int) {
    var low = 0, high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].id == id else { return }
    if isNotifying {
      entries[low].onChange = {}
      removedWhileNotifying.append(id)
    } else {
      entries.remove(at: low)
    }
  }

  @exclusivity(unchecked) @usableFromInline var isNotifying = false
  private var removedWhileNotifying: [Int] = []

  /// Calls every callback registered when it starts, in order. It walks the list by position
  /// rather than copying it (a copy costs a retain and a release per call): callbacks added
  /// meanwhile are appended after that count, and removed ones are blanked, not moved.
  @usableFromInline func notify() {
    if isNotifying {
      // An observer made the store notify again; the outer walk is still going.
      for entry in entries { entry.onChange() }
      return
    }
    isNotifying = true
    let count = entries.count
    var index = 0
    while index < count {
      let onChange = entries[index].onChange
      onChange()
      index += 1
    }
    isNotifying = false
    if !removedWhileNotifying.isEmpty {
      let removed = removedWhileNotifying
      removedWhileNotifying = []
      for id in removed { remove(id: id) }
    }
  }

  /// True while ``notifyUnconditionally()`` runs: scoped stores that call their observers only
  /// when their state compares unequal call them anyway.
  @usableFromInline static var isUnconditional = false

  /// Calls every callback, including those of scoped stores whose state compares equal: for a
  /// change the stores cannot see by comparing, such as one made outside an action to a value
  /// that several stores share by reference.
  func notifyUnconditionally() {
    let wasUnconditional = Self.isUnconditional
    Self.isUnconditional = true
    defer { Self.isUnconditional = wasUnconditional }
    notify()
  }
}
