import Foundation
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

import ComposableMacroExpansions

/// The macros by the names code writes, with the conformances their declarations list.
private let macros: [String: MacroSpec] = [
  "CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: ["CasePathable"]),
  "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseMarkerMacro.self),
  "ReducerCaseIgnored": MacroSpec(type: ReducerCaseMarkerMacro.self),
]

/// `source` with every macro expanded, as the compiler would (two-space indents), without the
/// blank lines a removed attribute leaves at either end, and the messages of the errors the
/// macros reported.
func expand(_ source: String) -> (source: String, errors: [String]) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "Feature", fullFilePath: "Feature.swift")]
  )
  let expanded = file.expand(
    macroSpecs: macros, contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) },
    indentationWidth: .spaces(2)
  )
  let text = expanded.description.trimmingCharacters(in: .whitespacesAndNewlines)
  return (text, context.diagnostics.map(\.message))
}
