import TerminalScript

/// What `todos --help` prints.
let usage = """
  usage: todos [--db PATH | --in-memory | --demo] [--script FILE [--size WxH]]
               [--record FILE [--force] | --replay FILE] [--help]

  A todo list in this terminal, saved in SQLite a moment after each change
  and on exit (q, Ctrl-C, SIGTERM, or the terminal closing).

    --db PATH     keep the list in PATH (default:
                  $XDG_DATA_HOME/todos/todos.sqlite, or
                  ~/.local/share/todos/todos.sqlite)
    --in-memory   start empty and save nothing
    --demo        start with a few todos and save nothing
  \(ProgramDriver.help)

  Keys: ↑↓ or k/j move, PgUp/PgDn and Home/End jump, a add, space or x
  toggle done, Enter or e edit (Enter or Esc ends typing; arrows, Home/End,
  Ctrl-U and Ctrl-W edit, a paste is typed as text), d or Delete delete,
  C clear done (asking first; ←→ choose, Enter on Cancel keeps them), f/F or
  1 2 3 filter (All, Active, Completed), m move mode (then ⇧↑/⇧↓ or K/J
  move the todo, Esc ends it), q quit. Completed todos sink below the open
  ones a second after the last change. Ctrl-L redraws.
  If the file is deleted while todos runs, quitting writes the list to a
  new file at the same path; if another file replaces it, or another program
  writes to it, that file is left alone and the list goes to
  todos-kept.sqlite beside it.
  """
