import Dependencies
import IdentifiedCollections
import Sharing
import Tagged

/// Where the list of sync-ups is kept between runs. The features see only the shared list;
/// its key (`.syncUps`) loads and saves through this client, which the program sets: SQLite
/// (`SyncUpsStorageLive`), or nothing for `--in-memory` and tests.
public struct SyncUpsStore: Sendable {
  /// Reads the saved list, in list order; nil when nothing was saved yet. A store may leave
  /// the meetings out (`areMeetingsLoaded` false) for `loadMeetings` to read when needed.
  public var load: @Sendable () throws -> IdentifiedArrayOf<SyncUp>?
  /// The saved meetings of one sync-up, newest first; empty for one never saved.
  public var loadMeetings: @Sendable (_ syncUpID: SyncUp.ID) throws -> IdentifiedArrayOf<Meeting>
  /// Replaces the saved list with `syncUps`, all or nothing; a sync-up whose meetings were
  /// not loaded keeps its stored ones.
  public var save: @Sendable (_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> Void

  /// A store from its operations; without `loadMeetings`, `load` must give every meeting.
  public init(
    load: @escaping @Sendable () throws -> IdentifiedArrayOf<SyncUp>?,
    loadMeetings: @escaping @Sendable (_ syncUpID: SyncUp.ID) throws -> IdentifiedArrayOf<Meeting> = { _ in [] },
    save: @escaping @Sendable (_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> Void
  ) {
    self.load = load
    self.loadMeetings = loadMeetings
    self.save = save
  }
}

extension Shared where Value == IdentifiedArrayOf<SyncUp> {
  /// Reads the meetings of the sync-up `id` through `store`, unless they are in the list
  /// already (or the sync-up is not); with no store there are none to read.
  public func loadMeetings(of id: SyncUp.ID, from store: SyncUpsStore?) throws {
    guard let syncUp = wrappedValue[id: id], !syncUp.areMeetingsLoaded else { return }
    let meetings = try store?.loadMeetings(id) ?? []
    withLock {
      $0[id: id]?.meetings = meetings
      $0[id: id]?.areMeetingsLoaded = true
    }
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
