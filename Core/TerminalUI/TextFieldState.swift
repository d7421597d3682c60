/// A single-line text being edited: the text and the cursor, as a plain value a feature
/// keeps in its State and changes with pure editing functions (usually via `apply`).
///
/// The cursor counts characters (grapheme clusters) from the start, 0...text.count;
/// moves past either end stop there, and deleting at an end is a no-op.
public struct TextFieldState: Hashable, Sendable {
  public private(set) var text: String
  public private(set) var cursor: Int

  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(0, cursor ?? text.count), text.count)
  }

  /// Inserts text at the cursor and moves the cursor after it. Control characters (C0, DEL
  /// and C1, which a terminal would act on) are dropped: the field is one line of text.
  ///
  /// The typed text may join the character before it (a combining accent after `e`, one
  /// regional indicator after another, a ZWJ sequence typed piece by piece), so the cursor is
  /// placed by where the insertion ends in the new text, not by counting what was typed.
  public mutating func insert(_ typed: String) {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: typed.unicodeScalars.filter { !Self.isControl($0) })
    let clean = String(scalars)
    guard !clean.isEmpty else { return }
    let index = characterIndex(cursor)
    let end = text.utf8.distance(from: text.startIndex, to: index) + clean.utf8.count
    text.insert(contentsOf: clean, at: index)
    cursor = characters(beforeUTF8Offset: end, roundingUp: true)
  }

  /// Removes the character before the cursor (Backspace).
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let end = characterIndex(cursor)
    remove(text.index(before: end)..<end)
  }

  /// Removes the character under the cursor (Delete).
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    let start = characterIndex(cursor)
    remove(start..<text.index(after: start))
  }

  /// Removes everything before the cursor (Ctrl-U).
  public mutating func deleteToStart() {
    remove(text.startIndex..<characterIndex(cursor))
  }

  /// Removes everything from the cursor on (Ctrl-K).
  public mutating func deleteToEnd() {
    remove(characterIndex(cursor)..<text.endIndex)
  }

  /// Removes the word before the cursor and the spaces after it (Ctrl-W, Alt-Backspace), as
  /// shells do.
  public mutating func deleteWordBackward() {
    let end = cursor
    moveWordLeft()
    remove(characterIndex(cursor)..<characterIndex(end))
  }

  /// Moves the cursor one character back; stays at the start.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }
  /// Moves the cursor one character on; stays at the end.
  public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
  /// Moves the cursor to the start of the word before it (Ctrl-←, Alt-b), over spaces first.
  public mutating func moveWordLeft() {
    let before = Array(text.prefix(cursor))
    var start = before.count
    while start > 0, before[start - 1].isWhitespace { start -= 1 }
    while start > 0, !before[start - 1].isWhitespace { start -= 1 }
    cursor = start
  }

  /// Moves the cursor past the end of the word after it (Ctrl-→, Alt-f), over spaces first.
  public mutating func moveWordRight() {
    let after = Array(text.dropFirst(cursor))
    var end = 0
    while end < after.count, after[end].isWhitespace { end += 1 }
    while end < after.count, !after[end].isWhitespace { end += 1 }
    cursor += end
  }

  /// Moves the cursor before the first character (Home).
  public mutating func moveToStart() { cursor = 0 }
  /// Moves the cursor after the last character (End).
  public mutating func moveToEnd() { cursor = text.count }

  /// Performs one edit.
  public mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .insert(let typed): insert(typed)
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .deleteToStart: deleteToStart()
    case .deleteToEnd: deleteToEnd()
    case .deleteWordBackward: deleteWordBackward()
    case .moveLeft: moveLeft()
    case .moveRight: moveRight()
    case .moveWordLeft: moveWordLeft()
    case .moveWordRight: moveWordRight()
    case .moveToStart: moveToStart()
    case .moveToEnd: moveToEnd()
    }
  }

  /// The index of the character `offset` characters from the start.
  private func characterIndex(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  /// Removes a range of whole characters and leaves the cursor where it was cut. The text on
  /// either side may join into one character; the cursor then stays before it.
  private mutating func remove(_ range: Range<String.Index>) {
    let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    text.removeSubrange(range)
    cursor = characters(beforeUTF8Offset: start, roundingUp: false)
  }

  /// How many characters lie before a position given in UTF-8 bytes. A position inside a
  /// character counts that character when `roundingUp`, and not otherwise.
  private func characters(beforeUTF8Offset offset: Int, roundingUp: Bool) -> Int {
    let position = text.utf8.index(text.startIndex, offsetBy: offset)
    var count = 0
    var index = text.startIndex
    while index < position {
      let next = text.index(after: index)
      guard roundingUp || next <= position else { break }
      count += 1
      index = next
    }
    return count
  }

  /// C0 controls, DEL and C1 controls: never text, and C1 may be taken by a terminal as an escape.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

/// One editing step on a text field, as data: a feature action can carry it
/// (`case queryEdited(TextEdit)`) so the reducer and its tests see every keystroke.
public enum TextEdit: Hashable, Sendable {
  case insert(String)
  case deleteBackward, deleteForward, deleteToStart, deleteToEnd, deleteWordBackward
  case moveLeft, moveRight, moveWordLeft, moveWordRight, moveToStart, moveToEnd

  /// The edit a key means in a text field, or nil for keys a field ignores (Enter, Esc, Tab,
  /// Alt with other letters...). The Ctrl and Alt keys are readline's, as in a shell.
  /// A paste is inserted as text, its line breaks and tabs as spaces: a field is one line,
  /// and a pasted line break must never act as Enter.
  public init?(_ key: Key) {
    switch key {
    case .character(let character): self = .insert(String(character))
    case .paste(let text): self = .insert(Self.oneLine(text))
    case .backspace: self = .deleteBackward
    case .control("u"): self = .deleteToStart
    case .control("k"): self = .deleteToEnd
    case .control("w"), .altBackspace: self = .deleteWordBackward
    case .delete, .control("d"): self = .deleteForward
    case .left, .control("b"): self = .moveLeft
    case .right, .control("f"): self = .moveRight
    case .controlLeft, .alt("b"): self = .moveWordLeft
    case .controlRight, .alt("f"): self = .moveWordRight
    case .home, .control("a"): self = .moveToStart
    case .end, .control("e"): self = .moveToEnd
    default: return nil
    }
  }

  /// `text` with each line break (CR, LF or CR LF) and tab turned into one space.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\r\n" || $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
  }
}
