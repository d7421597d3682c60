import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, its `Action` (and an enum `State`) become case-pathable and the
/// struct conforms to `Reducer`; on an enum of features, the enum's `State` and `Action` enums
/// and its `body` are written from its cases, and it conforms to `CaseReducer`.
///
/// In an enum, `case edit(SyncUpForm)` is a feature: state `edit(SyncUpForm.State)`, action
/// `edit(SyncUpForm.Action)`, and the body runs `SyncUpForm()` on that case. An
/// `AlertState<A>` or `ConfirmationDialogState<A>` case is ephemeral: its state is the alert,
/// its action `A`, and it has no logic. `@ReducerCaseIgnored` cases, and cases without a
/// payload, are state alone.
public enum ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if declaration.is(StructDeclSyntax.self) { return [] }
    guard let enumDeclaration = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(notAStructOrEnum.at(node))
      return []
    }
    return caseReducerMembers(of: enumDeclaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    // An enum's own static `body` (a root that switches between its cases) gets the builder
    // as a struct's `body` does.
    if declaration.is(EnumDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self), variable.isStatic,
      variable.bindings.contains(where: { $0.name == "body" }), !variable.hasAttribute("ReducerBuilder")
    {
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    // The builder of `body`, which a protocol requirement gives only to a conformance written
    // on the type itself, not to the one this macro adds in an extension.
    if let variable = member.as(VariableDeclSyntax.self), !variable.isStatic,
      variable.bindings.contains(where: { $0.name == "body" }), !variable.hasAttribute("ReducerBuilder")
    {
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard let nested = member.as(EnumDeclSyntax.self),
      ["State", "Action"].contains(nested.name.text), !nested.hasAttribute("CasePathable"),
      !nested.declaresMember(named: "AllCasePaths")
    else { return [] }
    var attributes: [AttributeSyntax] = ["@CasePaths.CasePathable"]
    if nested.name.text == "State", !nested.hasAttribute("dynamicMemberLookup") {
      attributes.append("@dynamicMemberLookup")
    }
    return attributes
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let missing = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
    if declaration.is(StructDeclSyntax.self), missing.contains("Reducer") {
      return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.Reducer {}")]
    }
    if declaration.is(EnumDeclSyntax.self), missing.contains("CaseReducer") {
      // Both protocols are named: with `Reducer` among the macro's conformances, the
      // compiler counts on the expansion to declare it too.
      return [
        try ExtensionDeclSyntax(
          """
          extension \(type.trimmed): ComposableArchitecture.Reducer, ComposableArchitecture.CaseReducer {}
          """
        )
      ]
    }
    return []
  }

  /// What an enum's case becomes: a child feature, an alert or dialog, or plain state.
  enum CaseRole {
    case feature(type: String)
    case ephemeral(state: String, action: String)
    case stateOnly
  }

  static func role(of enumCase: EnumCase, in context: some MacroExpansionContext) -> CaseRole? {
    if enumCase.hasAttribute("ReducerCaseIgnored") || enumCase.parameters.isEmpty {
      return .stateOnly
    }
    guard enumCase.parameters.count == 1 else {
      context.diagnose(
        MacroDiagnostic(
          "caseHoldsSeveralValues",
          """
          '\(enumCase.name)' holds \(enumCase.parameters.count) values, but a case of a @Reducer enum holds one \
          feature, as in 'case edit(SyncUpForm)'. Make it hold one type, or mark it @ReducerCaseIgnored \
          if it is plain state without logic.
          """
        ).at(enumCase.node)
      )
      return nil
    }
    let type = enumCase.parameters[0].type
    if let action = presentedAction(type) { return .ephemeral(state: type, action: action) }
    if enumCase.hasAttribute("ReducerCaseEphemeral") {
      return .ephemeral(state: type, action: "\(type).Action")
    }
    return .feature(type: type)
  }

  /// The action type of an `AlertState<A>` or `ConfirmationDialogState<A>`, else nil.
  static func presentedAction(_ type: String) -> String? {
    guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
    let generic = type[..<open].split(separator: ".").last ?? ""
    guard generic == "AlertState" || generic == "ConfirmationDialogState" else { return nil }
    return String(type[type.index(after: open)..<type.index(before: type.endIndex)])
  }

  static func caseReducerMembers(of enumDeclaration: EnumDeclSyntax, in context: some MacroExpansionContext) -> [DeclSyntax] {
    let access = enumDeclaration.memberAccess
    var stateCases: [String] = []
    var actionCases: [String] = []
    var scopes: [String] = []
    for enumCase in enumDeclaration.cases {
      guard let role = role(of: enumCase, in: context) else { return [] }
      let name = enumCase.name
      switch role {
      case let .feature(type):
        stateCases.append("case \(name)(\(type).State)")
        actionCases.append("case \(name)(\(type).Action)")
        scopes.append("    .ifCaseLet(\\.\(name), action: \\.\(name)) { \(type)() }")
      case let .ephemeral(state, action):
        stateCases.append("case \(name)(\(state))")
        actionCases.append("case \(name)(\(action))")
      case .stateOnly:
        stateCases.append("case \(enumCase.node.trimmedDescription)")
      }
    }
    let typeName = enumDeclaration.name.text
    // A `State` or `Action` the enum writes itself (an `Action` with a case of its own, as the
    // reference's 2.0 form allows) is kept, and none is written for it.
    let state: DeclSyntax = """
      @CasePaths.CasePathable @dynamicMemberLookup
      \(raw: access)enum State: ComposableArchitecture.CaseReducerState {
        \(raw: access)typealias StateReducer = \(raw: typeName)
        \(raw: stateCases.joined(separator: "\n  "))
      }
      """
    let action: DeclSyntax = """
      @CasePaths.CasePathable
      \(raw: access)enum Action {
        \(raw: actionCases.joined(separator: "\n  "))
      }
      """
    return (enumDeclaration.declaresMember(named: "State") ? [] : [state])
      + (enumDeclaration.declaresMember(named: "Action") ? [] : [action])
      // An enum that writes its own `body` (a root switching between its cases) runs the
      // cases' features there itself.
      + (enumDeclaration.declaresMember(named: "body") ? [] : [
        """
        \(raw: access)static var body: ComposableArchitecture.Reduce<State, Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<State, Action>()
        \(raw: scopes.joined(separator: "\n"))
          )
        }
        """,
      ])
  }

  static let notAStructOrEnum = MacroDiagnostic(
    "notAStructOrEnum",
    """
    @Reducer applies to a struct (a feature with State, Action and a body) or an enum whose cases \
    are features (a destination or a stack's Path). Make this declaration one of those.
    """
  )
}

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral`: marks read by `@Reducer` on an enum's
/// cases; they add nothing themselves.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
