import Tagged

extension Tagged: DatabaseValueConvertible where RawValue: DatabaseValueConvertible {
  /// Stored as the raw value: a tagged id is the same column as the UUID it wraps.
  public var databaseValue: DatabaseValue { rawValue.databaseValue }

  public static func fromDatabaseValue(_ value: DatabaseValue) -> Self? {
    RawValue.fromDatabaseValue(value).map { Self(rawValue: $0) }
  }
}
