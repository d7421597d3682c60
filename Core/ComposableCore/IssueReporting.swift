import Foundation
import Synchronization

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

/// Routes reported issues. In a program they are printed to standard error; ComposableTesting
/// installs a reporter that turns them into test failures; a test can capture them to assert on.
public enum IssueReporting {
  /// A destination for issues.
  public typealias Reporter = @Sendable (ReportedIssue) -> Void

  /// The reporter of the current task, held in a class: a task-local whose value is a
  /// function crashes in optimised builds with Swift 6.3.1 (see `DismissEffect.Presenter`).
  final class TaskReporter: Sendable {
    let report: Reporter
    init(_ report: @escaping Reporter) { self.report = report }
  }

  @TaskLocal static var taskReporter: TaskReporter?
  private static let processReporter = Mutex<Reporter>({ issue in
    let text = "[ComposableCore] \(issue.location): \(issue.message)\n"
    FileHandle.standardError.write(Data(text.utf8))
  })

  /// Replaces the process-wide reporter (ComposableTesting does this to fail tests).
  public static func setProcessReporter(_ reporter: @escaping Reporter) {
    processReporter.withLock { $0 = reporter }
  }

  /// Reports an issue to the reporter in force for the current task.
  public static func report(_ message: String, at location: SourceLocation, kind: ReportedIssue.Kind = .failure) {
    let issue = ReportedIssue(message: message, location: location, kind: kind)
    if let reporter = taskReporter {
      reporter.report(issue)
    } else {
      processReporter.withLock { $0 }(issue)
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
  IssueReporting.report(
    message, at: location ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}
