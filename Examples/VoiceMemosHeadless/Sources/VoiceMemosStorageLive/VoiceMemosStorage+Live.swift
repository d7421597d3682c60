import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Persistence
import VoiceMemosCore

extension VoiceMemosStorage {
  /// Keeps the list in `database` (see `VoiceMemosDatabase`) and the recordings as files, named
  /// relative to the database's folder. A save rewrites the table in one transaction. A row
  /// whose file is gone loads marked missing and is saved again as it was: the title stays
  /// until the user deletes the memo.
  public static func live(_ database: Database) -> Self {
    let folder = database.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    return VoiceMemosStorage(
      load: {
        try database.read { connection in
          var memos = IdentifiedArrayOf<VoiceMemo.State>()
          // Row by row: a list of thousands is not copied out of SQLite whole before it is built.
          try connection.prepare("SELECT url, title, date, duration FROM memos ORDER BY position").forEachRow { row in
            let url = RecordingPath.resolved(try row.column(0, as: String.self), folder: folder)
            let dateText = try row.column(2, as: String.self)
            guard let date = try? Date(dateText, strategy: storedDate) else { return }
            memos.append(
              VoiceMemo.State(
                date: date, duration: try row.column(3, as: Double.self),
                isMissing: !FileManager.default.fileExists(atPath: url.path), title: try row.column(1, as: String.self),
                url: url
              )
            )
          }
          return memos
        }
      },
      save: { memos in
        try database.write { connection in
          try Task.checkCancellation()
          try connection.execute("DELETE FROM memos")
          let insert = try connection.prepare(
            "INSERT INTO memos (url, position, title, date, duration) VALUES (?, ?, ?, ?, ?)"
          )
          for (position, memo) in memos.enumerated() {
            try insert.execute([RecordingPath.stored(memo.url, folder: folder), position, memo.title, memo.date.formatted(storedDate), memo.duration])
          }
        }
      },
      deleteRecording: { url in try removeFile(at: url) }
    )
  }

  /// Dates as ISO 8601 text with milliseconds, in UTC: readable in the file, exact enough to sort.
  private static let storedDate = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
