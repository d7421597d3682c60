import Foundation
import Persistence
import SyncUpsStorageLive
import TodosStorageLive
import VoiceMemosStorageLive

/// A release program with a data file, as the kill and outside-write cases drive it: in a
/// terminal of its own, with keys that add one record each.
struct ProgramUnderTest: Sendable {
  let name: String
  /// Text on its first frame: the program is up and reading keys.
  let firstFrame: String
  /// Its arguments and data file for a data folder.
  let arguments: @Sendable (URL) -> [String]
  let databasePath: @Sendable (URL) -> String
  /// The keys that add record `number` of run `run`, typed `pause` apart.
  let addKeys: @Sendable (_ run: Int, _ number: Int) -> [String]
  let pause: Duration
  /// Its records as another program reads them (one identity per line).
  let recordsSQL: String
  /// A record another program inserts while it runs, and the SQL that finds it.
  let outsideInsert: String
  /// Opens the file as the program does and returns its migrations (for integrity checks).
  let open: @Sendable (String) throws -> Database

  static func all(in programs: URL) -> [ProgramUnderTest] {
    [
      ProgramUnderTest(
        name: "todos", firstFrame: "Todos",
        arguments: { ["--db", $0.appendingPathComponent("todos.sqlite").path] },
        databasePath: { $0.appendingPathComponent("todos.sqlite").path },
        addKeys: { run, number in ["a" + "run \(run) todo \(number) ✓ é" + "\r"] }, pause: .milliseconds(15),
        recordsSQL: "SELECT id, description FROM todos",
        outsideInsert: "INSERT INTO todos (id, position, description, is_complete) VALUES ('outside', 999, 'written by another program', 0)",
        open: { try TodosDatabase.open(path: $0) }),
      ProgramUnderTest(
        name: "syncups", firstFrame: "Daily Sync-ups",
        arguments: { ["--db", $0.appendingPathComponent("syncups.sqlite").path] },
        databasePath: { $0.appendingPathComponent("syncups.sqlite").path },
        addKeys: { run, number in ["a" + "run \(run) sync-up \(number)" + "\u{13}"] }, pause: .milliseconds(30),
        recordsSQL: "SELECT id, title FROM sync_ups",
        outsideInsert: "INSERT INTO sync_ups (id, position, title, duration_seconds, theme) VALUES ('outside', 999, 'written by another program', 300, 'bubblegum')",
        open: { try SyncUpsDatabase.open(path: $0) }),
      ProgramUnderTest(
        name: "voicememos", firstFrame: "Voice memos",
        arguments: { _ in [] },
        databasePath: { $0.appendingPathComponent("voicememos/voicememos.sqlite").path },
        addKeys: { _, _ in ["r", "s"] }, pause: .milliseconds(150),
        recordsSQL: "SELECT url FROM memos",
        outsideInsert: "INSERT INTO memos (url, position, title, date, duration) VALUES ('outside.wav', 999, 'written by another program', '2026-01-01T00:00:00.000Z', 1)",
        open: { try VoiceMemosDatabase.open(path: $0) }),
    ].map { program in
      var program = program
      program.executable = programs.appendingPathComponent(program.name).path
      return program
    }
  }

  var executable = ""

  /// The environment of a run whose data lives in `folder` (voicememos finds it through XDG).
  func environment(_ folder: URL) -> [String: String] {
    [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder.path, "XDG_DATA_HOME": folder.path,
      "PATH": "/usr/bin:/bin",
    ]
  }
}
