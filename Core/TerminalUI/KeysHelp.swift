/// The keys section of a program's `--help`, one line per screen, made from the hints of the
/// screens' key maps: the entries the `?` help (`HelpOverlay`) shows there, so the text cannot
/// drift from what the keys do.
///
///     Keys (each screen lists them on ? or F1):
///       list      ↑↓/jk select, ⏎ open, a add, q quit
///       editing   ⏎/Esc done
///       anywhere  ^L redraw the screen, ?/F1 this help (Esc, q or ? closes it)
///
/// Screens given twice under one name (a list empty and with rows) share a line, each hint
/// once. The run loop's own keys, which every screen's help repeats, close the section once.
/// A line that does not fit breaks between hints, under the first hint (a hanging indent); a
/// hint wider than the room left breaks between words.
public struct KeysHelp {
  /// Each screen: the name it is listed under and its key map's hints (`KeyMap.hints`).
  public var screens: [(name: String, hints: [KeyHint])]
  /// The columns the section fits in.
  public var width: Int

  /// The section's first line, which says where else the keys are listed.
  public static let heading = "Keys (each screen lists them on ? or F1):"

  public init(_ screens: [(name: String, hints: [KeyHint])], width: Int = 78) {
    self.screens = screens
    self.width = width
  }

  /// The section, its lines joined by newlines (no newline at the end).
  public var text: String {
    let runLoopKeys = HelpOverlay(hints: []).entries
    var names: [String] = []
    var entries: [String: [KeyHint]] = [:]
    for screen in screens {
      if entries[screen.name] == nil { names.append(screen.name) }
      var merged = entries[screen.name, default: []]
      let own = HelpOverlay(hints: screen.hints).entries.filter { !runLoopKeys.contains($0) }
      for (index, entry) in own.enumerated() where !merged.contains(entry) {
        // A hint new to the line goes after the one before it in this screen's map, or else
        // before the one after it, so the line keeps the order of both maps.
        if let before = own[..<index].last(where: merged.contains), let at = merged.firstIndex(of: before) {
          merged.insert(entry, at: at + 1)
        } else if let after = own[(index + 1)...].first(where: merged.contains), let at = merged.firstIndex(of: after) {
          merged.insert(entry, at: at)
        } else {
          merged.append(entry)
        }
      }
      entries[screen.name] = merged
    }
    let anywhere = "anywhere"
    let rows = names.map { ($0, entries[$0, default: []]) } + [(anywhere, runLoopKeys)]
    let nameWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    let lines = rows.flatMap { name, hints in
      let indent = 2 + nameWidth + 2
      let wrapped = Self.wrap(hints.map { "\($0.keys) \($0.help)" }, width: max(1, width - indent))
      return wrapped.enumerated().map { row, line in
        let label = row == 0 ? name : ""
        guard !line.isEmpty else { return "  " + label }
        return "  " + label + String(repeating: " ", count: indent - 2 - DisplayWidth.of(label)) + line
      }
    }
    return ([Self.heading] + lines).joined(separator: "\n")
  }

  /// The hints joined by ", " into lines of at most `width` columns, broken between hints
  /// where one fits whole and between words where it does not.
  static func wrap(_ hints: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for (index, hint) in hints.enumerated() {
      let piece = index == hints.count - 1 ? hint : hint + ","
      let separator = line.isEmpty ? "" : " "
      if DisplayWidth.of(line + separator + piece) <= width {
        line += separator + piece
      } else if DisplayWidth.of(piece) <= width {
        lines.append(line)
        line = piece
      } else {
        // Too wide for a line of its own: its words fill the rest of this line and the next.
        let words = Paragraph.wrap(line + separator + piece, width: width)
        lines += words.dropLast()
        line = words.last ?? ""
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
