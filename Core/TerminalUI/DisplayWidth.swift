/// Terminal display width of text, in cells, without relying on the C library's `wcwidth`
/// (whose tables vary by platform and locale).
///
/// Rules: control characters and combining or format marks take 0 cells; East Asian wide
/// and fullwidth characters and emoji presentation take 2; everything else takes 1.
/// A grapheme cluster is as wide as its widest scalar, so "e" + U+0301 is 1 cell and a
/// ZWJ family emoji or a flag is 2.
public enum DisplayWidth {
  /// Width of a whole string.
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var total = 0
    for character in text { total += of(character) }
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

  /// Width of one grapheme cluster (0, 1 or 2).
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    var widest = 0
    var isFirst = true
    for scalar in scalars {
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
