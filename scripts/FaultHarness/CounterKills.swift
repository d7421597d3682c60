import Foundation
import Persistence

/// `kill -9` at a random moment in `shared-counter`, which counts through the same shared
/// storages as the shared-state studies (`.fileStorage` and `.appStorage`), each change one
/// locked read-modify-write. The count read just before the kill must still be there after.
struct CounterKills {
  enum Storage: String, CaseIterable {
    case file
    case keyValue = "key-value"
  }

  let folder: URL
  let executable: String
  var random: SeededRandom

  mutating func run(_ storage: Storage, number run: Int) async -> String? {
    let path = folder.appendingPathComponent(storage == .file ? "count.json" : "count.sqlite").path
    let ready = folder.appendingPathComponent("ready-\(run)")
    let story = "shared \(storage.rawValue), kill \(run)"
    do {
      try FileManager.default.createDirectory(at: ready, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: ready) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = [storage.rawValue, path, "100000000", ready.path, "1"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      try await Task.sleep(for: .milliseconds(Int.random(in: 30...500, using: &random)))
      let committed = count(in: path, storage) ?? 0
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      switch storage {
      case .file:
        guard let data = FileManager.default.contents(atPath: path) else {
          return committed == 0 ? nil : "\(story): the file is gone"
        }
        guard let found = try? JSONDecoder().decode(Int.self, from: data) else {
          return "\(story): the file no longer decodes: \(String(decoding: data, as: UTF8.self).prefix(40))"
        }
        return found >= committed ? nil : "\(story): the count went back from \(committed) to \(found)"
      case .keyValue:
        let database = try Database(path: path)
        defer { database.close() }
        let check = try database.read { try $0.queryValue("PRAGMA integrity_check", as: String.self) }
        guard check == "ok" else { return "\(story): integrity_check says \(check ?? "nothing")" }
        let found = try KeyValueStore(database: database).get("count", as: Int.self) ?? 0
        return found >= committed ? nil : "\(story): the count went back from \(committed) to \(found)"
      }
    } catch {
      return "\(story): \(error)"
    }
  }

  /// The count as another program reads it now.
  private func count(in path: String, _ storage: Storage) -> Int? {
    switch storage {
    case .file:
      FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(Int.self, from: $0) }
    case .keyValue:
      storedRows(in: path, "SELECT value FROM key_value WHERE key = 'count'")?.first.flatMap { Int($0) }
    }
  }
}
