import Foundation

/// Counts the cases of one kind of fault and keeps the first failures' stories.
final class Tally {
  let name: String
  private(set) var passed = 0
  private(set) var failures: [String] = []

  init(_ name: String) { self.name = name }

  /// Records a case: `problem` nil means it held.
  func record(_ problem: String?) {
    if let problem { failures.append(problem) } else { passed += 1 }
  }

  /// "NAME: N passed, M failed", then up to five failures.
  var report: String {
    var lines = ["\(name): \(passed) passed, \(failures.count) failed"]
    lines += failures.prefix(5).map { "  ✗ " + $0 }
    if failures.count > 5 { lines.append("  … and \(failures.count - 5) more") }
    return lines.joined(separator: "\n")
  }
}

/// Prints a line at once, also when the output is a pipe: long runs show their progress.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
