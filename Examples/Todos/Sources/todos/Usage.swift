import TerminalScript
import TerminalUI

/// What `todos --help` prints.
let usage = """
  usage: todos [--db PATH | --in-memory | --demo] [--script FILE [--size WxH]]
               [--record FILE [--force] |
                --replay FILE [--emit-test NAME]] [--inspect] [--help]

  A todo list in this terminal, saved in SQLite a moment after each change
  and on exit (q, Ctrl-C, SIGTERM, or the terminal closing).

    --db PATH     keep the list in PATH (default:
                  $XDG_DATA_HOME/todos/todos.sqlite, or
                  ~/.local/share/todos/todos.sqlite)
    --in-memory   start empty and save nothing
    --demo        start with a few todos and save nothing
  \(ProgramDriver.help(isolation: ProgramDriver.dataFileIsolation("list")))

  \(KeysHelp(helpScreens).text)
  Keys with no hint: ↑↓ or k/j, PgUp/PgDn and Home/End or g/G move; q quits,
  x toggles, e edits, Delete deletes, and 1 2 3 pick a filter (All, Active,
  Completed). Completed todos sink below the open ones a second after the
  last change.

  If the file is deleted while todos runs, quitting writes the list to a
  new file at the same path; if another file replaces it, or another program
  writes to it, that file is left alone and the list goes to
  todos-kept.sqlite beside it.
  """
