import Foundation

/// One value as SQLite stores it: its five storage classes.
public enum DatabaseValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  /// The storage class name, for error messages.
  var typeName: String {
    switch self {
    case .null: "NULL"
    case .integer: "INTEGER"
    case .real: "REAL"
    case .text: "TEXT"
    case .blob: "BLOB"
    }
  }
}

/// A Swift type that can be bound to a statement parameter and read back from a column.
///
/// Conformers: `Int`, `Int64`, `Double`, `String`, `Data`, `Bool`, `Date` (REAL seconds since
/// 1970), `UUID` (TEXT), `DatabaseValue`, and `Optional` of any of them (nil is NULL).
public protocol DatabaseValueConvertible: Sendable {
  var databaseValue: DatabaseValue { get }
  /// Returns nil when the stored value cannot represent `Self` (for example NULL for `Int`).
  static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
}

extension DatabaseValue: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { self }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> DatabaseValue? { value }
}

extension Int: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .integer(Int64(self)) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
    if case .integer(let number) = value { return Int(exactly: number) }
    return nil
  }
}

extension Int64: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .integer(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
    if case .integer(let number) = value { return number }
    return nil
  }
}

extension Double: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .real(self) }
  /// Integers read as Double too: SQLite stores a REAL column's whole numbers as INTEGER.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
    switch value {
    case .real(let number): number
    case .integer(let number): Double(number)
    default: nil
    }
  }
}

extension String: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .text(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
    if case .text(let text) = value { return text }
    return nil
  }
}

extension Data: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .blob(self) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Data? {
    if case .blob(let data) = value { return data }
    return nil
  }
}

extension Bool: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
    if case .integer(let number) = value { return number != 0 }
    return nil
  }
}

extension Date: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .real(timeIntervalSince1970) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Date? {
    Double.fromDatabaseValue(value).map(Date.init(timeIntervalSince1970:))
  }
}

extension UUID: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { .text(uuidString) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> UUID? {
    if case .text(let text) = value { return UUID(uuidString: text) }
    return nil
  }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
  /// NULL reads as `.some(nil)`; a non-NULL value of the wrong type still fails.
  public static func fromDatabaseValue(_ value: DatabaseValue) -> Wrapped?? {
    if case .null = value { return .some(nil) }
    return Wrapped.fromDatabaseValue(value).map { .some($0) }
  }
}
