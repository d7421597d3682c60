/// Writes the change from one state to the next as the assignments a `TestStore` step asserts
/// it with, only what changed: `$0.todos[id: UUID(0)]?.description = "Milk"`. What tests
/// generated from a recorded session are written in.
package enum StateChangeSource {
  /// The statements that turn `old` into `new`, with `root` (`$0`) for the state itself.
  package static func assignments(from old: Any, to new: Any, root: String = "$0") throws -> [String] {
    try changes(at: root, from: old, to: new)
  }

  private static func changes(at path: String, from old: Any, to new: Any) throws -> [String] {
    if ValueDump.dump(old) == ValueDump.dump(new) { return [] }
    // Optionals first: a cast below would see through one to the value it wraps.
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    if oldMirror.displayStyle == .optional {
      guard let oldValue = oldMirror.children.first?.value, let newValue = newMirror.children.first?.value else {
        return try assignment(at: path, new)
      }
      return try changes(at: path + "?", from: oldValue, to: newValue)
    }
    if let oldElements = old as? IdentifiedElements, let newElements = new as? IdentifiedElements {
      return try changes(at: path, from: oldElements.identifiedElements, to: newElements.identifiedElements, whole: new)
    }
    if let custom = old as? CustomStateChange, let statements = try custom.changes(at: path, to: new) { return statements }
    if old is SwiftLiteralConvertible || type(of: old) != type(of: new) { return try assignment(at: path, new) }
    if let oldCustom = old as? CustomDumpRepresentable, let newCustom = new as? CustomDumpRepresentable {
      if oldCustom.dumpValue is LabelledItems { return try assignment(at: path, new) }
      return try changes(at: path, from: oldCustom.dumpValue, to: newCustom.dumpValue)
    }
    switch oldMirror.displayStyle {
    case .struct where !isScalar(old):
      let pairs = zip(oldMirror.children, newMirror.children).filter { ValueDump.dump($0.value) != ValueDump.dump($1.value) }
      // A changed identity is a different value, and its `id` is rarely settable.
      if pairs.contains(where: { $0.0.label == "id" }) { return try assignment(at: path, new) }
      var statements: [String] = []
      for (oldChild, newChild) in pairs {
        guard let label = oldChild.label else { return try assignment(at: path, new) }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        statements += try changes(at: "\(path).\(name)", from: oldChild.value, to: newChild.value)
      }
      return statements
    case .enum where old is any CasePathable:
      // The same case: its payload changed in place, through `modify`.
      guard let oldPayload = oldMirror.children.first, let newPayload = newMirror.children.first,
        let caseName = oldPayload.label, newPayload.label == caseName,
        Mirror(reflecting: oldPayload.value).displayStyle != .tuple
      else { return try assignment(at: path, new) }
      let inner = try changes(at: "$0", from: oldPayload.value, to: newPayload.value)
      return block("\(path).modify(\\.\(caseName)) {", inner)
    case .collection where oldMirror.children.count == newMirror.children.count:
      var statements: [String] = []
      for (index, (oldChild, newChild)) in zip(oldMirror.children, newMirror.children).enumerated() {
        statements += try changes(at: "\(path)[\(index)]", from: oldChild.value, to: newChild.value)
      }
      return statements
    default:
      return try assignment(at: path, new)
    }
  }

  /// An identified collection: elements changed in place by id, inserted ones inserted and
  /// removed ones removed when the others keep their order; otherwise the whole of it.
  private static func changes(
    at path: String, from old: [(id: AnyHashable, idValue: Any, element: Any)],
    to new: [(id: AnyHashable, idValue: Any, element: Any)], whole: Any
  ) throws -> [String] {
    let newIDs = Set(new.map(\.id))
    let oldIDs = Set(old.map(\.id))
    let kept = old.filter { newIDs.contains($0.id) }
    guard kept.map(\.id) == new.filter({ oldIDs.contains($0.id) }).map(\.id) else { return try assignment(at: path, whole) }
    var statements: [String] = []
    for removed in old where !newIDs.contains(removed.id) {
      statements.append("\(path).remove(id: \(try SwiftLiteral.source(of: removed.idValue)))")
    }
    for (index, inserted) in new.enumerated() where !oldIDs.contains(inserted.id) {
      statements.append("\(path).insert(\(try SwiftLiteral.source(of: inserted.element)), at: \(index))")
    }
    let oldByID = Dictionary(old.map { ($0.id, $0.element) }, uniquingKeysWith: { first, _ in first })
    for element in new {
      guard let before = oldByID[element.id] else { continue }
      let place = "\(path)[id: \(try SwiftLiteral.source(of: element.idValue))]?"
      statements += try changes(at: place, from: before, to: element.element)
    }
    return statements
  }

  private static func assignment(at path: String, _ value: Any) throws -> [String] {
    ["\(path) = \(try SwiftLiteral.source(of: value))"]
  }

  /// Whether `value` is written as one word (a UUID, a date), not field by field.
  private static func isScalar(_ value: Any) -> Bool {
    if case .atom? = try? SwiftLiteral.expression(of: value) { return true }
    return false
  }
}

/// A collection of identified elements, which a state change writes element by element.
package protocol IdentifiedElements {
  /// Each element with its id, in order: the id as a hashable and as itself.
  var identifiedElements: [(id: AnyHashable, idValue: Any, element: Any)] { get }
}

/// A value whose change a test writes its own way, such as a type-erased wrapper changed
/// through a method (`$0.open?.modify(Counter.State.self) { … }`).
package protocol CustomStateChange {
  /// The statements that turn this value into `new` at `path`; nil to assign the whole of it.
  func changes(at path: String, to new: Any) throws -> [String]?
}

extension StateChangeSource {
  /// `statements` inside a closure opened by `opening` (`path.modify(…) {`): on one line
  /// when one short statement, else a line each.
  package static func block(_ opening: String, _ statements: [String]) -> [String] {
    if statements.count == 1, !statements[0].contains("\n"),
      opening.count + statements[0].count + 3 <= SwiftLiteral.Expression.lineLimit
    {
      return ["\(opening) \(statements[0]) }"]
    }
    let body = statements.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "  " + $0 }
    return [([opening] + body + ["}"]).joined(separator: "\n")]
  }
}
