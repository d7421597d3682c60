import Foundation
import Persistence
import Testing
import TerminalScript
import TestSupport

/// The exit line's words for each fate of a program's data, with a real file in a temporary folder.
@Suite struct ClosingReportTests {
  let directory: TemporaryDirectory
  let schema = [Migration("notes", sql: "CREATE TABLE notes (text TEXT NOT NULL)")]

  init() throws { directory = try TemporaryDirectory() }

  func close(
    _ database: Database?, kept: String = "", notSaved: String? = nil, inMemory: String = "in memory, nothing saved"
  ) async -> ClosingReport {
    await ClosingReport.closing(
      database, program: "notes", data: "2 notes", kept: kept, inMemory: inMemory, notSaved: notSaved,
      migrations: schema, recreatingDirectory: false
    ) { try $0.write { try $0.execute("INSERT INTO notes VALUES ('milk'), ('bread')") } }
  }

  @Test func theExitLineNamesTheProgramTheReasonAndTheReport() {
    #expect("\(ExitLine(program: "search", reason: .quit))" == "search: exited (quit)")
    #expect(
      "\(ExitLine(program: "notes", reason: .interrupted, report: "2 notes saved in /n.sqlite"))"
        == "notes: exited (interrupted); 2 notes saved in /n.sqlite")
    #expect("\(ExitLine(program: "notes", reason: .hungUp))" == "notes: exited (hung up)")
  }

  @Test func dataInMemoryIsSaidToBeSo() async {
    #expect(await close(nil) == ClosingReport(text: "2 notes in memory, nothing saved", isFailure: false))
    #expect(
      await close(nil, kept: "kept the recording; ", inMemory: "discarded (in memory)")
        == ClosingReport(text: "kept the recording; 2 notes discarded (in memory)", isFailure: false))
  }

  @Test func aFileInPlaceIsNamed() async throws {
    let path = directory.file("notes.sqlite")
    let report = await close(try Database(path: path, migrations: schema), kept: "kept one; ")
    #expect(report == ClosingReport(text: "kept one; 2 notes saved in \(path)", isFailure: false, saved: .inPlace(path: path)))
  }

  @Test func failedSavesIntoAFileInPlaceAreAFailure() async throws {
    let path = directory.file("notes.sqlite")
    let report = await close(try Database(path: path, migrations: schema), notSaved: "the last changes were NOT saved: disk full")
    #expect(report == ClosingReport(text: "the last changes were NOT saved: disk full", isFailure: true))
  }

  @Test func aDeletedFileIsWrittenAnewEvenAfterFailedSaves() async throws {
    let path = directory.file("notes.sqlite")
    let database = try Database(path: path, migrations: schema)
    try FileManager.default.removeItem(atPath: path)
    let report = await close(database, notSaved: "the last changes were NOT saved: gone")
    #expect(report.text == "\(path) was deleted while notes was running; wrote the 2 notes to a new \(path)")
    #expect(!report.isFailure)
    #expect(report.saved == .writtenAnew(path: path))
  }

  @Test func dataInNoFileIsAFailure() async throws {
    let folder = directory.file("gone")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let database = try Database(path: folder + "/notes.sqlite", migrations: schema)
    try FileManager.default.removeItem(atPath: folder)
    let report = await close(database)
    #expect(report.isFailure)
    #expect(report.saved == nil)
    #expect(report.text.hasPrefix("\(folder)/notes.sqlite was deleted while notes was running, and the 2 notes could NOT be saved: "))
  }
}
