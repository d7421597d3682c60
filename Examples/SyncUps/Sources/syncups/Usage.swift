import TerminalScript
import TerminalUI

/// What `syncups --help` prints.
let usage = """
  usage: syncups [--db PATH | --in-memory | --demo] [--open ROUTE]
                 [--speech-auth STATUS] [--transcript FILE]
                 [--speech-fail-after SECONDS] [--script FILE [--size WxH]]
                 [--record FILE [--force] |
                  --replay FILE [--emit-test NAME]] [--inspect] [--help]

  A meeting timer for daily sync-ups: time split evenly between attendees,
  a transcript, and the history of past meetings, saved in SQLite after
  every change.

    --db PATH     keep the sync-ups in PATH (default:
                  $XDG_DATA_HOME/syncups/syncups.sqlite, or
                  ~/.local/share/syncups/syncups.sqlite)
    --in-memory   start empty and save nothing
    --demo        start with sample sync-ups and save nothing
    --open ROUTE  start on a screen: TITLE (its detail), TITLE/record (a
                  meeting), TITLE/meeting/N (its Nth past meeting, newest 1)

  Speech recognition is SIMULATED (no microphone, no recogniser here): a
  script is "heard" word by word, and the screen says "(simulated)".
    --speech-auth STATUS     authorized (default), denied, restricted or
                             notDetermined; SYNCUPS_SPEECH_AUTH sets it too
    --transcript FILE        hear the words of FILE instead of the built-in
    --speech-fail-after SEC  the recogniser fails after SEC seconds
  \(ProgramDriver.help(isolation: ProgramDriver.dataFileIsolation("sync-ups")))

  \(KeysHelp(helpScreens).text)
  In lists PgUp/PgDn and Home/End or g/G jump too. In a meeting, q asks to
  end it too; Ctrl-C, SIGTERM or SIGHUP quit and keep the meeting so far as
  one ended early. Questions open on the answer that changes nothing. The
  form's length goes from 1 to 30 minutes; Esc in the form asks first when
  an edit changed something.

  If the file is deleted while syncups runs, quitting writes the sync-ups to
  a new file at the same path; if another file replaces it, or another
  program writes to it, that file is left alone and they go to a new file
  beside it (syncups-kept.sqlite).
  """
