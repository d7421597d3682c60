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
}
