import ComposableArchitecture

extension StackElementID: SwiftLiteralConvertible {
  /// `1`: an id is written as its generation, as tests write `$0.path[id: 1]`.
  package func swiftLiteral() throws -> SwiftLiteral.Expression { .atom("\(generation)") }
}

extension StackState: IdentifiedElements {
  package var identifiedElements: [(id: AnyHashable, idValue: Any, element: Any)] {
    entries.map { (AnyHashable($0.id), $0.id, $0.element) }
  }

  package static var changesByID: Bool { true }
}

extension StackState: SwiftLiteralConvertible {
  /// `[.detail(…), .record(…)]` for screens with ids from 0 up, as an array literal numbers them.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    guard ids == ids.indices.map({ StackElementID(generation: $0) }) else {
      throw SwiftLiteral.Unwritable(typeName: ValueDump.typeName(of: self) + " with ids not counting from 0")
    }
    return .list(open: "[", items: try entries.map { (nil, try SwiftLiteral.expression(of: $0.element)) }, close: "]", breaks: true)
  }
}
