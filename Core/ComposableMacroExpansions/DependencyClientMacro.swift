import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyClient` on a struct of closures: an initialiser that takes every endpoint, each
/// defaulting to one that reports "Unimplemented: 'Client.endpoint'" when called (so `Client()`
/// is the test value), and for an endpoint whose closure names its arguments
/// (`(_ id: Item.ID) async throws -> Item`), a method that takes them by label (`load(id:)`).
///
/// An unimplemented endpoint that throws reports and throws; one that returns nothing reports;
/// one with a default value (`= { .notDetermined }`) reports and answers with it. An endpoint
/// that returns a value without throwing needs that default, or it has nothing to answer.
public enum DependencyClientMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDeclaration = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(notAStruct.at(node))
      return []
    }
    let client = structDeclaration.name.text
    let access = structDeclaration.memberAccess
    var parameters: [String] = []
    var assignments: [String] = []
    var methods: [DeclSyntax] = []
    for endpoint in structDeclaration.endpoints {
      guard let unimplemented = unimplementedClosure(endpoint, client: client, in: context) else { return [] }
      parameters.append("\(endpoint.name): @escaping \(endpoint.typeText) = \(unimplemented)")
      assignments.append("self.\(endpoint.name) = \(endpoint.name)")
      if let method = labelledMethod(endpoint, access: access) { methods.append(method) }
    }
    let initializer: DeclSyntax = """
      \(raw: access)init(
        \(raw: parameters.joined(separator: ",\n  "))
      ) {
        \(raw: assignments.joined(separator: "\n  "))
      }
      """
    return [initializer] + methods
  }

  /// A closure of the endpoint's type that reports the call, then throws, returns nothing, or
  /// answers with the endpoint's default value.
  static func unimplementedClosure(
    _ endpoint: Endpoint, client: String, in context: some MacroExpansionContext
  ) -> String? {
    let arguments = (0..<endpoint.function.parameters.count).map { "argument\($0)" }
    let head = arguments.isEmpty ? "" : arguments.joined(separator: ", ") + " in "
    let report = "IssueReporting.reportIssue(\"Unimplemented: '\(client).\(endpoint.name)'\")"
    if let defaultValue = endpoint.defaultValue {
      // Typed as the endpoint, so a default that neither awaits nor throws is called with
      // `try await` without a warning.
      return """
        { \(head)
        \(report)
        let answer: \(endpoint.typeText) = \(defaultValue)
        return \(endpoint.function.callMarkers)answer(\(arguments.joined(separator: ", ")))
        }
        """
    }
    if endpoint.function.isThrowing {
      return "{ \(head)\n\(report)\nthrow DependenciesMacros.UnimplementedEndpoint(\"\(client).\(endpoint.name)\")\n}"
    }
    let returnType = endpoint.function.returnClause.type.trimmedDescription
    if ["Void", "()"].contains(returnType) {
      return "{ \(head)\(report) }"
    }
    context.diagnose(
      MacroDiagnostic(
        "endpointNeedsDefault",
        """
        '\(endpoint.name)' returns \(returnType) and cannot throw, so an unimplemented '\(endpoint.name)' \
        has nothing to answer. Give it a default value ('= { ... }'), or let it throw.
        """
      ).at(endpoint.binding)
    )
    return nil
  }

  /// `func load(id: Item.ID) async throws -> Item`, calling the closure, when its parameters have names.
  static func labelledMethod(_ endpoint: Endpoint, access: String) -> DeclSyntax? {
    let parameters = endpoint.function.parameters
    let names = parameters.map { $0.secondName?.text ?? $0.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text } }
    guard !parameters.isEmpty, names.allSatisfy({ $0 != nil }) else { return nil }
    let signature = zip(parameters, names).map { parameter, name in "\(name!): \(parameter.type.trimmedDescription)" }
    let function = endpoint.function
    let specifiers = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
    let returnType = endpoint.function.returnClause.type.trimmedDescription
    return """
      \(raw: access)func \(raw: endpoint.name)(\(raw: signature.joined(separator: ", ")))\(raw: specifiers) -> \(raw: returnType) {
        \(raw: function.callMarkers)self.\(raw: endpoint.name)(\(raw: names.map { $0! }.joined(separator: ", ")))
      }
      """
  }

  static let notAStruct = MacroDiagnostic(
    "notAStruct",
    "@DependencyClient applies to a struct whose properties are closures (the client's endpoints)."
  )
}

/// A closure property of a dependency client.
struct Endpoint {
  let name: String
  let typeText: String
  let function: FunctionTypeSyntax
  let defaultValue: String?
  let binding: PatternBindingSyntax
}

extension StructDeclSyntax {
  /// The stored `var`s whose type is a closure, in order.
  var endpoints: [Endpoint] {
    memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { variable in
        variable.bindingSpecifier.tokenKind == .keyword(.var) && !variable.isStatic
      }
      .flatMap(\.bindings)
      .compactMap { binding in
        guard binding.accessorBlock == nil,
          let name = binding.name,
          let type = binding.typeAnnotation?.type,
          let function = type.functionType
        else { return nil }
        return Endpoint(
          name: name, typeText: type.trimmedDescription, function: function,
          defaultValue: binding.initializer?.value.trimmedDescription, binding: binding
        )
      }
  }
}

extension FunctionTypeSyntax {
  /// Whether it is `async`.
  var isAsync: Bool { effectSpecifiers?.asyncSpecifier != nil }
  /// Whether it `throws`.
  var isThrowing: Bool { effectSpecifiers?.throwsClause != nil }
  /// What a call of this function is written with: `try await `, `try `, `await ` or nothing.
  var callMarkers: String { (isThrowing ? "try " : "") + (isAsync ? "await " : "") }
}

extension TypeSyntax {
  /// The function type inside attributes (`@Sendable`) and parentheses, if this is one.
  var functionType: FunctionTypeSyntax? {
    if let function = self.as(FunctionTypeSyntax.self) { return function }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.functionType }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
      return tuple.elements.first?.type.functionType
    }
    return nil
  }
}
