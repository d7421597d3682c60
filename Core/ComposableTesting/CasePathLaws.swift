import ComposableCore

/// Proves a hand-written case path in a test: embedding each sample and extracting it gives
/// the sample back, and extracting from values of other cases gives nil. Each broken law is
/// reported as a test failure naming the path and the value.
///
/// ```swift
/// @Test func actionCasePaths() {
///   checkCasePathLaws(\Counter.Action.AllCasePaths.child, samples: [.incrementButtonTapped],
///                     otherCases: [.refresh])
/// }
/// ```
public func checkCasePathLaws<Root: CasePathable & Equatable, Value>(
  _ keyPath: CaseKeyPath<Root, Value>,
  samples: [Value],
  otherCases: [Root],
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  TestFailureReporter.install()
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for problem in casePathLawViolations(keyPath, samples: samples, otherCases: otherCases) {
    reportIssue(problem, at: location)
  }
}

/// The broken laws of a case path, as messages; empty when it is lawful.
public func casePathLawViolations<Root: CasePathable & Equatable, Value>(
  _ keyPath: CaseKeyPath<Root, Value>,
  samples: [Value],
  otherCases: [Root]
) -> [String] {
  let path = Root.casePath(keyPath)
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
