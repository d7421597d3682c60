import ComposableCore
import Testing
import XCTest

/// Turns issues reported by the core (misuse, unimplemented dependencies, failed TestStore
/// expectations) into failures of the running test, under Swift Testing or XCTest.
public enum TestFailureReporter {
  /// Installs the reporter for the whole test process. `TestStore` and `TestClock` call it;
  /// call it yourself in a test that uses neither but should fail on reported issues.
  public static func install() {
    _ = installation
  }

  private static let installation: Void = {
    IssueReporting.setProcessReporter { issue in
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
  }()
}
