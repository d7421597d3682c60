#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import IssueReporting
import Persistence
import TerminalUI

extension Program {
  /// Ends a program with a data file: closes the database and prints the exit line with the
  /// `ClosingReport` (see there for `data`, `kept`, `inMemory`, `notSaved` and `save`). A
  /// report of data in no file goes to stderr with exit status 1; so does `warning`, given
  /// where the data now is, after the line. Otherwise the exit status is the reason's.
  public func endSaving(
    _ reason: ExitReason, data: String, kept: String = "", inMemory: String = "in memory, nothing saved",
    notSaved: String? = nil, save: @Sendable (Database) async throws -> Void, warning: ((FinalSave) -> String?)? = nil
  ) async -> Never {
    // A replay's data, read from its recording, is in memory: nothing to save or close.
    let report = await ClosingReport.closing(
      location == nil ? nil : database, program: name, data: data, kept: kept, inMemory: inMemory, notSaved: notSaved,
      migrations: dataFile?.migrations ?? [], recreatingDirectory: location?.isDefault ?? false, save: save
    )
    if report.isFailure { endFailing(reason, report: report.text) }
    if let saved = report.saved, let message = warning?(saved) {
      print(ExitLine(program: name, reason: reason, report: report.text))
      fail(message)
    }
    end(reason, report: report.text)
  }

  /// Prints the exit line with `report`, which says what was NOT saved, on stderr, and exits
  /// with status 1 whatever the reason: data may be lost, and a script should know.
  public func endFailing(_ reason: ExitReason, report: String) -> Never {
    writeToStandardError("\(ExitLine(program: name, reason: reason, report: report))\n")
    exit(1)
  }
}
