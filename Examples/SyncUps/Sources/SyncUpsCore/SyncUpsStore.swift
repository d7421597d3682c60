import ComposableCore

/// Where the list of sync-ups is kept between runs. The features see only the shared list;
/// its key (`.syncUps`) loads and saves through this client, which the program sets: SQLite
/// (`SyncUpsStorageLive`), or nothing for `--in-memory` and tests.
public struct SyncUpsStore: Sendable {
  /// Reads the saved list, in list order; nil when nothing was saved yet.
  public var load: @Sendable () throws -> IdentifiedArrayOf<SyncUp>?
  /// Replaces the saved list with `syncUps`, all or nothing.
  public var save: @Sendable (_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> Void

  /// A store from its two operations.
  public init(
    load: @escaping @Sendable () throws -> IdentifiedArrayOf<SyncUp>?,
    save: @escaping @Sendable (_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> Void
  ) {
    self.load = load
    self.save = save
  }
}

/// The shared list of sync-ups: `@Shared(.syncUps) var syncUps`. Saved after every
/// change through the `syncUpsStore` in force where the value was created; with none, it
/// lives in memory only.
public struct SyncUpsKey: SharedKey {
  private let store: SyncUpsStore?

  /// The key for the `syncUpsStore` dependency in force now.
  public init() {
    self.store = DependencyValues.current.syncUpsStore
  }

  public var id: SyncUpsKeyID { SyncUpsKeyID() }

  public func load() throws -> IdentifiedArrayOf<SyncUp>? {
    try store?.load()
  }

  public func save(_ value: IdentifiedArrayOf<SyncUp>) throws {
    try store?.save(value)
  }
}

/// There is one list of sync-ups per shared storage.
public struct SyncUpsKeyID: Hashable, Sendable, CustomStringConvertible {
  public var description: String { "syncUps" }
}

extension SharedKey where Self == SyncUpsKey.Default {
  /// The program's list of sync-ups, empty until one is added.
  public static var syncUps: Self { Self[SyncUpsKey(), default: []] }
}

extension DependencyValues {
  /// Where `.syncUps` is saved; nil keeps it in memory.
  public var syncUpsStore: SyncUpsStore? {
    get { self[SyncUpsStoreKey.self] }
    set { self[SyncUpsStoreKey.self] = newValue }
  }
}

private enum SyncUpsStoreKey: DependencyKey {
  static let liveValue: SyncUpsStore? = nil
  static let testValue: SyncUpsStore? = nil
}
