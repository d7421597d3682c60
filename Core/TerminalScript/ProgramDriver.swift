import ComposableCore
import Foundation
import TerminalUI

/// How a program runs: in this terminal (the default), or headless through a script
/// (`--script FILE [--size WxH]`) in virtual time, with nothing of the user's touched.
///
/// Every program reads these flags here, before its own options, and goes through the
/// driver where it would take the terminal: `requireTerminal()`, `install(into:)` in its
/// store's dependencies, and `run(...)` instead of `runInTerminal`.
@MainActor
public final class ProgramDriver {
  /// The lines each program's `--help` shows for the driver's flags.
  public static let help = """
      --script FILE  run without a terminal, in virtual time: FILE's lines are
                     keys (a, Enter, Ctrl-S), "text", wait 1.5s, resize 120x40,
                     snapshot [FILE]; nothing of yours is touched unless --db
      --size WxH     the screen of --script (default 80x24)
    """

  public let program: String
  /// The headless run, when there is a script.
  public let scripted: ScriptRun?
  /// The scripted run's count of real I/O in flight.
  nonisolated let externalWork: ExternalWork?
  /// One generator of each for every `install`, so values made before the store (a demo's
  /// sample data) and by its effects never repeat.
  private let scriptedUUID = UUIDGenerator.incrementing
  private let scriptedRandom = WithRandomNumberGenerator.seeded(0)

  /// Whether this run follows a script (and so must leave the user's data alone).
  public var isScripted: Bool { scripted != nil }

  /// Reads `--script FILE` and `--size WxH` from `arguments` and returns the others for the
  /// program's own parser. A wrong value exits with status 64 and the usage; a script line
  /// that is not a step exits with 64 naming every such line, and an unreadable script with
  /// 1, before anything runs. With `--help` or `-h` the script is not read.
  public static func start(program: String, arguments: [String], usage: String) -> (ProgramDriver, [String]) {
    let options: Options
    do {
      options = try Options(arguments)
    } catch {
      exit(program: program, "\(error)\n\n\(usage)", status: 64)
    }
    guard let path = options.scriptPath, !options.others.contains("--help"), !options.others.contains("-h") else {
      return (ProgramDriver(program: program, scripted: nil), options.others)
    }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      exit(program: program, "cannot read the script \(path): \(error.localizedDescription)", status: 1)
    }
    do {
      let script = try Script(parsing: text)
      return (ProgramDriver(program: program, scripted: ScriptRun(script, size: options.size)), options.others)
    } catch {
      exit(program: program, error.all.map { "\(path):\($0)" }.joined(separator: "\n\(program): "), status: 64)
    }
  }

  init(program: String, scripted: ScriptRun?) {
    self.program = program
    self.scripted = scripted
    self.externalWork = scripted?.externalWork
  }

  /// `requireTerminal(program:)` in a terminal; a scripted run needs none.
  public func requireTerminal() {
    if !isScripted { TerminalUI.requireTerminal(program: program) }
  }

  /// In a scripted run, makes what effects read from the world repeatable: the script's clock,
  /// dates that start at `scriptStart` and follow that clock, UUIDs counting up from zero
  /// (across every call), a seeded random generator, UTC and the POSIX locale. In a terminal it changes nothing.
  public func install(into dependencies: inout DependencyValues) {
    guard let scripted else { return }
    let clock = scripted.clock
    dependencies.continuousClock = clock
    dependencies.date = DateGenerator { Self.scriptStart.addingTimeInterval(clock.now.offset.seconds) }
    dependencies.uuid = scriptedUUID
    dependencies.withRandomNumberGenerator = scriptedRandom
    dependencies.timeZone = TimeZone(identifier: "UTC") ?? .current
    dependencies.locale = Locale(identifier: "en_US_POSIX")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = dependencies.timeZone
    dependencies.calendar = calendar
  }

  /// The time zone screens show times in: UTC in a scripted run, so its frames are the same
  /// everywhere; the user's otherwise.
  public var timeZone: TimeZone { isScripted ? TimeZone(identifier: "UTC") ?? .current : .current }

  /// What a scripted run's date dependency reads before any `wait`: Monday 2 March 2026, 09:00 UTC.
  public nonisolated static let scriptStart = Date(timeIntervalSince1970: 1_772_442_000)

  /// Runs effects where a scripted run can count them; call it before sending the store
  /// anything (`run` calls it too). Does nothing in a terminal.
  public func attach<State, Action>(_ store: Store<State, Action>) {
    scripted?.attach(store)
  }

  /// Runs the screen: in the terminal (`runInTerminal`), or through the script. A scripted run
  /// that cannot go on (a step after the program quit, a snapshot file that cannot be
  /// written) exits with status 1 naming the line.
  public func run<State, Action>(
    _ store: Store<State, Action>,
    minimumSize: Size = Size(width: 1, height: 1),
    render: @escaping (State, inout Frame) -> Void,
    keyMap: @escaping (State) -> KeyMap<Action>,
    sizeChanged: ((Size) -> Action)? = nil
  ) async -> ExitReason {
    guard let scripted else {
      return await runInTerminal(
        store, program: program, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged
      )
    }
    do {
      return try await scripted.run(
        store, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged
      )
    } catch {
      Self.exit(program: program, "script line \(error)", status: 1)
    }
  }

  private static func exit(program: String, _ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    Foundation.exit(status)
  }
}

extension Duration {
  /// The duration in seconds, fractions included.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
