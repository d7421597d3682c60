import IssueReporting

extension Reducer {
  /// Prints each action and the diff of the state it caused, for debugging:
  ///
  /// ```text
  /// received action:
  ///   .incrementButtonTapped
  ///   Counter.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  /// Without `output`, the lines go to standard error.
  public func printChanges(to output: (@Sendable (String) -> Void)? = nil) -> ChangePrinter<Self> {
    ChangePrinter(base: self, output: output ?? { writeToStandardError($0 + "\n") })
  }
}

extension Reducer {
  /// ``printChanges(to:)`` under the reference's name: each action and the diff of the state
  /// it caused, on standard error.
  public func _printChanges() -> ChangePrinter<Self> {
    printChanges()
  }
}

/// The reducer made by ``Reducer/printChanges(to:)``.
public struct ChangePrinter<Base: Reducer>: Reducer {
  let base: Base
  let output: @Sendable (String) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Dumped before the action: a copy of the state would read its shared values' new values.
    let oldLines = ValueDump.lines(of: state)
    let effect = base.reduce(into: &state, action: action)
    var lines = ["received action:", "  " + describe(action)]
    if let diff = TextDiff.lines(oldLines, ValueDump.lines(of: state)) {
      lines.append(diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))
    } else {
      lines.append("  (No state changes)")
    }
    output(lines.joined(separator: "\n"))
    return effect
  }
}
