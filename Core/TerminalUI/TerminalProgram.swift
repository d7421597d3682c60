import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ComposableArchitecture

/// Runs a screen in the real terminal of this process: checks that stdin and stdout are a
/// terminal that can show it, sets it up, runs the loop (see `run`), and restores the
/// terminal before returning, so the caller can save and print a last line. The mouse is
/// taken unless `takesMouse` is false (`--no-mouse`); `inspector` makes F12 open it.
///
/// When the check fails (a pipe, `TERM` unset or `dumb`, or ncurses cannot set up the
/// terminal) it prints one line to stderr and exits with status 1; nothing has run yet.
@MainActor
public func runInTerminal<State, Action>(
  _ store: Store<State, Action>,
  program: String,
  minimumSize: Size = Size(width: 1, height: 1),
  render: (State, inout Frame) -> Void,
  keyMap: (State) -> KeyMap<Action>,
  sizeChanged: ((Size) -> Action)? = nil,
  takesMouse: Bool = true,
  inspector: Inspector<State, Action>? = nil
) async -> ExitReason {
  requireTerminal(program: program)
  let term = environmentValue("TERM")
  var environment: [String: String] = [:]
  environment["NO_COLOR"] = environmentValue("NO_COLOR")
  guard let backend = NcursesBackend.start(environment: environment, takesMouse: takesMouse) else {
    exitWithMessage("\(program): cannot set up the terminal for TERM=\(term ?? ""); try TERM=xterm-256color.")
  }
  let reason = await run(
    store, on: backend, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged,
    inspector: inspector
  )
  backend.stop()
  return reason
}

/// Exits with the one-line message of `StartupCheck` (status 1) unless stdin and stdout are
/// a terminal that can show a screen. `runInTerminal` calls it; a program that creates files
/// calls it first, so that `program </dev/null` leaves nothing behind.
public func requireTerminal(program: String) {
  let check = StartupCheck.evaluate(
    stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    term: environmentValue("TERM")
  )
  if let message = check.message(program: program) { exitWithMessage(message) }
}

private func environmentValue(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

private func exitWithMessage(_ message: String) -> Never {
  fputs(message + "\n", cn_stderr())
  exit(1)
}
