import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where in the source a problem was caused, so a reported issue points at the user's code.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var fileID: String
  public var filePath: String
  public var line: Int
  public var column: Int

  /// Captures the caller's location when used as a default argument.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public var description: String { "\(fileID):\(line)" }
}

/// A problem found at run time: a misuse of the library (an action for a child that is not
/// there) or, in tests, a failed expectation.
public struct ReportedIssue: Sendable, CustomStringConvertible {
  /// How serious an issue is.
  public enum Kind: Sendable, Equatable {
    /// A failure: misuse, or an expectation that does not hold.
    case failure
    /// Information only: what a non-exhaustive test store did not check, when it was asked to
    /// show it. Tests record these as known issues, which do not fail the test.
    case skippedAssertion
  }

  public var message: String
  public var location: SourceLocation
  public var kind: Kind = .failure
  public var description: String { "\(location): \(message)" }
}

/// Routes reported issues. In a program they are printed to standard error; in a test process
/// IssueReportingTestSupport turns them into test failures; a test can capture them to assert on.
public enum IssueReporters {
  /// A destination for issues.
  public typealias Reporter = @Sendable (ReportedIssue) -> Void

  /// The reporter of the current task, held in a class: a task-local whose value is a
  /// function crashes in optimised builds with Swift 6.3.1 (see `DismissEffect.Presenter`).
  final class TaskReporter: Sendable {
    let report: Reporter
    init(_ report: @escaping Reporter) { self.report = report }
  }

  @TaskLocal static var taskReporter: TaskReporter?
  private static let processReporter = Mutex<Reporter?>(nil)

  /// Replaces the process-wide reporter (IssueReportingTestSupport does this to fail tests).
  public static func setProcessReporter(_ reporter: @escaping Reporter) {
    processReporter.withLock { $0 = reporter }
  }

  /// What a process does with an issue when nobody installed a reporter: a program prints it.
  /// A test process whose test target does not link IssueReportingTestSupport would pass
  /// every test that should fail, so it stops there and says how to fix it.
  private static func reportWithoutReporter(_ issue: ReportedIssue) {
    if isTestProcess {
      writeToStandardError(
        """
        IssueReporting: an issue was reported in a test process that cannot fail the test:
          \(issue.location): \(issue.message)
        Add "IssueReportingTestSupport" to the dependencies of this test target in Package.swift
        (.product(name: "IssueReportingTestSupport", package: ...)); it needs no import.

        """
      )
      abort()
    }
    writeToStandardError("[IssueReporting] \(issue.location): \(issue.message)\n")
  }


  /// Whether Swift Testing or XCTest is loaded in this process (looked up by symbol, so that
  /// nothing here links them).
  private static let isTestProcess: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    // `Test.current`'s getter and `XCTFail`, by their mangled names.
    let symbols: [String] = ["$s7Testing4TestV7currentACSgvgZ", "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"]
    return symbols.contains { dlsym(handle, $0) != nil }
  }()

  private static let testIdentifier = Mutex<(@Sendable () -> String?)?>(nil)

  /// Sets how to tell the running test (IssueReportingTestSupport does this).
  public static func setCurrentTestIdentifier(_ identify: @escaping @Sendable () -> String?) {
    testIdentifier.withLock { $0 = identify }
  }

  /// The id of the Swift Testing test running in this task, for values kept per test (shared
  /// storage); nil outside such a test, in a case of a parameterized test (whose cases run in
  /// parallel and cannot be told apart), and in programs.
  public static var currentTestID: String? {
    testIdentifier.withLock { $0 }?()
  }

  /// Reports an issue to the reporter in force for the current task.
  public static func report(_ message: String, at location: SourceLocation, kind: ReportedIssue.Kind = .failure) {
    let issue = ReportedIssue(message: message, location: location, kind: kind)
    if let reporter = taskReporter {
      reporter.report(issue)
    } else if let reporter = processReporter.withLock({ $0 }) {
      reporter(issue)
    } else {
      reportWithoutReporter(issue)
    }
  }

  /// Runs `operation` and returns the issues it reported instead of reporting them; tests use it
  /// to assert that misuse is diagnosed with the right message.
  public static func capture(
    _ operation: () async throws -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> [ReportedIssue] {
    let issues = Mutex<[ReportedIssue]>([])
    try await $taskReporter.withValue(TaskReporter { issue in issues.withLock { $0.append(issue) } }) {
      try await operation()
    }
    return issues.withLock { $0 }
  }

  /// The synchronous form of ``capture(_:isolation:)``.
  public static func capture(_ operation: () throws -> Void) rethrows -> [ReportedIssue] {
    let issues = Mutex<[ReportedIssue]>([])
    try $taskReporter.withValue(TaskReporter { issue in issues.withLock { $0.append(issue) } }) {
      try operation()
    }
    return issues.withLock { $0 }
  }
}

/// Reports an issue at `location`, or at the caller when none is given.
public func reportIssue(
  _ message: String, at location: SourceLocation? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  IssueReporters.report(
    message, at: location ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Writes `text` to standard error whole, across short writes and interrupted calls: what a
/// program says beside its screen, and what the modules above report there.
package func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let count = write(2, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}
