/// The state-change callbacks registered on a root store, called in the order they were added.
///
/// Not generic, so its code is compiled once, specialised, in this module: the store's generic
/// code calls `notify()` without looking up type metadata, and a list of callbacks in an array
/// costs one indirect call each, where a dictionary of them cost a hashed iteration.
@MainActor
@usableFromInline
final class StoreObservers {
  /// One registered callback. `isRemoved` is set when it is removed while callbacks are being
  /// called: it is skipped from then on and released once the calls are done.
  @MainActor
  final class Entry {
    let id: Int
    let onChange: @MainActor () -> Void
    var isRemoved = false

    init(id: Int, onChange: @escaping @MainActor () -> Void) {
      self.id = id
      self.onChange = onChange
    }

    /// A method, so the callback is called through `self`, which the caller guarantees alive,
    /// without a retain of its context.
    func callUnlessRemoved() {
      if !isRemoved { onChange() }
    }
  }

  /// The callbacks in the order they were added, each retained once by this list (hence
  /// `Unmanaged`), and released only by ``remove(id:)`` or when the calls in progress are done.
  ///
  /// Why not plain references: calling a closure loaded from a mutable array retains and
  /// releases it around the call, in case the call removes it, and that pair cost as much as
  /// the rest of an observed send. Here an entry is never released while `notify` runs, so
  /// `notify` calls it through a guaranteed reference without retaining it. Confined to the
  /// main actor, like the store, so the runtime exclusivity checks are only a cost here.
  @exclusivity(unchecked) private var entries: [Unmanaged<Entry>] = []
  private var nextID = 0
  /// How many `notify` calls are in progress (an observer can make the store notify again).
  @exclusivity(unchecked) private var notifyDepth = 0
  private var removedWhileNotifying = false

  @usableFromInline init() {}

  isolated deinit {
    for entry in entries { entry.release() }
  }

  /// Whether no callback is registered.
  @usableFromInline var isEmpty: Bool { entries.isEmpty }

  /// Whether callbacks are being called now.
  var isNotifying: Bool { notifyDepth > 0 }

  /// Registers `onChange` and returns the id that removes it.
  func add(_ onChange: @escaping @MainActor () -> Void) -> Int {
    let id = nextID
    nextID += 1
    entries.append(.passRetained(Entry(id: id, onChange: onChange)))
    return id
  }

  /// Removes a callback; ids are increasing, so it is found by binary search. While callbacks
  /// are being called it is only marked removed, so the positions `notify` walks stay put and
  /// nothing it may be calling is released; the list is compacted when the calls are done.
  func remove(id: Int) {
    var low = 0, high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].takeUnretainedValue().id < id { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count else { return }
    let entry = entries[low].takeUnretainedValue()
    guard entry.id == id, !entry.isRemoved else { return }
    if notifyDepth > 0 {
      entry.isRemoved = true
      removedWhileNotifying = true
    } else {
      entries.remove(at: low).release()
    }
  }

  /// Calls every callback registered when it starts, in order. Callbacks added meanwhile are
  /// appended after that count; removed ones are skipped.
  @usableFromInline func notify() {
    notifyDepth += 1
    let count = entries.count
    var index = 0
    while index < count {
      // The entry stays retained by `entries` until the calls are done (see `entries`), and an
      // append that moves the array's storage moves the reference without releasing it.
      withGuaranteed(entries[index]) { $0.callUnlessRemoved() }
      index += 1
    }
    notifyDepth -= 1
    if notifyDepth == 0, removedWhileNotifying {
      removedWhileNotifying = false
      entries.removeAll { entry in
        guard entry.takeUnretainedValue().isRemoved else { return false }
        entry.release()
        return true
      }
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

/// Calls `body` with the object `reference` points to, without retaining it: the caller
/// guarantees it stays alive meanwhile. A function of this module, so the closure it takes is
/// checked at compile time to run on the caller's actor, and carries no run-time check.
@inline(__always)
private func withGuaranteed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
