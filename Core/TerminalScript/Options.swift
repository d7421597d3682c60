import TerminalUI

extension ProgramDriver {
  /// The driver's flags, read out of a program's arguments; the rest stay in order for the
  /// program's own parser.
  package struct Options: Equatable {
    package var scriptPath: String?
    package var recordPath: String?
    /// `--force`: `--record` may replace an existing file.
    package var overwritesRecording = false
    package var replayPath: String?
    package var size = Size(width: 80, height: 24)
    /// `--ascii`: the scripted screen shows only ASCII, as a terminal without a UTF-8 locale.
    package var charset = Charset.unicode
    /// `--no-mouse`: the terminal keeps the mouse (its own selection without Shift).
    package var takesMouse = true
    /// `--inspect`: the inspector opens at the start, and the session is kept for its export.
    package var inspects = false
    /// `--emit-test NAME`: with `--replay`, the test of the session is written to `NAME.swift`.
    package var emittedTest: String?
    /// `--styles FILE`: with `--script`, each snapshot's style runs are written to FILE.
    package var stylesPath: String?
    package var others: [String] = []

    /// A flag without its value, or a value the driver cannot use.
    package struct UsageError: Error, CustomStringConvertible {
      package let description: String
    }

    package init(_ arguments: [String]) throws(UsageError) {
      var iterator = arguments.makeIterator()
      var hasSize = false
      while let argument = iterator.next() {
        switch argument {
        case "--script":
          guard let path = iterator.next() else { throw UsageError(description: "--script needs a file path") }
          scriptPath = path
        case "--record":
          guard let path = iterator.next() else { throw UsageError(description: "--record needs a file path") }
          recordPath = path
        case "--ascii":
          charset = .ascii
        case "--force":
          overwritesRecording = true
        case "--no-mouse":
          takesMouse = false
        case "--inspect":
          inspects = true
        case "--emit-test":
          guard let name = iterator.next() else { throw UsageError(description: "--emit-test needs a test name") }
          emittedTest = name
        case "--styles":
          guard let path = iterator.next() else { throw UsageError(description: "--styles needs a file path") }
          stylesPath = path
        case "--replay":
          guard let path = iterator.next() else { throw UsageError(description: "--replay needs a file path") }
          replayPath = path
        case "--size":
          guard let text = iterator.next(), let parsed = Size(scriptText: text) else {
            throw UsageError(description: "--size needs a size such as 80x24")
          }
          size = parsed
          hasSize = true
        default:
          others.append(argument)
        }
      }
      if hasSize, scriptPath == nil {
        throw UsageError(description: "--size goes with --script (a terminal has its own size)")
      }
      if stylesPath != nil, scriptPath == nil {
        throw UsageError(description: "--styles goes with --script (it records the snapshots' styles)")
      }
      if charset == .ascii, scriptPath == nil {
        throw UsageError(description: "--ascii goes with --script (a terminal has its own locale)")
      }
      if overwritesRecording, recordPath == nil {
        throw UsageError(description: "--force goes with --record (it lets the recording replace FILE)")
      }
      if replayPath != nil, scriptPath != nil || recordPath != nil {
        throw UsageError(description: "--replay cannot be combined with --script or --record")
      }
      if let emittedTest {
        guard replayPath != nil else {
          throw UsageError(description: "--emit-test goes with --replay (it writes the test of a recorded session)")
        }
        let name = emittedTest.split(separator: "/").last.map { $0.hasSuffix(".swift") ? $0.dropLast(6) : $0 } ?? ""
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          name.allSatisfy(\.isASCII)
        else {
          throw UsageError(description: "--emit-test needs a Swift type name such as MainFlowTests, or a path ending in one")
        }
      }
      if replayPath != nil, inspects {
        throw UsageError(description: "--replay cannot be combined with --inspect (a replay has no terminal)")
      }
    }
  }
}
