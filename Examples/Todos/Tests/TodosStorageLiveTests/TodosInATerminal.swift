import TestSupport

/// Starts the `todos` program with `arguments` in an 80x24 terminal of its own, with `home`
/// as its home directory, so the default list lives under it.
func startTodosInATerminal(_ arguments: [String], home: String) throws -> TerminalSession {
  try TerminalSession(
    try ChildProcess.builtExecutable(named: "todos"), arguments,
    environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home, "SWIFT_BACKTRACE": "interactive=no"]
  )
}
