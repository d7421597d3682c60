import TerminalUI

/// The line a program prints last: `todos: exited (quit); 3 todos saved in PATH`, or
/// `search: exited (quit)` for a program that keeps nothing.
public struct ExitLine: Equatable, Sendable, CustomStringConvertible {
  public var program: String
  public var reason: ExitReason
  /// What became of the data, after "; ": nil when there is nothing to say.
  public var report: String?

  public init(program: String, reason: ExitReason, report: String? = nil) {
    self.program = program
    self.reason = reason
    self.report = report
  }

  public var description: String {
    "\(program): exited (\(reason))" + (report.map { "; " + $0 } ?? "")
  }
}
