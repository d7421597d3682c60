import ComposableArchitecture
import Foundation
import Persistence
import SyncUpsCore
import SyncUpsStorageLive
import TodosCore
import TodosStorageLive
import VoiceMemosCore
import VoiceMemosStorageLive

/// One program's storage, driven as the program drives it: its data grows and changes step by
/// step, and each step is saved whole through the program's own live client.
struct StorageWorkload: Sendable {
  let name: String
  let steps: Int
  /// Opens the file at `path` as the program does (created and migrated when new).
  let open: @Sendable (String) throws -> Database
  /// Saves the data as it is after `step` (1...steps).
  let save: @Sendable (Database, Int) async throws -> Void
  /// The data the file holds, read through the program's own client, as comparable lines.
  let contents: @Sendable (Database) throws -> [String]
  /// What `contents` reads once `step` is saved; 0 is a file nothing was saved in.
  let expected: @Sendable (Int) -> [String]

  /// The workloads of every program that keeps its data in SQLite. `dates` gives the date of
  /// each step's new record: a clock that jumps shows the data does not depend on time order.
  static func all(dates: @escaping @Sendable (Int) -> Date = ordinaryDates) -> [StorageWorkload] {
    [todos(), syncUps(dates: dates), voiceMemos(dates: dates), sharedKeyValue()]
  }

  /// A database path for this workload in `directory`, named after it (with `prefix`), with
  /// nothing left there from an earlier case: no file and no log or journal beside it.
  func freshFile(in directory: URL, prefix: String = "") -> String {
    let path = directory.appendingPathComponent(prefix + name.replacingOccurrences(of: " ", with: "-") + ".sqlite").path
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    return path
  }

  /// One minute apart, from a fixed start.
  static func ordinaryDates(_ step: Int) -> Date {
    Date(timeIntervalSince1970: 1_790_000_000 + Double(step) * 60)
  }

  static func id(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", number))!
  }

  /// todos: one todo more per step; older ones are completed and renamed as steps go on.
  static func todos() -> StorageWorkload {
    @Sendable func list(_ step: Int) -> IdentifiedArrayOf<Todo.State> {
      var todos = IdentifiedArrayOf<Todo.State>()
      for number in 1..<step + 1 {
        let edited = step >= number + 4 ? " (edited)" : ""
        todos.append(Todo.State(description: "todo \(number)\(edited)", id: id(number), isComplete: number % 3 == 0 && step >= number + 2))
      }
      return todos
    }
    @Sendable func lines(_ todos: IdentifiedArrayOf<Todo.State>) -> [String] {
      todos.map { "\($0.id) \($0.description) \($0.isComplete)" }
    }
    return StorageWorkload(
      name: "todos", steps: 24, open: { try TodosDatabase.open(path: $0) },
      save: { database, step in try await TodosStorage.live(database).save(list(step)) },
      contents: { try lines(TodosStorage.live($0).load()) }, expected: { lines(list($0)) })
  }

  /// syncups: a sync-up every other step, and a meeting for the newest one on the others.
  static func syncUps(dates: @escaping @Sendable (Int) -> Date) -> StorageWorkload {
    @Sendable func list(_ step: Int) -> IdentifiedArrayOf<SyncUp> {
      var syncUps = IdentifiedArrayOf<SyncUp>()
      for number in stride(from: 1, through: step, by: 2) {
        let meetings = (number + 1 <= step) ? [Meeting(id: Meeting.ID(id(1000 + number)), date: dates(number + 1), transcript: "said \(number)")] : []
        syncUps.append(
          SyncUp(
            id: SyncUp.ID(id(number)), attendees: [Attendee(id: Attendee.ID(id(500 + number)), name: "Blob \(number)")],
            duration: .seconds(60 * number), meetings: IdentifiedArray(meetings), title: "sync-up \(number)"))
      }
      return syncUps
    }
    @Sendable func lines(_ syncUps: IdentifiedArrayOf<SyncUp>?) -> [String] {
      (syncUps ?? []).map { syncUp in
        let meetings = syncUp.meetings.map { "\($0.id) \($0.date.timeIntervalSince1970) \($0.transcript)" }
        return "\(syncUp.id) \(syncUp.title) \(syncUp.duration) \(syncUp.attendees.map(\.name)) \(meetings)"
      }
    }
    return StorageWorkload(
      name: "syncups", steps: 24, open: { try SyncUpsDatabase.open(path: $0) },
      save: { database, step in try SyncUpsStore.live(database).save(list(step)) },
      contents: { database in
        // The list loads without meetings; each sync-up's are read as its detail would.
        let store = SyncUpsStore.live(database)
        var syncUps = try store.load()
        for id in syncUps?.ids ?? [] { syncUps?[id: id]?.meetings = try store.loadMeetings(id) }
        return lines(syncUps)
      },
      expected: { lines(list($0)) })
  }

  /// voicememos: a memo per step, newest first, each named a step after it was recorded.
  static func voiceMemos(dates: @escaping @Sendable (Int) -> Date) -> StorageWorkload {
    @Sendable func list(_ step: Int, in folder: URL) -> [VoiceMemo.State] {
      (1..<step + 1).reversed().map { number in
        VoiceMemo.State(
          date: dates(number), duration: Double(number) / 4, title: step > number ? "memo \(number)" : "",
          url: folder.appendingPathComponent("recording-\(number).wav"))
      }
    }
    @Sendable func lines(_ memos: [VoiceMemo.State]) -> [String] {
      memos.map { "\($0.url.lastPathComponent) \($0.title) \($0.duration) \($0.date.timeIntervalSince1970)" }
    }
    let folder = URL(fileURLWithPath: "/nonexistent")
    return StorageWorkload(
      name: "voicememos", steps: 24, open: { try VoiceMemosDatabase.open(path: $0) },
      save: { database, step in
        let folder = URL(fileURLWithPath: database.path ?? "/").deletingLastPathComponent()
        try await VoiceMemosStorage.live(database).save(list(step, in: folder))
      },
      contents: { try lines(Array(VoiceMemosStorage.live($0).load())) },
      expected: { lines(list($0, in: folder)) })
  }

  /// The shared-state studies' key-value store: the stats under one key, changed each step.
  static func sharedKeyValue() -> StorageWorkload {
    @Sendable func stats(_ step: Int) -> [String: Int] { ["count": step, "numberOfCounts": step * 2] }
    return StorageWorkload(
      name: "shared key-value", steps: 24,
      open: { path in
        let database = try Database(path: path)
        _ = try KeyValueStore(database: database)
        return database
      },
      save: { database, step in try KeyValueStore(database: database).set(stats(step), for: "stats") },
      contents: { database in
        let stored = try KeyValueStore(database: database).get("stats", as: [String: Int].self)
        return stored.map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } } ?? []
      },
      expected: { step in step == 0 ? [] : stats(step).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } })
  }
}
