import CustomDump

extension Tagged: CustomDumpRepresentable {
  /// A dump shows the raw value alone: an id reads `UUID(…)` in a failure message, as it
  /// would untagged.
  public var customDumpValue: Any { rawValue }
}
