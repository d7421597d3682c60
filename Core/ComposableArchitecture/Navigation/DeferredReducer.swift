/// A reducer built the first time an action reaches it, then kept. A presentation builds its
/// child this way, so a feature that presents itself is built only as deep as it is presented.
struct DeferredReducer<Base: Reducer>: Reducer {
  /// The recipe, and the reducer once made. Reducers are not `Sendable`, so one instance is
  /// only ever used from one isolation domain.
  private final class Storage {
    let build: () -> Base
    var built: Base?

    init(_ build: @escaping () -> Base) { self.build = build }
  }

  private let storage: Storage

  /// Keeps `build` for the first action.
  init(_ build: @escaping () -> Base) {
    storage = Storage(build)
  }

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let built = storage.built {
      return built.reduce(into: &state, action: action)
    }
    let built = storage.build()
    storage.built = built
    return built.reduce(into: &state, action: action)
  }
}
