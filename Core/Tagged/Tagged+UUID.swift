#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Tagged where RawValue == UUID {
  /// A new random id, as `UUID()` makes: `SyncUp.ID()`.
  public init() {
    self.init(UUID())
  }

  /// The id a UUID's text spells (`"DEADBEEF-…"`), or nil when it spells none.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(uuid)
  }
}
