import ComposableArchitecture
import StoreInspection

extension TextFieldState: SwiftLiteralConvertible {
  /// `TextFieldState("text", cursor: 4)`: its fields are set only by editing.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    .atom("TextFieldState(\(SwiftLiteral.quoted(text)), cursor: \(cursor))")
  }
}
