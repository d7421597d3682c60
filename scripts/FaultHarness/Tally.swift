import Foundation

/// Counts the cases of one kind of fault and keeps the first failures' stories.
final class Tally {
  let name: String
  private(set) var passed = 0
  private(set) var failures: [String] = []
  /// What the cases built up, said after the counts ("412 records survived").
  var note: String?

  init(_ name: String) { self.name = name }

  /// Records a case: `problem` nil means it held.
  func record(_ problem: String?) {
    if let problem { failures.append(problem) } else { passed += 1 }
  }

  /// "NAME: N passed, M failed", then up to five failures.
  var report: String {
    var lines = ["\(name): \(passed) passed, \(failures.count) failed" + (note.map { " (\($0))" } ?? "")]
    lines += failures.prefix(5).map { "  ✗ " + $0 }
    if failures.count > 5 { lines.append("  … and \(failures.count - 5) more") }
    return lines.joined(separator: "\n")
  }
}

/// Prints a line at once, also when the output is a pipe: long runs show their progress.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A case that could not be run as planned, in words.
struct HarnessFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A repeatable random source (SplitMix64): `--seed` replays a run's kill times.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
