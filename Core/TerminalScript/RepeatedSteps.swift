/// Folds a run of test steps that differ only in whole numbers counting up or down evenly
/// (a timer's ticks: advance a second, receive the tick, `secondsElapsed` one more) into a
/// `for step in 0..<n` loop, so that a ten-minute meeting is four lines, not two thousand.
package enum RepeatedSteps {
  /// The shortest run worth a loop.
  static let shortestRun = 4

  /// `steps`, each a list of lines, with runs folded; the lines in order.
  package static func folded(_ steps: [[String]]) -> [String] {
    let parsed = steps.map(Parsed.init)
    var lines: [String] = []
    var start = 0
    while start < parsed.count {
      let end = runEnd(from: start, in: parsed)
      if end - start >= shortestRun, let loop = loop(parsed[start..<end]) {
        lines += loop
      } else {
        lines += steps[start]
        start += 1
        continue
      }
      start = end
    }
    return lines
  }

  /// A step's text with each whole number outside a string replaced by a mark, and the
  /// numbers in order.
  private struct Parsed {
    let shape: String
    let numbers: [Int]

    init(_ lines: [String]) {
      var shape = ""
      var numbers: [Int] = []
      for line in lines {
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
          let character = characters[index]
          if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString.toggle() }
          let startsNumber =
            !inString && character.isASCII && character.isNumber
            && (index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "."))
          guard startsNumber else {
            shape.append(character)
            index += 1
            continue
          }
          var end = index
          while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
          // `1.5` and `x1` are not whole numbers of their own.
          if end < characters.count, characters[end] == "." || characters[end].isLetter {
            shape += String(characters[index..<end])
          } else if let number = Int(String(characters[index..<end])) {
            shape += "#"
            numbers.append(number)
          }
          index = end
        }
        shape += "\n"
      }
      self.shape = shape
      self.numbers = numbers
    }
  }

  /// Where the run of steps shaped as the one at `start` ends.
  private static func runEnd(from start: Int, in parsed: [Parsed]) -> Int {
    var end = start + 1
    while end < parsed.count, parsed[end].shape == parsed[start].shape, parsed[end].numbers.count == parsed[start].numbers.count {
      end += 1
    }
    // Each number moves by the same step each time, or the run is cut where one does not.
    guard end - start > 2 else { return end }
    var evenEnd = start + 2
    while evenEnd < end {
      let isEven = parsed[start].numbers.indices.allSatisfy { index in
        parsed[evenEnd].numbers[index] - parsed[evenEnd - 1].numbers[index]
          == parsed[start + 1].numbers[index] - parsed[start].numbers[index]
      }
      guard isEven else { break }
      evenEnd += 1
    }
    return evenEnd
  }

  /// The loop for a run: the first step's lines with each changing number written in `step`.
  private static func loop(_ run: ArraySlice<Parsed>) -> [String]? {
    guard let first = run.first, run.count > 1 else { return nil }
    let second = run[run.startIndex + 1]
    let changes = zip(first.numbers, second.numbers).map { $1 - $0 }
    guard changes.contains(where: { $0 != 0 }) else { return nil }
    var numberIndex = 0
    var body: [String] = []
    // The first step's lines again, its numbers in place of the marks, counting from `step`.
    for line in first.shape.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      var text = ""
      for character in line {
        guard character == "#" else {
          text.append(character)
          continue
        }
        text += expression(start: first.numbers[numberIndex], change: changes[numberIndex])
        numberIndex += 1
      }
      body.append(text.isEmpty ? "" : "  " + text)
    }
    // A blank line first stays before the loop.
    let leadingBlank = body.first == ""
    if leadingBlank { body.removeFirst() }
    return (leadingBlank ? [""] : []) + ["    for step in 0..<\(run.count) {"] + body + ["    }"]
  }

  /// `start + change * step`, as short as it can be written.
  private static func expression(start: Int, change: Int) -> String {
    switch (start, change) {
    case (_, 0): "\(start)"
    case (0, 1): "step"
    case (0, _): "\(change) * step"
    case (_, 1): "\(start) + step"
    case (_, -1): "\(start) - step"
    case (_, let change) where change < 0: "\(start) - \(-change) * step"
    default: "\(start) + \(change) * step"
    }
  }
}
