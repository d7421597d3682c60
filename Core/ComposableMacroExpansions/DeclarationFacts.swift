import SwiftSyntax

/// One case of an enum, as the macros read it.
struct EnumCase {
  /// The case's name as written (with backticks if it has them).
  let name: String
  /// Its associated values: label (nil when unlabelled) and type, as written.
  let parameters: [(label: String?, type: String)]
  /// The names of the attributes on its `case` declaration (`ReducerCaseIgnored`, ...).
  let attributes: [String]
  let node: EnumCaseElementSyntax

  /// Whether its `case` declaration carries the attribute `name` (see ``attribute(_:names:)``).
  func hasAttribute(_ name: String) -> Bool {
    attributes.contains { attribute($0, names: name) }
  }

  /// The payload as one type: `Void`, the single value's type, or a tuple of them.
  var valueType: String {
    switch parameters.count {
    case 0: "Void"
    case 1: parameters[0].type
    default: "(" + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
    }
  }
}

extension EnumDeclSyntax {
  /// Every case of the enum, in order; cases inside `#if` blocks are not read.
  var cases: [EnumCase] {
    memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { declaration in
      let attributes = declaration.attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      }
      return declaration.elements.map { element in
        EnumCase(
          name: element.name.text,
          parameters: (element.parameterClause?.parameters ?? []).map { parameter in
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            return (label, parameter.type.trimmedDescription)
          },
          attributes: attributes,
          node: element
        )
      }
    }
  }
}

extension DeclGroupSyntax {
  /// `public `, `package ` or nothing: the access level members made for this type should
  /// have, so that they are as visible as the type.
  var memberAccess: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// Whether a nested type or member of this name is declared in the body.
  func declaresMember(named name: String) -> Bool {
    memberBlock.members.contains { member in
      if let type = member.decl.as(StructDeclSyntax.self) { return type.name.text == name }
      if let type = member.decl.as(EnumDeclSyntax.self) { return type.name.text == name }
      if let alias = member.decl.as(TypeAliasDeclSyntax.self) { return alias.name.text == name }
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.contains { $0.name == name }
      }
      return false
    }
  }
}

extension WithAttributesSyntax {
  /// Whether an attribute of this name is written (see ``attribute(_:names:)``).
  func hasAttribute(_ name: String) -> Bool {
    attributes.contains { element in
      guard let written = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
      return attribute(written, names: name)
    }
  }
}

/// Whether an attribute as written names `name`: as it is, qualified by its module
/// (`CasePaths.CasePathable`), or with generic arguments (`ReducerBuilder<State, Action>`).
func attribute(_ written: String, names name: String) -> Bool {
  let bare = written.prefix { $0 != "<" }
  return bare == name || bare.hasSuffix(".\(name)")
}

extension VariableDeclSyntax {
  /// Whether it is declared `static`.
  var isStatic: Bool { modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
}

extension PatternBindingSyntax {
  /// The name it binds, when it binds one plain name.
  var name: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
}
