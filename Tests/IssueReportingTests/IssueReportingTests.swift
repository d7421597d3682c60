import IssueReporting
import Testing

@Suite struct IssueReportingTests {
  @Test func aCapturedIssueCarriesItsMessageAndTheCallersLocation() {
    let issues = IssueReporters.capture {
      reportIssue("Unimplemented: 'Client.fetch'")
    }
    #expect(issues.map(\.message) == ["Unimplemented: 'Client.fetch'"])
    #expect(issues.first?.location.fileID == "IssueReportingTests/IssueReportingTests.swift")
    #expect(issues.first?.location.line == 7)
    #expect(issues.first?.kind == .failure)
  }

  @Test func anIssueGoesToTheInnermostCapture() {
    var inner: [ReportedIssue] = []
    let outer = IssueReporters.capture {
      reportIssue("outer")
      inner = IssueReporters.capture { reportIssue("inner") }
    }
    #expect(outer.map(\.message) == ["outer"])
    #expect(inner.map(\.message) == ["inner"])
  }

  @Test func anAsyncCaptureSeesIssuesOfChildTasks() async {
    let issues = await IssueReporters.capture {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("from a child task") }
      }
    }
    #expect(issues.map(\.message) == ["from a child task"])
  }

  @Test func aLocationGivenWinsOverTheCallers() {
    let location = IssueReporting.SourceLocation(fileID: "Feature/Feature.swift", filePath: "/Feature.swift", line: 12, column: 3)
    let issues = IssueReporters.capture { reportIssue("misuse", at: location) }
    #expect(issues.first?.location == location)
    #expect(issues.first?.description == "Feature/Feature.swift:12: misuse")
  }
}

/// What IssueReportingTestSupport, which every test target here links, tells of the running test.
@Suite struct CurrentTestTests {
  @Test func aTestHasAnID() {
    let id = IssueReporters.currentTestID
    #expect(id != nil)
    #expect(IssueReporters.currentTestID == id)
  }

  @Test(arguments: [1, 2]) func theCasesOfAParameterizedTestCannotBeToldApart(_ value: Int) {
    #expect(IssueReporters.currentTestID == nil)
  }

  @Test func aDetachedTaskKnowsNoTest() async {
    let id = await Task.detached { IssueReporters.currentTestID }.value
    #expect(id == nil)
  }
}
