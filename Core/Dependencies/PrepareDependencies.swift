import Synchronization

extension DependencyValues {
  /// The values set by ``prepareDependencies(_:)``, which every `DependencyValues()` starts from.
  static let prepared = Mutex<[ObjectIdentifier: any Sendable]>([:])
}

/// Sets dependencies for the whole program, once, at its start and before its first store:
/// `prepareDependencies { $0.defaultDatabase = database }` in `main.swift`. Every later read,
/// in any task, starts from these values; stores, effects and tests override on top of them.
/// A test changes dependencies with `withDependencies` or its store's, which stay its own.
public func prepareDependencies(_ update: (inout DependencyValues) throws -> Void) rethrows {
  var values = DependencyValues.current
  try values.prepare(update)
  let storage = values.storage
  DependencyValues.prepared.withLock { $0 = storage }
}
