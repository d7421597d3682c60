import SwiftDiagnostics
import SwiftSyntax

/// A compile-time error from one of the macros, with a message that says what to change.
struct MacroDiagnostic: DiagnosticMessage, Error {
  let message: String
  let diagnosticID: MessageID
  var severity: DiagnosticSeverity { .error }

  init(_ id: String, _ message: String) {
    self.message = message
    self.diagnosticID = MessageID(domain: "ComposableMacros", id: id)
  }

  /// This error, reported at `node`.
  func at(_ node: some SyntaxProtocol) -> Diagnostic { Diagnostic(node: Syntax(node), message: self) }
}
