import ComposableArchitecture

extension BindingAction: SwiftLiteralConvertible {
  /// `.set(\.field, value)`, as a test sends it.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    guard var path = SwiftLiteral.keyPathSource(keyPath, root: Root.self) else {
      throw SwiftLiteral.Unwritable(typeName: "\(keyPath)")
    }
    // A path through an identified array's `[id:]` prints no argument: the element set
    // carries it.
    if let computed = path.firstRange(of: ".<computed "), path.hasSuffix(">"), let element = value as? any Identifiable {
      path = path[..<computed.lowerBound] + "[id: \(try SwiftLiteral.source(of: element.id))]"
    }
    guard !path.contains("<computed") else { throw SwiftLiteral.Unwritable(typeName: "key path \(keyPath)") }
    return .list(open: ".set(", items: [(nil, .atom(path)), (nil, try SwiftLiteral.expression(of: value))], close: ")")
  }
}
