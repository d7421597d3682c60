import Testing
import TerminalUI

@Suite struct TextFieldTests {
  @Test func editingInsertsAtTheCursorAndMovesIt() {
    var field = TextFieldState("helo")
    field.moveLeft()
    field.insert("l")
    #expect(field == TextFieldState("hello", cursor: 4))
    field.moveToEnd()
    field.insert("!")
    field.moveToStart()
    field.deleteForward()
    #expect(field.text == "ello!")
    #expect(field.cursor == 0)
  }

  @Test func ctrlArrowsMoveByWordsOverSpacesFirst() {
    var field = TextFieldState("san  francisco bay", cursor: 18)
    field.moveWordLeft()
    #expect(field.cursor == 15)
    field.moveWordLeft()
    #expect(field.cursor == 5)
    field.moveWordLeft()
    field.moveWordLeft()
    #expect(field.cursor == 0)
    field.moveWordRight()
    #expect(field.cursor == 3)
    field.moveWordRight()
    #expect(field.cursor == 14)
    field.moveWordRight()
    field.moveWordRight()
    #expect(field.cursor == 18)
  }

  @Test func editingAtTheEndsIsANoOp() {
    var field = TextFieldState("ab", cursor: 0)
    field.deleteBackward()
    field.moveLeft()
    #expect(field == TextFieldState("ab", cursor: 0))
    field.moveToEnd()
    field.deleteForward()
    field.moveRight()
    #expect(field == TextFieldState("ab", cursor: 2))
    #expect(TextFieldState("ab", cursor: 9).cursor == 2)
  }

  @Test func editingCountsGraphemesNotBytes() {
    var field = TextFieldState("日本e\u{301}")
    field.deleteBackward()
    #expect(field.text == "日本")
    field.apply(.moveLeft)
    field.apply(.insert("ü"))
    field.apply(.insert("a\nb"))
    #expect(field == TextFieldState("日üab本", cursor: 4))
  }

  @Test func controlUDeletesToTheStartAndControlWTheWordBefore() {
    var field = TextFieldState("buy  fresh milk", cursor: 10)
    field.apply(.deleteWordBackward)
    #expect(field == TextFieldState("buy   milk", cursor: 5))
    field.apply(.deleteWordBackward)
    #expect(field == TextFieldState(" milk", cursor: 0))
    field.apply(.deleteWordBackward)
    #expect(field == TextFieldState(" milk", cursor: 0))
    field = TextFieldState("日本 語です", cursor: 4)
    field.apply(.deleteToStart)
    #expect(field == TextFieldState("です", cursor: 0))
    field.apply(.deleteToStart)
    #expect(field == TextFieldState("です", cursor: 0))
  }

  @Test func aPasteIsInsertedAsOneLineOfText() {
    #expect(TextEdit(.paste("Buy bread\nCall dad")) == .insert("Buy bread Call dad"))
    #expect(TextEdit(.paste("a\r\nb\rc\td")) == .insert("a b c d"))
    var field = TextFieldState("[]", cursor: 1)
    field.apply(TextEdit(.paste("q\nC a\u{7}!"))!)
    #expect(field == TextFieldState("[q C a!]", cursor: 7))
  }

  @Test func keysBecomeEdits() {
    #expect(TextEdit(.char("x")) == .insert("x"))
    #expect(TextEdit(.char("é")) == .insert("é"))
    #expect(TextEdit(.backspace) == .deleteBackward)
    #expect(TextEdit(.delete) == .deleteForward)
    #expect(TextEdit(.home) == .moveToStart)
    #expect(TextEdit(.control("e")) == .moveToEnd)
    #expect(TextEdit(.left) == .moveLeft)
    #expect(TextEdit(.right) == .moveRight)
    #expect(TextEdit(.control("u")) == .deleteToStart)
    #expect(TextEdit(.control("w")) == .deleteWordBackward)
    #expect(TextEdit(.controlLeft) == .moveWordLeft)
    #expect(TextEdit(.controlRight) == .moveWordRight)
    #expect(TextEdit(.enter) == nil)
    #expect(TextEdit(.escape) == nil)
  }

  /// Readline's keys, as in a shell: Alt-b/f move by words, Alt-Backspace and Ctrl-W delete
  /// the word before the caret, Ctrl-A/E go to either end, Ctrl-U and Ctrl-K cut to either end.
  @Test func readlineKeysEditAsInAShell() {
    func edited(_ keys: [Key], _ start: TextFieldState) -> TextFieldState {
      var field = start
      for key in keys { TextEdit(key).map { field.apply($0) } }
      return field
    }
    let start = TextFieldState("buy milk now", cursor: 12)
    #expect(edited([.alt("b")], start) == TextFieldState("buy milk now", cursor: 9))
    #expect(edited([.alt("b"), .alt("b"), .alt("f")], start) == TextFieldState("buy milk now", cursor: 8))
    #expect(edited([.altBackspace], start) == TextFieldState("buy milk ", cursor: 9))
    #expect(edited([.alt("b"), .control("w")], start) == TextFieldState("buy now", cursor: 4))
    #expect(edited([.control("a"), .alt("f"), .control("k")], start) == TextFieldState("buy", cursor: 3))
    #expect(edited([.alt("b"), .control("u")], start) == TextFieldState("now", cursor: 0))
    #expect(edited([.control("a"), .control("e")], start) == start)
    #expect(edited([.control("k")], start) == start)
  }

  @Test func altWithOtherKeysIsNoEditAndTypesNothing() {
    #expect(TextEdit(.alt("x")) == nil)
    #expect(TextEdit(.alt("B")) == nil)
    #expect(TextEdit(.focus(true)) == nil)
  }

  @Test func fieldShowsTheCursorAsAReversedCell() {
    let frame = render(TextField(TextFieldState("abc", cursor: 1)), width: 6, height: 1)
    #expect(frame.lines == ["abc   "])
    #expect(frame[1, 0].style == Style(.underline).adding(.reverse))
    #expect(frame[0, 0].style == Style(.underline))
    #expect(frame[3, 0].style == Style(.underline))
  }

  @Test func cursorAtTheEndSitsAfterTheText() {
    let frame = render(TextField(TextFieldState("abc")), width: 6, height: 1)
    #expect(frame[3, 0].style == Style(.underline).adding(.reverse))
  }

  @Test func longTextScrollsToKeepTheCursorVisible() {
    #expect(render(TextField(TextFieldState("abcdefghij")), width: 5, height: 1).text == "ghij")
    #expect(render(TextField(TextFieldState("abcdefghij", cursor: 2)), width: 5, height: 1).text == "abcde")
    #expect(render(TextField(TextFieldState("日本語です", cursor: 5)), width: 5, height: 1).text == "です")
  }

  @Test func emptyFieldShowsItsPlaceholder() {
    let frame = render(TextField(TextFieldState(), placeholder: "Search"), width: 8, height: 1)
    #expect(frame.text == "Search")
    #expect(frame[0, 0].style == Style([.underline, .reverse]))
    #expect(frame[1, 0].style == Style([.underline, .dim]))
  }

  @Test func fieldInEmptyAndTinyAreas() {
    #expect(render(TextField(TextFieldState("abc")), width: 0, height: 0).text == "")
    #expect(render(TextField(TextFieldState("abc")), width: 1, height: 1).text == "")
  }
}
