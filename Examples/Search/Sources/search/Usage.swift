import TerminalScript
import TerminalUI

/// What `--script`, `--record` and `--replay` ask of the network: nothing, unless told.
private let isolation = """
  --script, --record and --replay answer from the canned data of --offline, \
  with no network, unless URLs are given.
  """

/// What `search --help` prints.
let usage = """
  usage: search [--offline] [--geocoding-url URL] [--forecast-url URL]
                [--script FILE [--size WxH]]
                [--record FILE [--force] |
                 --replay FILE [--emit-test NAME]] [--inspect] [--help]

  Search places by name and show the forecast of the one you pick under
  its row. Results come from Open-Meteo a moment after typing pauses.

    --offline            canned places and forecasts (not real weather), no
                         network
    --geocoding-url URL  the place search endpoint (default:
                         https://geocoding-api.open-meteo.com/v1/search)
    --forecast-url URL   the forecast endpoint (default:
                         https://api.open-meteo.com/v1/forecast)
  \(ProgramDriver.help(isolation: isolation))

  \(KeysHelp(helpScreens).text)
  The field edits as every text field does (arrows, Home/End, Backspace,
  Delete, Ctrl-W; a paste is typed as text). In the results PgUp/PgDn and
  Home/End or g/G move too, and typing adds to the query; Ctrl-C quits from
  anywhere.

  Weather data by Open-Meteo (open-meteo.com).
  """
