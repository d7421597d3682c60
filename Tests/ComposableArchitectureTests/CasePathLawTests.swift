import ComposableArchitecture
import Testing

/// A hand-written action enum of the shape features use, with one case of each kind.
private enum Action: Equatable, CasePathable {
  case child(ChildAction)
  case refresh
  case rename(first: String, last: String)
  case setCount(Int)
  case setLimit(Int)

  enum ChildAction: Equatable { case tapped }

  struct AllCasePaths: Sendable {
    let child = AnyCasePath(embed: Action.child) { if case let .child(a) = $0 { a } else { nil } }
    let refresh = AnyCasePath(Action.refresh)
    let rename = AnyCasePath<Action, (first: String, last: String)>(
      embed: { .rename(first: $0.first, last: $0.last) }
    ) { if case let .rename(first, last) = $0 { (first, last) } else { nil } }
    let setCount = AnyCasePath(embed: Action.setCount) { if case let .setCount(n) = $0 { n } else { nil } }
    /// Copy-pasted wrong on purpose: embeds into `setLimit` but extracts from `setCount`.
    let brokenSetLimit = AnyCasePath(embed: Action.setLimit) { if case let .setCount(n) = $0 { n } else { nil } }
    /// Wrong the other way: extracts from every case. Written the long way, as a computed
    /// property, which is still a case path.
    var greedyRefresh: AnyCasePath<Action, Void> {
      AnyCasePath(embed: { .refresh }, extract: { _ in () })
    }
  }
  static let allCasePaths = AllCasePaths()
}

struct CasePathLawTests {
  @Test func handWrittenPathsAreLawful() {
    checkCasePathLaws(\Action.AllCasePaths.child, samples: [.tapped], otherCases: [.refresh, .setCount(1)])
    checkCasePathLaws(\Action.AllCasePaths.refresh, samples: [()], otherCases: [.child(.tapped), .setLimit(1)])
    checkCasePathLaws(\Action.AllCasePaths.setCount, samples: [0, -1, 42], otherCases: [.refresh, .setLimit(3)])
    checkCasePathLaws(\Action.AllCasePaths.rename, samples: [(first: "Blob", last: "Jr")], otherCases: [.refresh])
    let rename = \Action.AllCasePaths.rename
    #expect(casePathLawViolations(rename, samples: [], otherCases: [.refresh]) == ["\\Action.rename: no samples to check."])
  }

  @Test func wrongEmbedIsCaught() {
    let path = \Action.AllCasePaths.brokenSetLimit
    #expect(casePathLawViolations(path, samples: [7], otherCases: [.refresh, .setCount(2)]) == [
      "\\Action.brokenSetLimit: extracting from .setLimit(7), which it embedded, gave nil.",
      "\\Action.brokenSetLimit: extracted a value from .setCount(2), which is another case.",
    ])
  }

  @Test func greedyExtractIsCaught() {
    let path = \Action.AllCasePaths.greedyRefresh
    #expect(casePathLawViolations(path, samples: [()], otherCases: [.setCount(1), .child(.tapped)]) == [
      "\\Action.greedyRefresh: extracted a value from .setCount(1), which is another case.",
      "\\Action.greedyRefresh: extracted a value from .child(.tapped), which is another case.",
    ])
  }

  @Test func checkReportsViolationsAsIssues() {
    let issues = IssueReporters.capture {
      checkCasePathLaws(\Action.AllCasePaths.brokenSetLimit, samples: [1], otherCases: [])
    }
    #expect(issues.count == 1)
    #expect(issues.first?.location.fileID == "ComposableArchitectureTests/CasePathLawTests.swift")
  }

  @Test func violationsNameThePathReadably() {
    let violations = casePathLawViolations(\Action.AllCasePaths.brokenSetLimit, samples: [7], otherCases: [])
    #expect(violations.count == 1)
    #expect(violations.first?.hasPrefix("\\Action.brokenSetLimit: ") == true)
    #expect(violations.first?.contains("<computed") == false)
  }

  @Test func libraryActionPathsAreLawful() {
    checkCasePathLaws(\PresentationAction<Int>.AllCasePaths.dismiss, samples: [()], otherCases: [.presented(1)])
    checkCasePathLaws(\PresentationAction<Int>.AllCasePaths.presented, samples: [1, 2], otherCases: [.dismiss])
    checkCasePathLaws(\StackAction<String, Int>.AllCasePaths.popFrom, samples: [0, 3], otherCases: [.push(id: 0, state: "a"), .element(id: 0, action: 1)])
    checkCasePathLaws(\Optional<Int>.AllCasePaths.some, samples: [0, 5], otherCases: [nil])
    checkCasePathLaws(\StackAction<String, Int>.AllCasePaths.element, samples: [(id: 1, action: 2)], otherCases: [.popFrom(id: 1), .push(id: 1, state: "a")])
    checkCasePathLaws(\StackAction<String, Int>.AllCasePaths.push, samples: [(id: 2, state: "b")], otherCases: [.popFrom(id: 2), .element(id: 2, action: 1)])
    checkCasePathLaws(\IdentifiedAction<Int, Int>.AllCasePaths.element, samples: [(id: 3, action: 4)], otherCases: [])
  }

  @Test func tuplePayloadPathsRoundTrip() {
    let rename = Action.casePath(\.rename)
    let embedded = rename.embed((first: "Blob", last: "Jr"))
    #expect(embedded == .rename(first: "Blob", last: "Jr"))
    #expect(rename.extract(from: embedded)?.last == "Jr")
    let element = StackAction<String, Int>.casePath(\.element)
    #expect(element.extract(from: .element(id: 2, action: 9))?.action == 9)
    #expect(element.extract(from: .popFrom(id: 2)) == nil)
    let identified = IdentifiedAction<Int, Int>.casePath(\.element)
    #expect(identified.embed((id: 1, action: 2)) == .element(id: 1, action: 2))
  }

  @Test func appendingComposesPaths() {
    let child = Action.casePath(\.child)
    let tapped = AnyCasePath<Action.ChildAction, Void>(embed: { .tapped }, extract: { _ in () })
    let path = child.appending(path: tapped)
    #expect(path.embed(()) == .child(.tapped))
    #expect(path.extract(from: .child(.tapped)) != nil)
    #expect(path.extract(from: .refresh) == nil)
  }

  @Test func caseSubscriptAndIs() {
    let action = Action.setCount(3)
    #expect(action[case: \.setCount] == 3)
    #expect(action[case: \.child] == nil)
    #expect(action.is(\.setCount))
    #expect(!action.is(\.refresh))
  }
}
