import ComposableArchitecture
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The clock jumping back and forward while data is saved. Records dated before older ones
/// (a clock set back a day, then a year ahead) must load back exactly; and a JSON file
/// rewritten in place by another program, with the same size and its old modification time
/// (a clock set back to the minute of the last save), must still be seen as changed, or the
/// shared-state studies would never reload it.
struct ClockJumps {
  let directory: URL

  /// A clock set back a day at step 8 and a year ahead at step 16.
  static func jumpingDates(_ step: Int) -> Date {
    let base = StorageWorkload.ordinaryDates(step)
    return step >= 16 ? base.addingTimeInterval(365 * 86_400) : step >= 8 ? base.addingTimeInterval(-86_400) : base
  }

  func runWorkload(_ workload: StorageWorkload) async -> String? {
    let path = workload.freshFile(in: directory, prefix: "clock-")
    do {
      let database = try workload.open(path)
      for step in 1...workload.steps { try await workload.save(database, step) }
      database.close()
      let reopened = try workload.open(path)
      defer { reopened.close() }
      let found = try workload.contents(reopened)
      return found == workload.expected(workload.steps)
        ? nil : "\(workload.name), dates jumping: the records did not load back as saved"
    } catch {
      return "\(workload.name), dates jumping: \(error)"
    }
  }

  func runFileRewrittenInPlace() -> String? {
    let url = directory.appendingPathComponent("clock-stats.json")
    let key = FileStorageKey<Int>(url: url)
    do {
      try key.save(1234)
      guard let saved = try key.storedVersion() else { return "stats.json, clock set back: nothing was saved" }
      var status = stat()
      stat(url.path, &status)
      // Another program writes 5678 over 1234 in place, and the clock is back at the old time.
      let handle = try FileHandle(forWritingTo: url)
      try handle.write(contentsOf: Data("5678".utf8))
      try handle.close()
      var times = [status.st_atim, status.st_mtim]
      utimensat(AT_FDCWD, url.path, &times, 0)
      guard try key.storedVersion() != saved else {
        return "stats.json, clock set back: a change in place with the old time looks unchanged"
      }
      return try key.load() == 5678 ? nil : "stats.json, clock set back: the new value did not load"
    } catch {
      return "stats.json, clock set back: \(error)"
    }
  }
}
