import Synchronization

/// Terminal display width of text, in cells, as the terminal will draw it, without relying on
/// the C library's `wcwidth` (whose tables vary by platform and locale).
///
/// Most terminals (tmux 3.3a among them) give each scalar its own width: control characters,
/// combining and format marks (ZWJ, variation selectors) take 0 cells, East Asian wide and
/// fullwidth characters and emoji presentation (skin-tone modifiers too) take 2, the rest 1;
/// a pair of regional indicators (a flag) takes 2. So a ZWJ family is the sum of its emoji (6)
/// and 👍🏽 is 4. A terminal in grapheme mode (2027, `isGraphemeMode`) draws a whole cluster
/// as wide as its first scalar, or 2 with an emoji presentation selector: the family is 2.
public enum DisplayWidth {
  private static let graphemeMode = Atomic<Bool>(false)

  /// Whether widths follow a terminal in grapheme mode; set by the backend once the terminal
  /// said it draws clusters whole. Off by default, as most terminals draw scalar by scalar.
  public static var isGraphemeMode: Bool {
    get { graphemeMode.load(ordering: .relaxed) }
    set { graphemeMode.store(newValue, ordering: .relaxed) }
  }

  /// Width of a whole string.
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    let graphemeMode = isGraphemeMode
    var total = 0
    for character in text { total += of(character, graphemeMode: graphemeMode) }
    return total
  }

  /// `text` if it fits in `width` cells, else its longest start that fits with "…" after it
  /// (spaces before the "…" dropped); a width of 0 or less gives "".
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let next = of(character)
      if used + next > width - 1 { break }
      kept.append(character)
      used += next
    }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return kept + "…"
  }

  /// Width of one grapheme cluster under the terminal's rule (`isGraphemeMode`).
  public static func of(_ character: Character) -> Int {
    of(character, graphemeMode: isGraphemeMode)
  }

  /// Width of one grapheme cluster drawn whole (`graphemeMode`) or scalar by scalar.
  public static func of(_ character: Character, graphemeMode: Bool) -> Int {
    if graphemeMode { return clusterWidth(character) }
    return glyphs(of: character).reduce(0) { $0 + $1.width }
  }

  /// The parts a terminal without grapheme mode draws a cluster as, each with its width: a
  /// scalar with the zero-width marks after it (a ZWJ ends a part and is left out, as a
  /// terminal that drew it might join what the layout counts apart); a flag is one part.
  public static func glyphs(of character: Character) -> [(text: String, width: Int)] {
    var parts: [(text: String, width: Int)] = []
    var previousWasRegionalIndicator = false
    for scalar in character.unicodeScalars {
      if scalar.value == 0x200D {
        previousWasRegionalIndicator = false
        parts.append(("", 0))
        continue
      }
      let width = of(scalar)
      let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(scalar.value)
      if width == 0 || (isRegionalIndicator && previousWasRegionalIndicator), !parts.isEmpty {
        parts[parts.count - 1].text.unicodeScalars.append(scalar)
        if isRegionalIndicator { parts[parts.count - 1].width = 2 }
        previousWasRegionalIndicator = false
        continue
      }
      previousWasRegionalIndicator = isRegionalIndicator
      parts.append((String(scalar), width))
    }
    return parts.filter { !$0.text.isEmpty }
  }

  /// A cluster drawn whole: as wide as its widest scalar, and 2 with an emoji presentation
  /// selector after its first scalar.
  private static func clusterWidth(_ character: Character) -> Int {
    var widest = 0
    var isFirst = true
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F, !isFirst { return 2 }  // emoji presentation selector
      widest = max(widest, of(scalar))
      isFirst = false
    }
    return widest
  }

  /// Width of one Unicode scalar on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels join the syllable
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
