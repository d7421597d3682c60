/// Keeps a root store's runtime alive for as long as a store of its tree is used, and is what
/// its running effects and observations point to weakly.
///
/// Why a second object: the first weak reference to an object moves its reference count to a
/// side table, and from then on every retain and release of that object takes a slower path.
/// `send` retains the runtime, so if effects pointed to it weakly, every send after the first
/// `.run` would pay that. They point to this owner instead, which no send touches. The stores
/// hold the owner strongly, the owner holds the runtime, and when the last store lets go the
/// owner cancels the running effects, as the runtime would when it goes away.
@MainActor
@usableFromInline
final class StoreRootOwner<State, Action> {
  @usableFromInline let root: StoreRoot<State, Action>

  @usableFromInline
  init(_ root: StoreRoot<State, Action>) {
    self.root = root
    root.owner = self
  }

  isolated deinit {
    root.cancelAllEffects()
  }
}

/// The owner of a root store's runtime, as the stores of its tree hold it without knowing its
/// types; a store collection observes the root through it, unfiltered, as a scoped parent
/// that compares its state would compare the whole list.
@MainActor
@usableFromInline
protocol RootObserving: AnyObject {
  func observeRoot(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation
}

extension StoreRootOwner: RootObserving {
  @usableFromInline func observeRoot(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    root.observe(onChange)
  }
}
