import CaseStudies
import TerminalScript
import TerminalUI

/// The short names of the studies, as `--help` lists them.
private let studies = Paragraph.wrap(CaseStudy.all.map(\.id).joined(separator: " "), width: 74).map { "    " + $0 }

/// What `--script`, `--record` and `--replay` do with the studies' files: keep them in memory.
private let isolation = """
  --script, --record and --replay keep the shared-state studies' files \
  (below) in memory: no file of yours is touched.
  """

/// What `casestudies --help` prints.
let usage = """
  usage: casestudies [--open STUDY] [--facts-url TEMPLATE] [--real-downloads]
                     [--script FILE [--size WxH]]
                     [--record FILE [--force] |
                      --replay FILE [--emit-test NAME]] [--inspect] [--help]

  A catalogue of small studies of the Composable Architecture, in this
  terminal: each study shows what it teaches, and its keys, on screen.

    --open STUDY   start in the study STUDY, by its name in the menu ("File
                   storage") or its short name, one of:
  \(studies.joined(separator: "\n"))
    --facts-url TEMPLATE
                   fetch number facts over HTTP: TEMPLATE is an http(s) URL
                   where {n} stands for the number, e.g.
                   http://numbersapi.com/{n}. Without it, facts are computed
                   here after a second (an offline stand-in for that service).
    --real-downloads
                   the offline downloads study fetches each city's "map" (its
                   Wikipedia page) over HTTPS instead of simulating four
                   seconds of progress.
  \(ProgramDriver.help(isolation: isolation))

  \(KeysHelp(helpScreens).text)
  Each study adds keys of its own, on its hint bar and on ? or F1.

  Simulations: the long-living effects study counts SIGUSR1 signals sent to
  this program (kill -USR1 PID) as screenshots; the web socket study talks
  to an echo socket inside this program; favoriting asks no server but
  waits a second and fails one time in four.

  Files: the shared-state studies keep stats.json and casestudies.sqlite
  in $XDG_DATA_HOME/casestudies (else ~/.local/share/casestudies).
  """
