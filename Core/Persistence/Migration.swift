/// One step of a database's schema. A program lists its steps in order, forever appending and
/// never editing: step N brings a database from schema version N-1 to N (`PRAGMA user_version`).
public struct Migration: Sendable {
  public let name: String
  let apply: @Sendable (Connection) throws -> Void

  /// A step that runs SQL text, which may hold several statements.
  public init(_ name: String, sql: String) {
    self.name = name
    self.apply = { try $0.execute(sql) }
  }

  /// A step that needs code, for example to move data between tables.
  public init(_ name: String, apply: @escaping @Sendable (Connection) throws -> Void) {
    self.name = name
    self.apply = apply
  }
}
