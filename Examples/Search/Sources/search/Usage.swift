import TerminalScript

/// What `search --help` prints.
let usage = """
  usage: search [--offline] [--geocoding-url URL] [--forecast-url URL]
                [--script FILE [--size WxH]]
                [--record FILE [--force] | --replay FILE] [--help]

  Search places by name and show the forecast of the one you pick under
  its row. Results come from Open-Meteo a moment after typing pauses.

    --offline            canned places and forecasts (not real weather), no
                         network
    --geocoding-url URL  the place search endpoint (default:
                         https://geocoding-api.open-meteo.com/v1/search)
    --forecast-url URL   the forecast endpoint (default:
                         https://api.open-meteo.com/v1/forecast)
  \(ProgramDriver.help)
                     (all three are --offline unless URLs are given)

  Keys: type to search (arrows, Home/End, Backspace, Delete, Ctrl-W edit;
  Ctrl-U or Esc clears; a paste is typed as text); ↓ or Tab goes to the
  results, where ↑↓ or j/k, PgUp/PgDn and Home/End or g/G move, Enter shows
  the forecast, Esc or Tab goes back to the field and typing adds to the
  query; q quits from the results, Ctrl-C from anywhere. Ctrl-L redraws.
  Weather data by Open-Meteo (open-meteo.com).
  """
