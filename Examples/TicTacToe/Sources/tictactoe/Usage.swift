import TerminalScript
import TerminalUI

/// What `tictactoe --help` prints.
let usage = """
  usage: tictactoe [--demo] [--script FILE [--size WxH]]
                   [--record FILE [--force] |
                    --replay FILE [--emit-test NAME]] [--inspect] [--help]

  Log in, name two players and play tic-tac-toe in this terminal.

  Demo credentials: any email with an "@" and the password "password". An
  email containing "2fa" (e.g. 2fa@example.com) adds a confirmation step; its
  code is 1234. Each step takes a second; --demo answers at once.

  \(ProgramDriver.help())

  \(KeysHelp(helpScreens).text)
  Fields edit in place: Left/Right, Home/End, Backspace, Delete, Ctrl-U (to
  the start), Ctrl-W (a word), paste. On the board, 7 8 9 is the top row.
  """
