import CaseStudies
import ComposableArchitecture
import StoreInspection

// How a session of the catalogue is written as a test: the studies' type-erased state and
// actions as the Swift that makes them. The program's, since only it writes tests.

extension CaseStudy: SwiftLiteralConvertible {
  /// `.named("counter")`: a study is one of the catalogue's.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    .atom(".named(\(SwiftLiteral.quoted(id)))")
  }
}

extension StudyAction: SwiftLiteralConvertible {
  /// `StudyAction(Counter.Action.incrementButtonTapped)`: the study's action with its type.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    .list(open: "StudyAction(", items: [(nil, .atom(try SwiftLiteral.typedSource(of: value)))], close: ")")
  }
}

extension StudyState: SwiftLiteralConvertible, CustomStateChange {
  /// Every field, the study's state with its type.
  package func swiftLiteral() throws -> SwiftLiteral.Expression {
    .list(
      open: "StudyState(",
      items: [
        ("id", .atom("\(id)")), ("study", try study.swiftLiteral()), ("value", .atom(try SwiftLiteral.typedSource(of: value))),
        ("isAboutExpanded", .atom("\(isAboutExpanded)")),
      ],
      close: ")", breaks: true
    )
  }

  /// The same study opened the same time: its state changed through `modify(State.self)`.
  package func changes(at path: String, to new: Any) throws -> [String]? {
    guard let new = new as? StudyState, new.id == id, new.study == study, type(of: new.value) == type(of: value) else { return nil }
    var statements: [String] = []
    if new.isAboutExpanded != isAboutExpanded { statements.append("\(path).isAboutExpanded = \(new.isAboutExpanded)") }
    let inner = try StateChangeSource.assignments(from: value, to: new.value)
    if !inner.isEmpty {
      statements += StateChangeSource.block("\(path).modify(\(ValueDump.typeName(of: value)).self) {", inner)
    }
    return statements
  }
}
