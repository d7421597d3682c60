/// A line diff of two dumps, marking lines only in the first with `-` and lines only in the
/// second with `+`; long runs of unchanged lines are folded.
public enum TextDiff {
  /// Lines of context kept around each change.
  package static let context = 3

  /// The diff of the dumps of `old` and `new`, or nil when they dump the same.
  public static func diff(_ old: Any, _ new: Any) -> String? {
    lines(ValueDump.lines(of: old), ValueDump.lines(of: new))
  }

  /// The diff of two texts given as lines, or nil when they are equal.
  public static func lines(_ old: [String], _ new: [String]) -> String? {
    if old == new { return nil }
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    { suffix += 1 }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])

    var marked: [(Character, String)] = old[..<prefix].map { (" ", $0) }
    marked += middle(oldMiddle, newMiddle)
    marked += old[(old.count - suffix)...].map { (" ", $0) }
    return fold(marked).joined(separator: "\n")
  }

  /// A longest-common-subsequence diff of the changed middle part; very large middles are shown
  /// as a plain replacement to keep the cost bounded.
  private static func middle(_ old: [String], _ new: [String]) -> [(Character, String)] {
    guard old.count * new.count <= 4_000_000 else {
      return old.map { ("-", $0) } + new.map { ("+", $0) }
    }
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append((" ", old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        result.append(("-", old[i]))
        i += 1
      } else {
        result.append(("+", new[j]))
        j += 1
      }
    }
    return result
  }

  private static func fold(_ marked: [(Character, String)]) -> [String] {
    let changed = marked.indices.filter { marked[$0].0 != " " }
    var keep = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(marked.count - 1, index + context) { keep.insert(near) }
    }
    var output: [String] = []
    var skipped = 0
    for (index, line) in marked.enumerated() {
      if keep.contains(index) {
        if skipped > 0 { output.append("  … (\(skipped) unchanged)") }
        skipped = 0
        output.append("\(line.0) \(line.1)")
      } else {
        skipped += 1
      }
    }
    if skipped > 0 { output.append("  … (\(skipped) unchanged)") }
    return output
  }
}
