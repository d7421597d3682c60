import TerminalScript
import TerminalUI

/// What `speechrecognition --help` prints.
let usage = """
  usage: speechrecognition [--speech-auth STATUS] [--transcript FILE]
                           [--speech-fail MODE] [--script FILE [--size WxH]]
                           [--record FILE [--force] |
                            --replay FILE [--emit-test NAME]] [--inspect] [--help]

  Live transcription in this terminal (simulated recogniser). This machine has
  no microphone and no recogniser: a scripted talk is "heard" word by word, the
  transcript growing as a recogniser refines its best guess while you speak.

    --speech-auth STATUS  the permission the simulation gives: authorized
                          (default), denied, restricted or notDetermined;
                          the environment variable SPEECH_AUTH sets it too
    --transcript FILE     hear the words of FILE instead of the built-in talk
    --speech-fail MODE    fail after three words, to see the alerts: session
                          (audio device), engine (audio engine), task
                          (the recogniser itself)
  \(ProgramDriver.help())

  \(KeysHelp(helpScreens).text)
  Home and End jump to the start of the transcript and to its end, which
  follows new words. Quitting while recording stops first.
  """
