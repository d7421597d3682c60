/// Proves a hand-written case path in a test: embedding each sample and extracting it gives
/// the sample back, and extracting from values of other cases gives nil. Each broken law is
/// reported as a test failure naming the path and the value.
///
/// `keyPath` names the `AllCasePaths` property itself, the code that can be wrong; composed
/// paths (`\.delegate.saved`, `\.path[id:]`) are made of such properties and need no proof.
///
/// ```swift
/// @Test func casePaths() {
///   checkCasePathLaws(\Parent.Action.AllCasePaths.counter,
///                     samples: [.incrementButtonTapped], otherCases: [.resetButtonTapped])
/// }
/// ```
public func checkCasePathLaws<Root: CasePathable & Equatable, Value>(
  _ keyPath: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>,
  samples: [Value],
  otherCases: [Root],
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  report(
    casePathLawViolations(keyPath, samples: samples, otherCases: otherCases),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Proves a case written as a type (``StaticCasePath``), as the other `checkCasePathLaws` does
/// an `AnyCasePath`.
public func checkCasePathLaws<Root: CasePathable & Equatable, Path: StaticCasePath>(
  _ keyPath: KeyPath<Root.AllCasePaths, Path>,
  samples: [Path.Value],
  otherCases: [Root],
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) where Path.Root == Root {
  report(
    casePathLawViolations(keyPath, samples: samples, otherCases: otherCases),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// The broken laws of a case path, as messages; empty when it is lawful.
public func casePathLawViolations<Root: CasePathable & Equatable, Value>(
  _ keyPath: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>,
  samples: [Value],
  otherCases: [Root]
) -> [String] {
  // Through the identity path, as `\.counter` would go, so the path is named as in messages.
  violations(of: AnyCasePath<Root, Root>.identity[dynamicMember: keyPath], samples: samples, otherCases: otherCases)
}

/// The broken laws of a case written as a type, as messages; empty when it is lawful.
public func casePathLawViolations<Root: CasePathable & Equatable, Path: StaticCasePath>(
  _ keyPath: KeyPath<Root.AllCasePaths, Path>,
  samples: [Path.Value],
  otherCases: [Root]
) -> [String] where Path.Root == Root {
  let path: AnyCasePath<Root, Path.Value> = AnyCasePath<Root, Root>.identity[dynamicMember: keyPath]
  return violations(of: path, samples: samples, otherCases: otherCases)
}

private func violations<Root: Equatable, Value>(
  of path: AnyCasePath<Root, Value>, samples: [Value], otherCases: [Root]
) -> [String] {
  let name = "\\\(Root.self).\(path.name)"
  var problems: [String] = []
  if samples.isEmpty { problems.append("\(name): no samples to check.") }
  for sample in samples {
    let embedded = path.embed(sample)
    guard let extracted = path.extract(from: embedded) else {
      problems.append("\(name): extracting from \(ValueDump.describe(embedded)), which it embedded, gave nil.")
      continue
    }
    if path.embed(extracted) != embedded {
      problems.append(
        "\(name): extracting from \(ValueDump.describe(embedded)) gave \(ValueDump.describe(extracted)), not the embedded value."
      )
    }
  }
  for other in otherCases where path.extract(from: other) != nil {
    problems.append("\(name): extracted a value from \(ValueDump.describe(other)), which is another case.")
  }
  return problems
}

/// Reports each broken law as a test failure at the caller's line.
private func report(_ problems: [String], at location: SourceLocation) {
  for problem in problems { reportIssue(problem, at: location) }
}
