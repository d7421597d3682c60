import Synchronization

/// A shared reference seen without its value's type: what stores and test stores need to
/// watch it and to keep its value aside.
@usableFromInline
package protocol AnySharedReference: AnyObject, Sendable {
  /// The current root value.
  var anyValue: any Sendable { get }
  /// Sets the root value to `value`, one this reference had, and saves it as any change.
  func restore(_ value: any Sendable)
  /// What the storage last had to say: load and save failures, a load running.
  var status: SharedStatus { get }
  /// Reads the value again through its key and returns why it could not; nothing for values
  /// kept in memory.
  @discardableResult func reload() -> (any Error)?
  /// Reads the value again on a thread of its own, `isLoading` meanwhile.
  func load() async throws
  /// Writes the value now and returns why it could not be written.
  func saveNow() -> (any Error)?
  /// Saves now a change still waiting for its save delay.
  func flushPendingSave()
  /// Tells `watcher` about every later change, until it is removed or released.
  func addWatcher(_ watcher: any SharedReferenceWatcher)
  func removeWatcher(_ watcher: any SharedReferenceWatcher)
}

/// Told after a shared value changed, from whatever thread changed it: a store redraws, a test
/// store keeps the value from before the change to assert against.
@usableFromInline
package protocol SharedReferenceWatcher: AnyObject, Sendable {
  /// `oldValue` is the root value before the change (the same value when only the status
  /// changed: a failure, a load starting or ending).
  func sharedReference(_ reference: any AnySharedReference, didChangeFrom oldValue: any Sendable)
}

/// A value that holds a shared value, found in a state by ``SharedReferences/find(in:)``.
package protocol SharedReferenceHolder {
  var sharedRoot: any AnySharedReference { get }
}

/// Finds the shared references held in a state, which is how a store knows what to watch.
package enum SharedReferences {
  /// Counts references created and parts derived: a state can only hold a shared value it did
  /// not hold before after this changed (or when a value made earlier is sent in an action).
  private static let generation = Atomic<Int>(0)

  package static var currentGeneration: Int { generation.load(ordering: .relaxed) }

  package static func noteNewReference() {
    generation.add(1, ordering: .relaxed)
  }

  /// The root references of every `Shared` in `value`, walking it with `Mirror`: struct and
  /// class fields, enum payloads, optionals, collections. Each class instance is visited once;
  /// values and collections of types that cannot hold one (`SharedFreeTypes`) are skipped.
  package static func find(in value: Any) -> [ObjectIdentifier: any AnySharedReference] {
    var found: [ObjectIdentifier: any AnySharedReference] = [:]
    var visited: Set<ObjectIdentifier> = []
    collect(value, into: &found, visited: &visited)
    return found
  }

  private static func collect(
    _ value: Any, into found: inout [ObjectIdentifier: any AnySharedReference], visited: inout Set<ObjectIdentifier>
  ) {
    if let holder = value as? any SharedReferenceHolder {
      let root = holder.sharedRoot
      found[ObjectIdentifier(root)] = root
      return
    }
    if SharedFreeTypes.contains(type(of: value)) || SharedFreeTypes.containsElements(of: value) { return }
    var mirror: Mirror? = Mirror(reflecting: value)
    if mirror?.displayStyle == .class {
      guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    while let current = mirror {
      for child in current.children { collect(child.value, into: &found, visited: &visited) }
      mirror = current.superclassMirror
    }
  }
}

/// The shared references a store's state holds, each reporting its changes to `watcher` when
/// there is one (a store with observers; a test store only needs the list).
///
/// ``update(from:)`` walks the state only when a reference was created or a part derived
/// since the last walk, so a store pays nothing per action while no shared value is made.
@usableFromInline
package final class HeldSharedReferences {
  private let watcher: (any SharedReferenceWatcher)?
  private var held: [ObjectIdentifier: any AnySharedReference] = [:]
  private var walkedGeneration: Int?

  package init(watcher: (any SharedReferenceWatcher)?) {
    self.watcher = watcher
  }

  /// The references found by the last walk.
  package var references: some Collection<any AnySharedReference> { held.values }

  /// Whether no shared reference was made or dropped since the last walk, so `update` would
  /// return at once: checking it first saves boxing the state as `Any` after every batch.
  @usableFromInline package var isUpToDate: Bool { SharedReferences.currentGeneration == walkedGeneration }

  /// Finds the references `state` holds now; the watcher watches them and no longer those
  /// the state dropped.
  package func update(from state: Any) {
    let generation = SharedReferences.currentGeneration
    guard generation != walkedGeneration else { return }
    walkedGeneration = generation
    let found = SharedReferences.find(in: state)
    if let watcher {
      for (id, reference) in found where held[id] == nil { reference.addWatcher(watcher) }
      for (id, reference) in held where found[id] == nil { reference.removeWatcher(watcher) }
    }
    held = found
  }

  deinit {
    guard let watcher else { return }
    for reference in held.values { reference.removeWatcher(watcher) }
  }
}
