import ComposableArchitecture
import Testing
import TerminalUI

/// Random edits on a text field, checked step by step against a model that keeps the text as
/// Unicode scalars and the cursor as a scalar position: typed text that joins its neighbour
/// (combining marks, ZWJ sequences, regional indicators typed one at a time, Hangul jamo)
/// must never crash the field or put its cursor anywhere the model does not.
@Suite struct TextFieldPropertyTests {
  @Test func typingAnAccentAfterALetterAndGoingOnDoesNotCrash() {
    var field = TextFieldState()
    for key in ["e", "\u{301}", "x"] { field.insert(key) }
    #expect(field == TextFieldState("éx", cursor: 2))
  }

  @Test func piecesThatJoinTheCharacterBeforeLeaveTheCursorAfterIt() {
    var flag = TextFieldState("go ")
    flag.insert("\u{1F1FA}")
    flag.insert("\u{1F1F8}")
    flag.insert("!")
    #expect(flag == TextFieldState("go 🇺🇸!", cursor: 5))

    var family = TextFieldState()
    for piece in ["👩", "\u{200D}", "👧", "\u{200D}", "👦"] { family.insert(piece) }
    #expect(family == TextFieldState("👩‍👧‍👦", cursor: 1))
    family.deleteBackward()
    #expect(family == TextFieldState("", cursor: 0))

    var accent = TextFieldState("ab", cursor: 1)
    accent.insert("\u{301}")
    #expect(accent == TextFieldState("áb", cursor: 1))
  }

  @Test func deletingWhatKeptTwoPiecesApartJoinsThemAndTheCursorStaysBefore() {
    var field = TextFieldState("👩\u{200D}x👧", cursor: 2)
    field.deleteBackward()
    #expect(field == TextFieldState("👩‍👧", cursor: 0))

    field = TextFieldState("👩\u{200D}x👧", cursor: 1)
    field.deleteForward()
    #expect(field == TextFieldState("👩‍👧", cursor: 0))
  }

  @Test func controlCharactersAreNeverText() {
    var field = TextFieldState()
    field.insert("a\u{1B}[2J\u{9B}31m\u{7F}b")
    #expect(field == TextFieldState("a[2J31mb", cursor: 8))
    field.insert("\u{7}\u{0}")
    #expect(field.cursor == 8)
  }

  @Test(arguments: 0..<40) func randomEditsMatchTheModel(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    var field = TextFieldState()
    var model = ScalarModel()
    for step in 0..<200 {
      let edit = Self.randomEdit(using: &generator)
      field.apply(edit)
      model.apply(edit)
      #expect(field.text == model.text, "seed \(seed), step \(step), \(edit)")
      #expect(field.cursor == model.characterCursor, "seed \(seed), step \(step), \(edit)")
      #expect((0...field.text.count).contains(field.cursor))
      if field.text != model.text || field.cursor != model.characterCursor { return }
      #expect(render(TextField(field), width: 4, height: 1).lines.count == 1)
    }
  }

  /// Pieces that join or split characters when put next to each other.
  static let pieces: [String] = [
    "e", "x", " ", "日", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "👩", "👧", "\u{1F3FD}",
    "\u{1F1FA}", "\u{1F1F8}", "\u{1F1EB}", "\u{1100}", "\u{1161}", "\u{11A8}", "\r\n", "\u{7}",
    "\u{9B}", "e\u{301}", "👩\u{200D}👧", "\u{1F1EB}\u{1F1F7}x",
  ]

  static func randomEdit(using generator: inout SeededRandomNumberGenerator) -> TextEdit {
    switch Int.random(in: 0..<23, using: &generator) {
    case 0..<9: return .insert(pieces.randomElement(using: &generator)!)
    case 9, 10: return .deleteBackward
    case 11: return .deleteForward
    case 12: return .deleteToStart
    case 13: return .deleteWordBackward
    case 14, 15: return .moveLeft
    case 16, 17: return .moveRight
    case 18: return .moveToStart
    case 19: return .moveWordLeft
    case 20: return .moveWordRight
    case 21: return .deleteToEnd
    default: return .moveToEnd
    }
  }
}

/// The field's expected behaviour, kept as scalars and a scalar position that sits on a
/// character boundary of the whole text after every edit.
private struct ScalarModel {
  var scalars: [Unicode.Scalar] = []
  var position = 0

  var text: String { String(String.UnicodeScalarView(scalars)) }

  /// The scalar offsets where characters of the whole text start, and its end.
  var boundaries: [Int] {
    let text = self.text
    var offsets = text.indices.map { text.unicodeScalars.distance(from: text.startIndex, to: $0) }
    offsets.append(scalars.count)
    return offsets
  }

  var characterCursor: Int { boundaries.firstIndex(of: position)! }

  mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .insert(let typed):
      let clean = typed.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
      scalars.insert(contentsOf: clean, at: position)
      position = boundaries.first { $0 >= position + clean.count }!
    case .deleteBackward:
      guard let start = boundaries.last(where: { $0 < position }) else { return }
      cut(start..<position)
    case .deleteForward:
      guard let end = boundaries.first(where: { $0 > position }) else { return }
      cut(position..<end)
    case .deleteToStart:
      cut(0..<position)
    case .deleteToEnd:
      cut(position..<scalars.count)
    case .deleteWordBackward:
      cut(wordStartBefore()..<position)
    case .moveWordLeft:
      position = wordStartBefore()
    case .moveWordRight:
      let bounds = boundaries.filter { $0 >= position }
      var index = 0
      while index + 1 < bounds.count, isSpace(bounds[index]..<bounds[index + 1]) { index += 1 }
      while index + 1 < bounds.count, !isSpace(bounds[index]..<bounds[index + 1]) { index += 1 }
      position = bounds[index]
    case .moveLeft: position = boundaries.last { $0 < position } ?? position
    case .moveRight: position = boundaries.first { $0 > position } ?? position
    case .moveToStart: position = 0
    case .moveToEnd: position = scalars.count
    }
  }

  /// Whether the character made of these scalars is whitespace.
  private func isSpace(_ range: Range<Int>) -> Bool {
    String(String.UnicodeScalarView(scalars[range])).allSatisfy(\.isWhitespace)
  }

  /// Where the word before the position starts: back over spaces, then over the word.
  private func wordStartBefore() -> Int {
    let bounds = boundaries.filter { $0 <= position }
    var index = bounds.count - 1
    while index > 0, isSpace(bounds[index - 1]..<bounds[index]) { index -= 1 }
    while index > 0, !isSpace(bounds[index - 1]..<bounds[index]) { index -= 1 }
    return bounds[index]
  }

  /// Removes scalars and leaves the position at the last boundary at or before the cut.
  private mutating func cut(_ range: Range<Int>) {
    scalars.removeSubrange(range)
    position = boundaries.last { $0 <= range.lowerBound }!
  }
}
