import ComposableArchitecture
import StoreInspection

extension CaseStudy {
  /// The study with the short name `id`, as a test names it: `.named("counter")`.
  public static func named(_ id: String) -> CaseStudy {
    guard let study = all.first(where: { $0.id == id }) else { preconditionFailure("no case study is named \(id)") }
    return study
  }
}

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

extension StudyState {
  /// A study's state as a test writes it: opened the `id`-th time, in `value`.
  public init(id: Int, study: CaseStudy, value: any Sendable, isAboutExpanded: Bool = false) {
    self.init(id: id, study: study)
    self.value = value
    self.isAboutExpanded = isAboutExpanded
  }
}
