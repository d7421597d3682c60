import Tagged

extension Tagged: SwiftLiteralConvertible {
  /// `.init(UUID(0))`: the context names the tag (`SyncUp(id: .init(UUID(0)))`), so a test
  /// written from a session needs no import of its own for it.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    .list(open: ".init(", items: [(nil, try SwiftLiteral.expression(of: rawValue))], close: ")")
  }
}
