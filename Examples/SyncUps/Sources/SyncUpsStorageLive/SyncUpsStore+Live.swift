import ComposableCore
import Foundation
import Persistence
import SyncUpsCore

extension SyncUpsStore {
  /// Keeps the list in `database` (see `SyncUpsDatabase`). A save rewrites the three tables
  /// in one transaction, so a crash or kill leaves the previous list or the new one, never
  /// a mix. An empty database loads as nil, so the shared value's default (empty, or the
  /// demo's sample) applies.
  public static func live(_ database: Database) -> Self {
    SyncUpsStore(
      load: {
        try database.read { connection in
          let syncUpRows = try connection.query(
            "SELECT id, title, duration_seconds, theme FROM sync_ups ORDER BY position")
          var syncUps = IdentifiedArrayOf<SyncUp>()
          for row in syncUpRows {
            let syncUp = SyncUp(
              id: try row.column(0, as: UUID.self),
              duration: .seconds(try row.column(2, as: Int.self)),
              theme: Theme(rawValue: try row.column(3, as: String.self)) ?? .bubblegum,
              title: try row.column(1, as: String.self)
            )
            syncUps.append(syncUp)
          }
          for row in try connection.query("SELECT sync_up_id, id, name FROM attendees ORDER BY sync_up_id, position") {
            let attendee = Attendee(id: try row.column(1, as: UUID.self), name: try row.column(2, as: String.self))
            _ = syncUps[id: try row.column(0, as: UUID.self)]?.attendees.append(attendee)
          }
          for row in try connection.query(
            "SELECT sync_up_id, id, date, transcript FROM meetings ORDER BY sync_up_id, position")
          {
            let meeting = Meeting(
              id: try row.column(1, as: UUID.self),
              date: try MeetingDate.parse(try row.column(2, as: String.self)),
              transcript: try row.column(3, as: String.self)
            )
            _ = syncUps[id: try row.column(0, as: UUID.self)]?.meetings.append(meeting)
          }
          return syncUpRows.isEmpty ? nil : syncUps
        }
      },
      save: { syncUps in
        try database.write { connection in
          // The cascade empties attendees and meetings too.
          try connection.execute("DELETE FROM sync_ups")
          let insertSyncUp = try connection.prepare(
            "INSERT INTO sync_ups (id, position, title, duration_seconds, theme) VALUES (?, ?, ?, ?, ?)")
          let insertAttendee = try connection.prepare(
            "INSERT INTO attendees (id, sync_up_id, position, name) VALUES (?, ?, ?, ?)")
          let insertMeeting = try connection.prepare(
            "INSERT INTO meetings (id, sync_up_id, position, date, transcript) VALUES (?, ?, ?, ?, ?)")
          for (position, syncUp) in syncUps.enumerated() {
            try insertSyncUp.execute([
              syncUp.id, position, syncUp.title, Int(syncUp.duration.components.seconds), syncUp.theme.rawValue,
            ])
            for (position, attendee) in syncUp.attendees.enumerated() {
              try insertAttendee.execute([attendee.id, syncUp.id, position, attendee.name])
            }
            for (position, meeting) in syncUp.meetings.enumerated() {
              try insertMeeting.execute([meeting.id, syncUp.id, position, MeetingDate.format(meeting.date), meeting.transcript])
            }
          }
        }
      }
    )
  }
}

/// Meeting dates as ISO-8601 text in UTC with milliseconds: readable with `sqlite3`, and
/// sorted as text the way they are in time.
enum MeetingDate {
  static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  static func format(_ date: Date) -> String {
    style.format(date)
  }

  static func parse(_ text: String) throws -> Date {
    do {
      return try style.parse(text)
    } catch {
      // A file written by hand may leave out the milliseconds.
      return try Date.ISO8601FormatStyle().parse(text)
    }
  }
}
