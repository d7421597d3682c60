import Foundation
import Persistence
import Testing
import TestSupport

@Suite struct DatabaseLocationTests {
  @Test func dbArgumentWins() throws {
    let spaced = try DatabaseLocation(app: "todos", arguments: ["todos", "--db", "/tmp/x.sqlite"], environment: [:])
    #expect(spaced.path == "/tmp/x.sqlite")
    #expect(!spaced.isDefault)
    let joined = try DatabaseLocation(app: "todos", arguments: ["todos", "--db=/tmp/y.sqlite"], environment: [:])
    #expect(joined.path == "/tmp/y.sqlite")
    #expect(!joined.isDefault)
  }

  @Test func relativeDbPathIsTakenFromTheCurrentDirectory() throws {
    let location = try DatabaseLocation(app: "todos", arguments: ["todos", "--db", "data/t.sqlite"], environment: [:])
    #expect(location.path == FileManager.default.currentDirectoryPath + "/data/t.sqlite")
  }

  @Test func missingDbValueIsAnError() throws {
    let error = #expect(throws: DatabaseError.self) {
      _ = try DatabaseLocation(app: "todos", arguments: ["todos", "--db"], environment: ["HOME": "/home/u"])
    }
    #expect(error?.description.hasPrefix("--db needs a file path") == true)
  }

  @Test func defaultUsesXDGDataHomeThenHome() throws {
    let xdg = try DatabaseLocation(
      app: "syncups", arguments: ["syncups"], environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
    #expect(xdg.path == "/data/syncups/syncups.sqlite")
    #expect(xdg.isDefault)
    let home = try DatabaseLocation(app: "syncups", arguments: [], environment: ["HOME": "/home/u"])
    #expect(home.path == "/home/u/.local/share/syncups/syncups.sqlite")
    // The XDG spec says to ignore a relative XDG_DATA_HOME.
    let relative = try DatabaseLocation(
      app: "syncups", arguments: [], environment: ["XDG_DATA_HOME": "data", "HOME": "/home/u"])
    #expect(relative.path == home.path)
    #expect(throws: DatabaseError.self) { _ = try DatabaseLocation(app: "syncups", arguments: [], environment: [:]) }
  }

  @Test func defaultDirectoryIsCreatedPrivate() throws {
    let directory = try TemporaryDirectory()
    let location = try DatabaseLocation(app: "memos", arguments: [], environment: ["XDG_DATA_HOME": directory.path + "/share"])
    try location.createDirectory()
    let attributes = try FileManager.default.attributesOfItem(atPath: directory.path + "/share/memos")
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
    let database = try Database(path: location.path)
    #expect(try database.schemaVersion() == 0)
    #expect(FileManager.default.fileExists(atPath: location.path))
  }
}
