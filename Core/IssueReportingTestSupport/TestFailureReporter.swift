import IssueReporting
import Testing
import XCTest

/// Turns reported issues (misuse, unimplemented dependencies, failed TestStore expectations)
/// into failures of the running test, under Swift Testing or XCTest. Installed as the test
/// process loads (see IssueReportingTestSupportLoader), so a test imports nothing for it.
enum TestFailureReporter {
  static func report(_ issue: ReportedIssue) {
    let location = Testing.SourceLocation(
      fileID: issue.location.fileID, filePath: issue.location.filePath,
      line: issue.location.line, column: issue.location.column
    )
    if Test.current != nil, issue.kind == .skippedAssertion {
      withKnownIssue(isIntermittent: true) {
        Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
      }
    } else if Test.current != nil {
      Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
    } else if issue.kind == .skippedAssertion {
      print("\(issue.location): \(issue.message)")
    } else {
      XCTFail("\(issue.location): \(issue.message)")
    }
  }
}

/// Called once by the loader's constructor, before any test runs.
@_cdecl("issue_reporting_test_support_install")
public func installTestFailureReporter() {
  IssueReporters.setProcessReporter(TestFailureReporter.report)
  IssueReporters.setCurrentTestIdentifier {
    guard let test = Test.current, Test.Case.current?.isParameterized != true else { return nil }
    return "\(test.id)"
  }
}
