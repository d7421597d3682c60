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
    let line = ExitLine(program: name, reason: reason, report: report.text)
    if report.isFailure {
      writeToStandardError("\(line)\n")
      exit(1)
    }
    if let saved = report.saved, let message = warning?(saved) { print(line); fail(message) }
    end(reason, report: report.text)
  }
}
