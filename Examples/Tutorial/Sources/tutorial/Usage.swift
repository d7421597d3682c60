import TerminalScript
import TerminalUI

/// What `tutorial --help` prints.
let usage = """
  usage: tutorial [--chapter N] [--script FILE [--size WxH]]
                  [--record FILE [--force] |
                   --replay FILE [--emit-test NAME]] [--inspect] [--help]

  The program of one chapter of the tutorial (Examples/Tutorial), which builds
  a small SyncUps:
    1  a counter with a screen
    2  a list of sync-ups with add and delete
    3  a sync-up's detail pushed on a stack
    4  an edit form in a sheet, with validation, and an alert before deleting
    5  a meeting timer
    6  the list kept in a file through shared state:
       $XDG_DATA_HOME/tutorial/sync-ups.json (else ~/.local/share/...);
       runs with --script, --record or --replay keep it in memory
    7  chapter 6's program, naming its feature for --emit-test

    --chapter N    the chapter to run, 1 to 7 (default 7, the finished program)

  \(ProgramDriver.help())

  \(KeysHelp(helpScreens).text)
  The counter is chapter 1's; the other screens are chapter 6's and 7's, and
  earlier chapters have fewer of their keys.
  """
