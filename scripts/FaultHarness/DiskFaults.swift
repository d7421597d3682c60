import Foundation
import Persistence

/// Faults injected at a chosen write, truncation or sync of a program's storage: each case
/// runs the whole workload on a new file with one call failing (a full disk keeps failing
/// for a few calls, then has room again), closes, and opens the file again as the program
/// would. It holds when the file opens, passes `PRAGMA integrity_check`, holds the last save
/// that succeeded (or a later one whose failure came after its commit), and every failed save
/// told the program why in words that name the file.
struct DiskFaults {
  let directory: URL

  /// How many calls the workload makes with nothing failing.
  func calls(of workload: StorageWorkload) async throws -> Int {
    FaultyDisk.disarm()
    let path = workload.freshFile(in: directory)
    let database = try workload.open(path)
    for step in 1...workload.steps { try await workload.save(database, step) }
    database.close()
    return FaultyDisk.calls
  }

  /// Runs the workload with call `call` failing by `fault`; nil when everything held.
  func run(_ workload: StorageWorkload, failing call: Int, with fault: FaultyDisk.Fault) async -> String? {
    let path = workload.freshFile(in: directory)
    let story = "\(workload.name), \(fault.rawValue) at call \(call)"
    FaultyDisk.arm(failing: call, with: fault, lasting: 6)
    var errors: [any Error] = []
    var committed = 0
    var attempted: [Int] = []
    do {
      let database = try workload.open(path)
      for step in 1...workload.steps {
        do {
          try await workload.save(database, step)
          committed = step
        } catch {
          errors.append(error)
          attempted.append(step)
        }
      }
      database.close()
    } catch {
      // The program reports a file it cannot open and exits; nothing was saved yet.
      errors.append(error)
    }
    let failedCalls = FaultyDisk.failures
    FaultyDisk.disarm()

    for error in errors {
      guard let error = error as? DatabaseError, error.summary.contains(path),
        [.diskFull, .ioError, .locked].contains(error.kind) || error.kind == .sqlite && error.sqliteMessage != nil
      else { return "\(story): a failure was not told in words that name the file: \(error)" }
    }
    do {
      let reopened = try workload.open(path)
      defer { reopened.close() }
      let check = try reopened.read { try $0.queryValue("PRAGMA integrity_check", as: String.self) }
      guard check == "ok" else { return "\(story): integrity_check says \(check ?? "nothing")" }
      let found = try workload.contents(reopened)
      let allowed = [committed] + attempted.filter { $0 > committed }
      guard allowed.contains(where: { workload.expected($0) == found }) else {
        return "\(story): step \(committed) was saved, but the file holds \(found.count) records that match no save"
      }
      if failedCalls > 0, errors.isEmpty, found != workload.expected(workload.steps) {
        return "\(story): the last save is missing and no failure was reported"
      }
    } catch {
      return "\(story): the file no longer opens: \(error)"
    }
    return nil
  }
}
