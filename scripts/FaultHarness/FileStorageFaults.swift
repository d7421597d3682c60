import ComposableArchitecture
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The shared-state studies' JSON file (`FileStorageKey`) with its two writes failing: the
/// write of the new contents aside (a file-size limit, `RLIMIT_FSIZE`, makes the kernel refuse
/// it with EFBIG, as a full disk refuses with ENOSPC) or the rename over the file. Each case
/// saves a value per step; the file must then decode to the last value saved (or a later one)
/// and every failure must be told in words that name the file.
struct FileStorageFaults {
  let directory: URL
  let steps = 24

  enum Fault: String, CaseIterable {
    case writeRefused = "write refused"
    case renameFails = "rename fails"
  }

  private struct RenameFailure: Error, CustomStringConvertible {
    var description: String { "the rename was refused" }
  }

  static func value(_ step: Int) -> [String: Int] { ["count": step, "numberOfCounts": step * 2] }

  /// Saves every step with saves `from` up to `from + lasting` failing; nil when all held.
  func run(failingSave from: Int, lasting: Int, with fault: Fault) -> String? {
    let url = directory.appendingPathComponent("stats.json")
    try? FileManager.default.removeItem(at: url)
    let story = "stats.json, \(fault.rawValue) at save \(from)"
    let failing = LockIsolated(false)
    let key = FileStorageKey<[String: Int]>(url: url) {
      if fault == .renameFails, failing.value { throw RenameFailure() }
    }
    var committed = 0
    var attempted: [Int] = []
    var errors: [any Error] = []
    let failingSaves = from..<min(from + lasting, steps + 1)
    for step in 1...steps {
      let fails = failingSaves.contains(step)
      failing.setValue(fails)
      if fault == .writeRefused { limitFileSize(fails ? 8 : nil) }
      do {
        try key.save(Self.value(step))
        committed = step
      } catch {
        errors.append(error)
        attempted.append(step)
      }
    }
    limitFileSize(nil)
    for error in errors {
      let text = "\(error)"
      guard error is FileStorageError, text.contains(url.path), !text.contains("Domain"), !text.contains("error 5") else {
        return "\(story): a failure was not told in words that name the file: \(text)"
      }
    }
    guard errors.count == failingSaves.count else {
      return "\(story): \(failingSaves.count) saves failed, \(errors.count) were reported"
    }
    do {
      let found = try key.load()
      let allowed = ([committed] + attempted.filter { $0 > committed }).map(Self.value)
      guard let found, allowed.contains(found) else {
        return "\(story): step \(committed) was saved, but the file holds \(found.map { "\($0)" } ?? "nothing")"
      }
    } catch {
      return "\(story): the file no longer reads: \(error)"
    }
    return nil
  }

  /// Makes the kernel refuse writes past `bytes` in any file (EFBIG), or lifts the limit.
  private func limitFileSize(_ bytes: Int?) {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
    limit.rlim_cur = bytes.map { rlim_t($0) } ?? limit.rlim_max
    setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
  }
}
