#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
  /// Upper-case text, as `uuidString` spells it; formatted here because Foundation's
  /// `uuidString` and `UUID(uuidString:)` go through printf and scanf, slow in bulk.
  public var databaseValue: DatabaseValue { .text(UUIDText.format(self)) }
  public static func fromDatabaseValue(_ value: DatabaseValue) -> UUID? {
    if case .text(let text) = value { return UUIDText.parse(text) }
    return nil
  }
}

/// The 36-character text form of a UUID (8-4-4-4-12 hex digits).
enum UUIDText {
  private static let digits = Array("0123456789ABCDEF".utf8)

  /// Whether a dash comes before the byte at `index`.
  private static func hasDash(before index: Int) -> Bool {
    index == 4 || index == 6 || index == 8 || index == 10
  }

  static func format(_ id: UUID) -> String {
    withUnsafeBytes(of: id.uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { buffer in
        var position = 0
        for (index, byte) in bytes.enumerated() {
          if hasDash(before: index) {
            buffer[position] = UInt8(ascii: "-")
            position += 1
          }
          buffer[position] = digits[Int(byte >> 4)]
          buffer[position + 1] = digits[Int(byte & 0x0F)]
          position += 2
        }
        return position
      }
    }
  }

  /// Accepts either letter case; returns nil for anything but the 36-character form.
  static func parse(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8 { characters -> UUID? in
      guard characters.count == 36 else { return nil }
      var bytes = [UInt8](repeating: 0, count: 16)
      var position = 0
      for index in 0..<16 {
        if hasDash(before: index) {
          guard characters[position] == UInt8(ascii: "-") else { return nil }
          position += 1
        }
        guard let high = nibble(characters[position]), let low = nibble(characters[position + 1]) else { return nil }
        bytes[index] = high << 4 | low
        position += 2
      }
      return UUID(uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
  }

  private static func nibble(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
    default: nil
    }
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
