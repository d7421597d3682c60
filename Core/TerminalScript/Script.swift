import TerminalUI

/// A script for a program run headless (`PROGRAM --script FILE`): one step a line, parsed
/// whole before anything runs, so a typo is reported before the program starts.
///
/// ```
/// # add a todo and look at it
/// a
/// "Buy milk"
/// Enter
/// wait 1.5s
/// resize 100x30
/// snapshot
/// snapshot frames/after.txt
/// ```
///
/// A line is a key (`a`, `Enter`, `Ctrl-S`, `↑`: see `Key(scriptName:)`), a mouse event
/// (`click X Y`, `wheel up X Y`, `wheel down X Y`, at a column and row from 0), a `"quoted text"`
/// pasted as text (never commands; `\"` and `\\` inside), `wait DURATION` (`300ms`, `1.5s`,
/// `10m`) on the virtual clock, `resize WxH`, `snapshot` (the frame to stdout) or
/// `snapshot FILE`, `check-keys` (the screen's keys against `KeyConventions`, its hint bar
/// against its key map; a difference fails the run), `inspect` (the inspector's pane) and
/// `state` (the program's state as a dump). `#` starts a comment line; blank lines
/// are skipped.
public struct Script: Equatable, Sendable {
  /// What one line asks for.
  public enum Action: Equatable, Sendable {
    case key(Key)
    /// Text delivered as one paste: a text field inserts it, other screens ignore it.
    case text(String)
    /// Ctrl-C: the interrupt a terminal turns it into, not a key.
    case interrupt
    case wait(Duration)
    case resize(Size)
    /// The frame as text, to stdout (nil) or to a file.
    case snapshot(path: String?)
    /// Checks the keys of the screen on show: the shared conventions, and hints drawn from them.
    case checkKeys
    /// The inspector's pane as text, the size of the screen, to stdout: the actions so far,
    /// the last one's change and the effects in flight.
    case inspect
    /// The program's state, as `ValueDump` writes it, to stdout.
    case state
  }

  /// A step and the line it came from, for messages.
  public struct Step: Equatable, Sendable {
    public var line: Int
    public var action: Action

    public init(line: Int, _ action: Action) {
      self.line = line
      self.action = action
    }
  }

  /// A line that is not a step.
  public struct Mistake: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "\(line): \(message)" }

    package init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  public var steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }

  /// Parses a whole script; throws every line that is not a step (`[Mistake]`), in order.
  public init(parsing text: String) throws(Mistakes) {
    var steps: [Step] = []
    var mistakes: [Mistake] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingWhitespace
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      switch Self.action(of: line) {
      case .success(let action): steps.append(Step(line: index + 1, action))
      case .failure(let mistake): mistakes.append(Mistake(line: index + 1, message: mistake.message))
      }
    }
    guard mistakes.isEmpty else { throw Mistakes(all: mistakes) }
    self.steps = steps
  }

  /// Every line that is not a step.
  public struct Mistakes: Error, Equatable, Sendable {
    public var all: [Mistake]

    package init(all: [Mistake]) {
      self.all = all
    }
  }

  private struct LineMistake: Error {
    var message: String
  }

  private static func action(of line: String) -> Result<Action, LineMistake> {
    if line.count >= 2, line.hasPrefix("\""), line.hasSuffix("\"") {
      return unquoted(String(line.dropFirst().dropLast())).map(Action.text)
    }
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch words.first {
    case "wait":
      guard words.count == 2, let duration = duration(words[1]) else {
        return .failure(LineMistake(message: "unknown wait \"\(line)\" (write wait 300ms, wait 1.5s or wait 10m)"))
      }
      return .success(.wait(duration))
    case "resize":
      guard words.count == 2, let size = Size(scriptText: words[1]) else {
        return .failure(LineMistake(message: "unknown size \"\(line)\" (write resize 120x40)"))
      }
      return .success(.resize(size))
    case "check-keys" where words.count == 1:
      return .success(.checkKeys)
    case "inspect" where words.count == 1:
      return .success(.inspect)
    case "state" where words.count == 1:
      return .success(.state)
    case "snapshot":
      let path = line.dropFirst("snapshot".count).trimmingWhitespace
      return .success(.snapshot(path: path.isEmpty ? nil : path))
    default:
      guard let key = Key(scriptName: line) else {
        return .failure(
          LineMistake(message: "unknown step \"\(line)\" (a key such as a, Enter or Ctrl-S; \"text\"; click; wheel; wait; resize; snapshot; check-keys; inspect; state)")
        )
      }
      return .success(key == .control("c") ? .interrupt : .key(key))
    }
  }

  /// The text between the quotes, with `\"` and `\\` read as `"` and `\`.
  private static func unquoted(_ text: String) -> Result<String, LineMistake> {
    var result = ""
    var isEscaped = false
    for character in text {
      if isEscaped {
        guard character == "\"" || character == "\\" else {
          return .failure(LineMistake(message: "unknown escape \\\(character) in text (only \\\" and \\\\)"))
        }
        result.append(character)
        isEscaped = false
      } else if character == "\\" {
        isEscaped = true
      } else if character == "\"" {
        return .failure(LineMistake(message: "a quote inside text must be written \\\""))
      } else {
        result.append(character)
      }
    }
    if isEscaped { return .failure(LineMistake(message: "text ends with a lone \\")) }
    return .success(result)
  }

  /// `300ms`, `1.5s`, `10m`: a number and a unit; nil for anything else, negative or not finite.
  package static func duration(_ text: String) -> Duration? {
    let units: [(suffix: String, milliseconds: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      guard let value = Double(number), value.isFinite, value >= 0, number.first?.isNumber == true else { return nil }
      return .microseconds(Int64((value * unit.milliseconds * 1000).rounded()))
    }
    return nil
  }
}

extension Size {
  /// `80x24`: two positive numbers; nil for anything else.
  public init?(scriptText text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
      width <= 10_000, height <= 10_000
    else { return nil }
    self.init(width: width, height: height)
  }
}

extension StringProtocol {
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
