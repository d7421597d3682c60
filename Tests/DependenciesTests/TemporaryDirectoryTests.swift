import ComposableArchitecture
import Foundation
import Testing

/// `\.temporaryDirectory`: the system's when live, reported when a test leaves it unset.
struct TemporaryDirectoryTests {
  @Test func liveIsTheSystemsTemporaryDirectory() {
    let directory = withDependencies { $0.context = .live } operation: {
      @Dependency(\.temporaryDirectory) var temporaryDirectory
      return temporaryDirectory()
    }
    #expect(directory == FileManager.default.temporaryDirectory)
  }

  @Test func aTestSetsItsOwn() {
    let issues = IssueReporters.capture {
      withDependencies { $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp") } } operation: {
        @Dependency(\.temporaryDirectory) var temporaryDirectory
        #expect(temporaryDirectory().appendingPathComponent("a.m4a").path == "/tmp/a.m4a")
      }
    }
    #expect(issues.isEmpty)
  }

  @Test func unsetInATestItReports() {
    let issues = IssueReporters.capture {
      @Dependency(\.temporaryDirectory) var temporaryDirectory
      _ = temporaryDirectory()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("temporaryDirectory") == true)
  }
}
