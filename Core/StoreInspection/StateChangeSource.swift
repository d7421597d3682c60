import ComposableArchitecture
/// Writes the change from one state to the next as the assignments a `TestStore` step asserts
/// it with, only what changed: `$0.todos[id: UUID(0)]?.description = "Milk"`. What tests
/// generated from a recorded session are written in.
///
/// Copies of a state hold the same shared references, so each side is read through the
/// snapshot of its shared values (see `ActionLog`); a shared value's change is written as
/// a test asserts it, `$0.$syncUps.withLock { … }`.
package enum StateChangeSource {
  /// The statements that turn `old` into `new`, with `root` (`$0`) for the state itself;
  /// shared values read as `oldShared` and `newShared` hold them (nil: as they are now).
  package static func assignments(
    from old: Any, to new: Any, root: String = "$0", oldShared: SharedSnapshot? = nil, newShared: SharedSnapshot? = nil
  ) throws -> [String] {
    try Sides(old: oldShared, new: newShared).changes(at: root, from: old, to: new)
  }

  /// The snapshots each side's shared values are read through, and the shared values whose
  /// change is written already.
  private final class Sides {
    let old: SharedSnapshot?
    let new: SharedSnapshot?
    /// A change written through one reference to a shared value shows through every other
    /// reference to it (a child's `$syncUp` and the list's `$syncUps`): it is written once.
    var changedShared: Set<ObjectIdentifier> = []

    init(old: SharedSnapshot?, new: SharedSnapshot?) {
      self.old = old
      self.new = new
    }

    func readingOld<Result>(_ body: () throws -> Result) rethrows -> Result {
      try SharedReading.reading(old, operation: body)
    }

    func readingNew<Result>(_ body: () throws -> Result) rethrows -> Result {
      try SharedReading.reading(new, operation: body)
    }

    func isUnchanged(_ old: Any, _ new: Any) -> Bool {
      readingOld { ValueDump.dump(old) } == readingNew { ValueDump.dump(new) }
    }

    /// `differs`: the caller has compared the two already and found them different, so they
    /// are not dumped again at this level.
    func changes(at path: String, from old: Any, to new: Any, differs: Bool = false) throws -> [String] {
      if !differs, isUnchanged(old, new) { return [] }
      // Optionals first: a cast below would see through one to the value it wraps.
      let oldMirror = Mirror(reflecting: old)
      let newMirror = Mirror(reflecting: new)
      if oldMirror.displayStyle == .optional {
        guard let oldValue = oldMirror.children.first?.value, let newValue = newMirror.children.first?.value else {
          return try assignment(at: path, new)
        }
        // A value replaced whole is assigned to the optional, not through it.
        return try changes(at: path + "?", from: oldValue, to: newValue, differs: true).map { statement in
          statement.hasPrefix(path + "? = ") ? path + statement.dropFirst(path.count + 1) : statement
        }
      }
      if let oldElements = old as? IdentifiedElements, let newElements = new as? IdentifiedElements {
        return try changes(
          at: path, from: oldElements.identifiedElements, to: newElements.identifiedElements, whole: new,
          byID: type(of: oldElements).changesByID
        )
      }
      if let custom = old as? CustomStateChange, let statements = try custom.changes(at: path, to: new) { return statements }
      if let holder = old as? SharedReferenceHolder, let oldCustom = old as? CustomDumpRepresentable,
        let newCustom = new as? CustomDumpRepresentable
      {
        guard changedShared.insert(ObjectIdentifier(holder.sharedRoot)).inserted else { return [] }
        // The values themselves, each as its side had it, changed through the reference.
        let oldValue = readingOld { oldCustom.customDumpValue }
        let newValue = readingNew { newCustom.customDumpValue }
        var inner = try Sides(old: nil, new: nil).changes(at: "$0", from: oldValue, to: newValue)
        // One `insert` alone would be the closure's result, which `withLock` returns.
        if inner.count == 1, inner[0].hasPrefix("$0.") || inner[0].hasPrefix("$0["), !inner[0].contains(" = ") {
          inner[0] = "_ = " + inner[0]
        }
        return StateChangeSource.block("\(Self.sharedReference(at: path)).withLock {", inner)
      }
      if old is SwiftLiteralConvertible || type(of: old) != type(of: new) { return try assignment(at: path, new) }
      if let oldCustom = old as? CustomDumpRepresentable, let newCustom = new as? CustomDumpRepresentable {
        if oldCustom.customDumpValue is LabelledItems { return try assignment(at: path, new) }
        return try changes(at: path, from: oldCustom.customDumpValue, to: newCustom.customDumpValue, differs: true)
      }
      switch oldMirror.displayStyle {
      // A UUID or a date is written as one word, not field by field.
      case .struct where SwiftLiteral.scalar(old) == nil:
        let pairs = zip(oldMirror.children, newMirror.children).filter { !isUnchanged($0.value, $1.value) }
        // A changed identity is a different value, and its `id` is rarely settable.
        if pairs.contains(where: { $0.0.label == "id" }) { return try assignment(at: path, new) }
        var statements: [String] = []
        for (oldChild, newChild) in pairs {
          guard let label = oldChild.label else { return try assignment(at: path, new) }
          let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
          statements += try changes(at: "\(path).\(name)", from: oldChild.value, to: newChild.value, differs: true)
        }
        return statements
      case .enum where old is any CasePathable:
        // The same case: its payload changed in place, through `modify`.
        guard let oldPayload = oldMirror.children.first, let newPayload = newMirror.children.first,
          let caseName = oldPayload.label, newPayload.label == caseName,
          Mirror(reflecting: oldPayload.value).displayStyle != .tuple
        else { return try assignment(at: path, new) }
        let inner = try changes(at: "$0", from: oldPayload.value, to: newPayload.value, differs: true)
        return StateChangeSource.block("\(path).modify(\\.\(caseName)) {", inner)
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
    private func changes(
      at path: String, from old: [(id: AnyHashable, idValue: Any, element: Any)],
      to new: [(id: AnyHashable, idValue: Any, element: Any)], whole: Any, byID: Bool
    ) throws -> [String] {
      let newIDs = Set(new.map(\.id))
      let oldIDs = Set(old.map(\.id))
      let kept = old.filter { newIDs.contains($0.id) }
      guard kept.map(\.id) == new.filter({ oldIDs.contains($0.id) }).map(\.id) else { return try assignment(at: path, whole) }
      var statements: [String] = []
      if byID {
        // Popping one pops those above it.
        if let removed = old.first(where: { !newIDs.contains($0.id) }) {
          statements.append("\(path)[id: \(try SwiftLiteral.source(of: removed.idValue))] = nil")
        }
      } else {
        for removed in old where !newIDs.contains(removed.id) {
          statements.append("\(path).remove(id: \(try SwiftLiteral.source(of: removed.idValue)))")
        }
      }
      for (index, inserted) in new.enumerated() where !oldIDs.contains(inserted.id) {
        let element = try readingNew { try SwiftLiteral.source(of: inserted.element) }
        let id = try SwiftLiteral.source(of: inserted.idValue)
        statements.append(byID ? "\(path)[id: \(id)] = \(element)" : "\(path).insert(\(element), at: \(index))")
      }
      let oldByID = Dictionary(old.map { ($0.id, $0.element) }, uniquingKeysWith: { first, _ in first })
      for element in new {
        guard let before = oldByID[element.id] else { continue }
        let place = "\(path)[id: \(try SwiftLiteral.source(of: element.idValue))]?"
        statements += try changes(at: place, from: before, to: element.element)
      }
      return statements
    }

    private func assignment(at path: String, _ value: Any) throws -> [String] {
      ["\(path) = \(try readingNew { try SwiftLiteral.source(of: value) })"]
    }

    /// `$0.a.$b` for the shared value at `$0.a.b`.
    private static func sharedReference(at path: String) -> String {
      guard let dot = path.lastIndex(of: ".") else { return path }
      return path[...dot] + "$" + path[path.index(after: dot)...]
    }
  }
}

/// A collection of identified elements, which a state change writes element by element.
package protocol IdentifiedElements {
  /// Each element with its id, in order: the id as a hashable and as itself.
  var identifiedElements: [(id: AnyHashable, idValue: Any, element: Any)] { get }
  /// Whether elements come and go by id (`$0.path[id: 1] = …`, `= nil` pops it and those
  /// above), as a navigation stack's do; else by `insert(_:at:)` and `remove(id:)`.
  static var changesByID: Bool { get }
}

extension IdentifiedElements {
  package static var changesByID: Bool { false }
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
