import Persistence

/// What a program with a data file says of its data at exit, once it has closed the database:
/// the part of its exit line after "exited (REASON); ", and whether data may be lost.
public struct ClosingReport: Equatable, Sendable {
  public var text: String
  /// The data is in no file: the line goes to stderr and the program exits with 1.
  public var isFailure: Bool
  /// Where the data is now; nil in memory or after a failure.
  public var saved: FinalSave?

  public init(text: String, isFailure: Bool, saved: FinalSave? = nil) {
    self.text = text
    self.isFailure = isFailure
    self.saved = saved
  }

  /// Closes `database` (nil in memory) and words what became of `data` ("3 todos"), after
  /// `kept` (what the program saved on its way out, or ""). `notSaved` says that the saves
  /// failed; the file in place is then closed as it is (the saves failed into it), while a
  /// file gone or changed by another program takes the data through `save`, in a new file
  /// (`Database.closeKeepingData`) at the path or beside it.
  public static func closing(
    _ database: Database?, program: String, data: String, kept: String = "",
    inMemory: String = "in memory, nothing saved", notSaved: String? = nil, migrations: [Migration],
    recreatingDirectory: Bool, save: @Sendable (Database) async throws -> Void
  ) async -> ClosingReport {
    guard let database else { return ClosingReport(text: "\(kept)\(data) \(inMemory)", isFailure: false) }
    if let notSaved, database.fileStatus() == .inPlace {
      database.close()
      return ClosingReport(text: kept + notSaved, isFailure: true)
    }
    do {
      let saved = try await database.closeKeepingData(
        migrations: migrations, recreatingDirectory: recreatingDirectory, save: save
      )
      return ClosingReport(text: kept + saved.report(of: data, program: program), isFailure: false, saved: saved)
    } catch {
      return ClosingReport(text: kept + error.report(of: data, program: program), isFailure: true)
    }
  }
}
