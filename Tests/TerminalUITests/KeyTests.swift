import CNcurses
import Testing
import TerminalUI

@Suite struct KeyTests {
  func character(_ code: UInt32) -> Key? { Key.decode(.character(code)) }
  func function(_ code: Int32) -> Key? { Key.decode(.functionKey(code)) }

  @Test func rawInputIsClassifiedFromGetWch() {
    #expect(RawInput(result: OK, code: 97) == .character(97))
    #expect(RawInput(result: KEY_CODE_YES, code: UInt32(KEY_UP)) == .functionKey(KEY_UP))
    #expect(RawInput(result: ERR, code: 0) == nil)
  }

  @Test func printableCharactersIncludingNonASCII() {
    #expect(character(97) == .char("a"))
    #expect(character(32) == .char(" "))
    #expect(character(0xE9) == .char("é"))
    #expect(character(0x65E5) == .char("日"))
    #expect(character(0x1F600) == .char("😀"))
  }

  @Test func controlCodes() {
    #expect(character(13) == .enter)
    #expect(character(10) == .enter)
    #expect(character(9) == .tab)
    #expect(character(27) == .escape)
    #expect(character(127) == .backspace)
    #expect(character(8) == .backspace)
    #expect(character(3) == .control("c"))
    #expect(character(1) == .control("a"))
    #expect(character(0) == nil)
    #expect(character(0x9B) == nil)
    #expect(character(0xD800) == nil)
  }

  @Test func functionKeys() {
    #expect(function(KEY_UP) == .up)
    #expect(function(KEY_DOWN) == .down)
    #expect(function(KEY_LEFT) == .left)
    #expect(function(KEY_RIGHT) == .right)
    #expect(function(KEY_SLEFT) == .shiftLeft)
    #expect(function(KEY_BTAB) == .backTab)
    #expect(function(KEY_BACKSPACE) == .backspace)
    #expect(function(KEY_DC) == .delete)
    #expect(function(KEY_HOME) == .home)
    #expect(function(KEY_END) == .end)
    #expect(function(KEY_PPAGE) == .pageUp)
    #expect(function(KEY_NPAGE) == .pageDown)
    #expect(function(KEY_ENTER) == .enter)
    #expect(function(KEY_RESIZE) == .resize)
    #expect(function(cn_key_f(1)) == .function(1))
    #expect(function(cn_key_f(12)) == .function(12))
    #expect(function(KEY_MOUSE) == nil)
  }

  @Test func labelsForHints() {
    #expect([Key.up, .enter, .escape, .control("c"), .function(2), .char(" "), .backTab].map(\.label)
      == ["↑", "⏎", "Esc", "^C", "F2", "space", "⇧Tab"])
    #expect([Key.alt("b"), .alt("B"), .altBackspace].map(\.label) == ["M-b", "M-B", "M-⌫"])
  }

  @Test func runsOfThreeOrMoreDigitsReadAsARange() {
    let digits = (1...9).map { Key.char(Character(String($0))) }
    #expect(Key.label(of: digits) == "1-9")
    #expect(Key.label(of: [.char("1"), .char("2")]) == "1/2")
    #expect(Key.label(of: [.enter, .char("1"), .char("2"), .char("3"), .char("5")]) == "⏎/1-3/5")
    #expect(Key.label(of: [.char("3"), .char("2"), .char("1")]) == "3/2/1")
    #expect(Key.label(of: [.char("a"), .char("b"), .char("c")]) == "a/b/c")
    // vim's moves beside arrows run together too, in vim's order.
    #expect(Key.label(of: [.left, .char("h"), .up, .char("k"), .down, .char("j"), .right, .char("l")]) == "←↑↓→/hjkl")
    #expect(Key.label(of: [.up, .char("k"), .down, .char("j")]) == "↑↓/jk")
    #expect(Key.label(of: [.char("j"), .char("k")]) == "j/k")
    #expect(Key.label(of: [.char("١"), .char("٢"), .char("٣")]) == "١/٢/٣")
    #expect(Key.label(of: [.up, .down]) == "↑↓")
    #expect(Key.label(of: []) == "")
  }
}
