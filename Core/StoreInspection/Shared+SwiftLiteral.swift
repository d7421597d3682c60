import ComposableArchitecture

extension Shared: SwiftLiteralConvertible {
  /// `Shared(value: …)`: a reference of its own holding the value, equal to the one a state
  /// held, as a test writes a child state made from a shared value.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    .list(open: "Shared(value: ", items: [(nil, try SwiftLiteral.expression(of: wrappedValue))], close: ")")
  }
}
