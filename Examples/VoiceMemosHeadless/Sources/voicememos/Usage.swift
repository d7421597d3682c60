import TerminalScript
import TerminalUI

/// What `--script`, `--record` and `--replay` do with the memos: a recorded memo's file name
/// repeats in every run, so none of them works on the user's folder.
private let isolation = """
  --script, --record and --replay start with no memos, in memory, and record into a \
  temporary directory, even with --db: no memo or file of yours is touched.
  """

/// What `voicememos --help` prints.
let usage = """
  usage: voicememos [--db PATH | --in-memory] [--tone]
                    [--mic-permission granted|denied]
                    [--record-fail-after SECONDS] [--player CMD]
                    [--script FILE [--size WxH]]
                    [--record FILE [--force] |
                     --replay FILE [--emit-test NAME]] [--inspect] [--help]

  Record, list, rename, play and delete voice memos in this terminal
  (simulated audio). This machine has no microphone and no speaker: recording
  writes a real WAV file (PCM 16-bit mono 16 kHz) in real time from a
  generator, and playing reads the file and waits as long as it lasts.

    --db PATH             keep the list in PATH and the recordings beside
                          it (default: voicememos.sqlite in
                          $XDG_DATA_HOME/voicememos/, or in
                          ~/.local/share/voicememos/)
    --in-memory           keep nothing: recordings go to a temporary directory
                          removed on exit
    --tone                record a quiet 440 Hz sine instead of silence
    --mic-permission P    what asking for the microphone answers: granted
                          (default) or denied; VOICEMEMOS_MIC sets it too
    --record-fail-after S a recording fails after S seconds, to see the alert
    --player CMD          also pipe each memo played to CMD, e.g. 'aplay -q';
                          a command that fails stops the playback (an alert)
  \(ProgramDriver.help(isolation: isolation))

  \(KeysHelp(helpScreens).text)
  In the list PgUp/PgDn and Home/End or g/G jump too; o is there only while
  the microphone is refused. Deleting a memo asks first; Cancel, where the
  question opens, keeps the memo and its file. Quitting while recording (q,
  Ctrl-C, SIGTERM, SIGHUP) stops the recording and keeps it as a memo.

  Recordings are listed by their place in the data folder, so the folder can
  be moved; a memo whose file is missing stays listed, marked missing, until
  deleted. If voicememos.sqlite is deleted while voicememos runs, quitting
  writes the list to a new file at the same path; if another file replaces
  it, or another program writes to it, that file is left alone and the list
  goes to voicememos-kept.sqlite.
  """
