import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Persistence
import Synchronization
import SyncUpsCore

extension SyncUpsStore {
  /// Keeps the list in `database` (see `SyncUpsDatabase`). The list loads without meetings,
  /// which most sync-ups never need in a run; `loadMeetings` reads one sync-up's.
  ///
  /// A save writes, in one transaction, what differs from what this store last loaded or
  /// saved (all of it the first time), so a crash or kill leaves the previous list or the new
  /// one, never a mix; meetings never loaded stay as stored. An empty database loads as nil,
  /// so the shared value's default (empty, or the demo's sample) applies. A program uses one
  /// store per database: two would each write what the other already did.
  public static func live(_ database: Database) -> Self {
    let stored = StoredList()
    return SyncUpsStore(
      load: {
        let syncUps = try database.read { try loadList($0) }
        stored.list.withLock { $0 = syncUps }
        return syncUps.isEmpty ? nil : syncUps
      },
      loadMeetings: { id in
        let meetings = try database.read { try loadMeetings(of: id, $0) }
        stored.list.withLock { stored in
          stored?[id: id]?.meetings = meetings
          stored?[id: id]?.areMeetingsLoaded = true
        }
        return meetings
      },
      save: { syncUps in
        let before = stored.list.withLock { $0 }
        try database.write { try save(syncUps, over: before, $0) }
        stored.list.withLock { $0 = syncUps }
      }
    )
  }

  private static func loadList(_ connection: Connection) throws -> IdentifiedArrayOf<SyncUp> {
    var syncUps = IdentifiedArrayOf<SyncUp>()
    // Row by row: a list of thousands is not copied out of SQLite whole before it is built.
    try connection.prepare("SELECT id, title, duration_seconds, theme FROM sync_ups ORDER BY position").forEachRow { row in
      syncUps.append(SyncUp(
        id: try row.column(0, as: SyncUp.ID.self),
        duration: .seconds(try row.column(2, as: Int.self)),
        areMeetingsLoaded: false,
        theme: Theme(rawValue: try row.column(3, as: String.self)) ?? .bubblegum,
        title: try row.column(1, as: String.self)
      ))
    }
    try connection.prepare("SELECT sync_up_id, id, name FROM attendees ORDER BY sync_up_id, position").forEachRow { row in
      let attendee = Attendee(id: try row.column(1, as: Attendee.ID.self), name: try row.column(2, as: String.self))
      _ = syncUps[id: try row.column(0, as: SyncUp.ID.self)]?.attendees.append(attendee)
    }
    return syncUps
  }

  private static func loadMeetings(of id: SyncUp.ID, _ connection: Connection) throws -> IdentifiedArrayOf<Meeting> {
    var meetings = IdentifiedArrayOf<Meeting>()
    for row in try connection.query(
      "SELECT id, date, transcript FROM meetings WHERE sync_up_id = ? ORDER BY position", [id])
    {
      meetings.append(Meeting(
        id: try row.column(0, as: Meeting.ID.self),
        date: try MeetingDate.parse(try row.column(1, as: String.self)),
        transcript: try row.column(2, as: String.self)
      ))
    }
    return meetings
  }

  /// Writes `syncUps` over a file holding `before` (unknown when nil): deletes the sync-ups
  /// no longer listed, and rewrites a sync-up's row, attendees or loaded meetings where they
  /// differ from `before`.
  private static func save(
    _ syncUps: IdentifiedArrayOf<SyncUp>, over before: IdentifiedArrayOf<SyncUp>?, _ connection: Connection
  ) throws {
    // Asked of the file, not of `before`: a row this store never read is deleted all the same.
    let storedIDs = try connection.query("SELECT id FROM sync_ups").map { try $0.column(0, as: SyncUp.ID.self) }
    let deleteSyncUp = try connection.prepare("DELETE FROM sync_ups WHERE id = ?")
    for id in storedIDs where syncUps[id: id] == nil {
      // The cascade deletes its attendees and meetings too.
      try deleteSyncUp.execute([id])
    }
    let upsertSyncUp = try connection.prepare("""
      INSERT INTO sync_ups (id, position, title, duration_seconds, theme) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title,
        duration_seconds = excluded.duration_seconds, theme = excluded.theme
      """)
    let deleteAttendees = try connection.prepare("DELETE FROM attendees WHERE sync_up_id = ?")
    let insertAttendee = try connection.prepare(
      "INSERT INTO attendees (id, sync_up_id, position, name) VALUES (?, ?, ?, ?)")
    let deleteMeetings = try connection.prepare("DELETE FROM meetings WHERE sync_up_id = ?")
    let insertMeeting = try connection.prepare(
      "INSERT INTO meetings (id, sync_up_id, position, date, transcript) VALUES (?, ?, ?, ?, ?)")
    for (position, syncUp) in syncUps.enumerated() {
      let old = before?[id: syncUp.id]
      if old == nil || before?.index(id: syncUp.id) != position || old?.title != syncUp.title || old?.duration != syncUp.duration
        || old?.theme != syncUp.theme
      {
        try upsertSyncUp.execute([
          syncUp.id, position, syncUp.title, Int(syncUp.duration.components.seconds), syncUp.theme.rawValue,
        ])
      }
      if old?.attendees != syncUp.attendees {
        try deleteAttendees.execute([syncUp.id])
        for (position, attendee) in syncUp.attendees.enumerated() {
          try insertAttendee.execute([attendee.id, syncUp.id, position, attendee.name])
        }
      }
      if syncUp.areMeetingsLoaded, old?.areMeetingsLoaded != true || old?.meetings != syncUp.meetings {
        try deleteMeetings.execute([syncUp.id])
        for (position, meeting) in syncUp.meetings.enumerated() {
          try insertMeeting.execute([meeting.id, syncUp.id, position, MeetingDate.format(meeting.date), meeting.transcript])
        }
      }
    }
  }
}

/// What the file holds for each sync-up a store has read or written, so a save writes only
/// what changed; nil until the first load or save.
private final class StoredList: Sendable {
  let list = Mutex<IdentifiedArrayOf<SyncUp>?>(nil)
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
