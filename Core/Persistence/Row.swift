/// One result row, copied out of SQLite so it outlives its statement and can cross tasks.
public struct Row: Sendable, Equatable {
  public let columnNames: [String]
  public let values: [DatabaseValue]

  public init(columnNames: [String], values: [DatabaseValue]) {
    self.columnNames = columnNames
    self.values = values
  }

  /// Column `index` (0-based) as `T`; throws when out of range or when the value does not fit `T`.
  public func column<T: DatabaseValueConvertible>(_ index: Int, as type: T.Type = T.self) throws -> T {
    guard values.indices.contains(index) else {
      throw DatabaseError(.misuse("column \(index) is out of range; the row has \(values.count) columns"))
    }
    guard let converted = T.fromDatabaseValue(values[index]) else {
      throw DatabaseError(
        .typeMismatch(column: index, expected: String(describing: T.self), found: values[index].typeName))
    }
    return converted
  }

  /// The first column called `name` as `T`; throws when there is none or the value does not fit.
  public func column<T: DatabaseValueConvertible>(named name: String, as type: T.Type = T.self) throws -> T {
    guard let index = columnNames.firstIndex(of: name) else {
      throw DatabaseError(.misuse("no column named \(name); the row has \(columnNames)"))
    }
    return try column(index, as: type)
  }
}
