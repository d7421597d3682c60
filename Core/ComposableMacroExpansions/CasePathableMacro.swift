import SwiftSyntax
import SwiftSyntaxMacros

/// `@CasePathable`: a case key path for every case of an enum (`\.child`, `\.tap`,
/// `\.child.delegate.saved`), from an `AllCasePaths` struct with one property a case, and the
/// enum's conformance to `CasePathable`.
///
/// A case without payload has a `Void` path, one with a single value (labelled or not) a
/// path to that value, one with several a path to a tuple of them, with their labels.
public enum CasePathableMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDeclaration = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(notAnEnum.at(node))
      return []
    }
    return members(of: enumDeclaration)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): CasePaths.CasePathable {}")]
  }

  /// `AllCasePaths` and `allCasePaths` for an enum. The properties are computed, so an enum
  /// nested in a generic type works too, and a path is made only when a key path asks for it.
  static func members(of enumDeclaration: EnumDeclSyntax) -> [DeclSyntax] {
    let access = enumDeclaration.memberAccess
    let root = enumDeclaration.name.text
    let properties = enumDeclaration.cases.map { enumCase in
      """
        \(access)var \(enumCase.name): CasePaths.AnyCasePath<\(root), \(enumCase.valueType)> {
          CasePaths.AnyCasePath(
            embed: \(embedding(enumCase, in: root)),
            extract: \(extraction(enumCase))
          )
        }
      """
    }
    // A `binding` case makes the enum's paths those of a `BindableAction`, which
    // `BindingReducer` finds in generic code.
    let isBindable = enumDeclaration.cases.contains { $0.name == "binding" && $0.valueType.hasPrefix("BindingAction<") }
    let conformance = isBindable ? "ComposableArchitecture.BindableCasePaths" : "Sendable"
    return [
      """
      \(raw: access)struct AllCasePaths: \(raw: conformance) {
      \(raw: properties.joined(separator: "\n"))
      }
      """,
      "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }

  /// A closure that builds the case from its payload.
  static func embedding(_ enumCase: EnumCase, in root: String) -> String {
    let name = enumCase.name
    switch enumCase.parameters.count {
    case 0:
      return "{ _ in \(root).\(name) }"
    case 1:
      let label = enumCase.parameters[0].label.map { "\($0): " } ?? ""
      return "{ \(root).\(name)(\(label)$0) }"
    default:
      let arguments = enumCase.parameters.enumerated().map { index, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "$0.\(index)"
      }
      return "{ \(root).\(name)(\(arguments.joined(separator: ", "))) }"
    }
  }

  /// A closure that returns the payload when the value is in the case.
  static func extraction(_ enumCase: EnumCase) -> String {
    let name = enumCase.name
    switch enumCase.parameters.count {
    case 0:
      return "{ if case .\(name) = $0 { () } else { nil } }"
    case 1:
      return "{ if case let .\(name)(value) = $0 { value } else { nil } }"
    default:
      let values = enumCase.parameters.indices.map { "value\($0)" }
      let tuple = zip(enumCase.parameters, values).map { parameter, value in
        (parameter.label.map { "\($0): " } ?? "") + value
      }
      return "{ if case let .\(name)(\(values.joined(separator: ", "))) = $0 { (\(tuple.joined(separator: ", "))) } else { nil } }"
    }
  }

  static let notAnEnum = MacroDiagnostic(
    "notAnEnum",
    "@CasePathable applies to an enum: it gives each case a key path. Remove it from this declaration, or make it an enum."
  )
}
