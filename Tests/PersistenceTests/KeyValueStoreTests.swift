import Foundation
import Persistence
import Testing
import TestSupport

@Suite struct KeyValueStoreTests {
  struct Settings: Codable, Equatable {
    var theme = "dark"
    var fontSize = 14
    var recentFiles: [String] = []
  }

  @Test func storesReplacesAndRemovesCodableValues() throws {
    let store = try KeyValueStore(database: try Database(inMemoryWith: []))
    #expect(try store.get("settings", as: Settings.self) == nil)
    try store.set(Settings(recentFiles: ["ä.txt"]), for: "settings")
    try store.set(3, for: "launches")
    #expect(try store.get("settings", as: Settings.self) == Settings(recentFiles: ["ä.txt"]))
    try store.set(Settings(theme: "light"), for: "settings")
    #expect(try store.get("settings", as: Settings.self)?.theme == "light")
    #expect(try store.get("launches", as: Int.self) == 3)
    #expect(try store.keys() == ["launches", "settings"])
    try store.remove("launches")
    try store.remove("never stored")
    #expect(try store.get("launches", as: Int.self) == nil)
    #expect(try store.keys() == ["settings"])
  }

  @Test func valuesSurviveReopening() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("settings.sqlite")
    try KeyValueStore(database: try Database(path: path), table: "settings").set(["a": 1], for: "map")
    let reopened = try KeyValueStore(database: try Database(path: path), table: "settings")
    #expect(try reopened.get("map", as: [String: Int].self) == ["a": 1])
  }

  @Test func wrongTypeThrowsInsteadOfReturningNil() throws {
    let store = try KeyValueStore(database: try Database(inMemoryWith: []))
    try store.set("text", for: "key")
    #expect(throws: DecodingError.self) { try store.get("key", as: Int.self) }
  }

  @Test func tableNameMustBePlain() throws {
    #expect(throws: DatabaseError.self) {
      _ = try KeyValueStore(database: try Database(inMemoryWith: []), table: "x; DROP TABLE y")
    }
  }
}
