import TerminalScript

/// What `tictactoe --help` prints.
let usage = """
  usage: tictactoe [--demo] [--script FILE [--size WxH]]
                   [--record FILE [--force] | --replay FILE] [--help]

  Log in, name two players and play tic-tac-toe in this terminal.

  Demo credentials: any email with an "@" and the password "password". An
  email containing "2fa" (e.g. 2fa@example.com) adds a confirmation step; its
  code is 1234. Each step takes a second; --demo answers at once.

  \(ProgramDriver.help)

  Keys: Tab moves between fields, Enter presses the button, Esc goes back: it
  leaves the confirmation step, logs out from the new-game screen and quits a
  game. Fields edit in place: Left/Right, Home/End, Backspace, Delete, Ctrl-U
  (to the start), Ctrl-W (a word), paste. On the board: arrows or h j k l
  move, Enter or space places a mark, 1-9 place one in keypad layout (7 8 9
  is the top row); once the game is over, Enter or p plays again.
  Ctrl-C exits.
  """
