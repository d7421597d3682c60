import ComposableMacroExpansions
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler's entry into the macros: it starts this program and asks for expansions over
/// standard input and output. The swift-syntax package wraps this loop in a module the
/// toolchain does not ship (`SwiftCompilerPlugin`); it is these few lines.
@main
struct ComposableMacrosPlugin: PluginProvider {
  /// The macro a declaration names by its type.
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "CasePathableMacro": CasePathableMacro.self
    case "DependencyClientMacro": DependencyClientMacro.self
    case "ReducerCaseMarkerMacro": ReducerCaseMarkerMacro.self
    case "ReducerMacro": ReducerMacro.self
    default: throw UnknownMacro(typeName: typeName)
    }
  }

  /// This plugin runs as its own program and loads no libraries.
  var features: [PluginFeature] { [] }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {}

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    try CompilerPluginMessageListener(connection: connection, provider: Self()).main()
  }
}

/// A macro declaration names a type this plugin does not have.
struct UnknownMacro: Error, CustomStringConvertible {
  let typeName: String
  var description: String { "ComposableMacros has no macro named \(typeName)" }
}
