import CNcurses
import Testing
import TerminalUI

@Suite struct InputDecoderTests {
  /// Feeds the characters of `text` as raw input, as ncurses hands them over.
  func feed(_ text: String, to decoder: inout InputDecoder) -> [Key] {
    text.unicodeScalars.compactMap { decoder.decode(.character($0.value)) }
  }

  @Test func theAnswerAboutGraphemeModeIsTakenOnceAndIsNoKey() {
    var decoder = InputDecoder()
    #expect(feed("\u{1B}[?2027;2$y", to: &decoder) == [])
    #expect(decoder.takeGraphemeModeState() == 2)
    #expect(decoder.takeGraphemeModeState() == nil)
    #expect(feed("\u{1B}[?2004;1$yq", to: &decoder) == [.char("q")], "another mode's answer is dropped")
    #expect(decoder.takeGraphemeModeState() == nil)
  }

  @Test func keysOutsideAPasteAreDecodedOneByOne() {
    var decoder = InputDecoder()
    #expect(feed("aC", to: &decoder) == [.char("a"), .char("C")])
    #expect(decoder.decode(.character(13)) == .enter)
    #expect(decoder.decode(.character(19)) == .control("s"))
    #expect(decoder.isInPaste == false)
  }

  @Test func aPasteIsOneKeyHoldingItsTextLineBreaksAndAll() {
    var decoder = InputDecoder()
    #expect(decoder.decode(.pasteStart) == nil)
    #expect(decoder.isInPaste)
    #expect(feed("Buy bread\rCall dad\tC", to: &decoder) == [])
    #expect(decoder.decode(.functionKey(KEY_UP)) == nil)
    #expect(decoder.decode(.pasteEnd) == .paste("Buy bread\rCall dad\tC"))
    #expect(decoder.isInPaste == false)
    #expect(feed("q", to: &decoder) == [.char("q")])
  }

  @Test func controlCharactersInAPasteAreDropped() {
    var decoder = InputDecoder()
    _ = decoder.decode(.pasteStart)
    _ = feed("a\u{1B}b\u{7F}\u{3}c\r\né", to: &decoder)
    #expect(decoder.decode(.pasteEnd) == .paste("abc\r\né"))
  }

  @Test func anEmptyPasteIsNoKey() {
    var decoder = InputDecoder()
    _ = decoder.decode(.pasteStart)
    #expect(decoder.decode(.pasteEnd) == nil)
    #expect(decoder.decode(.pasteEnd) == nil)
  }

  @Test func aPasteWithoutItsEndIsGivenOutWhenFinished() {
    var decoder = InputDecoder()
    _ = decoder.decode(.pasteStart)
    _ = feed("half", to: &decoder)
    #expect(decoder.finish() == .paste("half"))
    #expect(decoder.isInPaste == false)
    #expect(feed("x", to: &decoder) == [.char("x")])
  }

  /// What `text` decodes to when input pauses after it, as the backend reads a burst of bytes.
  func keys(_ text: String) -> [Key] {
    var decoder = InputDecoder()
    var keys = feed(text, to: &decoder)
    if let last = decoder.finish() { keys.append(last) }
    return keys
  }

  @Test func escAloneIsEscOnlyWhenNothingFollows() {
    var decoder = InputDecoder()
    #expect(decoder.decode(.character(27)) == nil)
    #expect(decoder.unfinished == .escape)
    #expect(decoder.finish() == .escape)
    #expect(decoder.unfinished == nil)
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(keys("\u{1B}") == [.escape])
  }

  @Test func escWithACharacterIsAltWithIt() {
    #expect(keys("\u{1B}b") == [.alt("b")])
    #expect(keys("\u{1B}F") == [.alt("F")])
    #expect(keys("\u{1B}\u{7F}\u{1B}\u{8}") == [.altBackspace, .altBackspace])
    #expect(keys("\u{1B}é") == [.alt("é")])
    #expect(keys("\u{1B}\r\u{1B}\u{1}x") == [.char("x")], "Alt with Enter or a Ctrl key is no key")
  }

  @Test func focusReportsAreDecodedNeverEsc() {
    #expect(keys("\u{1B}[I") == [.focus(true)])
    #expect(keys("\u{1B}[Oa") == [.focus(false), .char("a")])
  }

  @Test func kittyKeysDecodeAsTheirLegacyBytesDo() {
    #expect(keys("\u{1B}[27u") == [.escape])
    #expect(keys("\u{1B}[13u\u{1B}[9u\u{1B}[9;2u\u{1B}[127u") == [.enter, .tab, .backTab, .backspace])
    #expect(keys("\u{1B}[98;3u\u{1B}[98;4u\u{1B}[127;3u") == [.alt("b"), .alt("B"), .altBackspace])
    #expect(keys("\u{1B}[99;5u\u{1B}[119;5u") == [.control("c"), .control("w")])
    #expect(keys("\u{1B}[97u\u{1B}[97;2u\u{1B}[233u") == [.char("a"), .char("A"), .char("é")])
    #expect(keys("\u{1B}[57399u\u{1B}[57414u") == [.char("0"), .enter], "the keypad")
    #expect(keys("\u{1B}[99;69u") == [.control("c")], "Caps Lock and Num Lock change nothing")
  }

  @Test func kittyKeysWithoutAKeyHereAreDropped() {
    #expect(keys("\u{1B}[57358u\u{1B}[57441;2u\u{1B}[97;9u\u{1B}[97;7u\u{1B}[u") == [])
  }

  @Test func theTerminalsAnswerAboutKittysProtocolIsNoKey() {
    var decoder = InputDecoder()
    #expect(decoder.terminalOffersKeyboardProtocol == false)
    #expect(feed("\u{1B}[?0u", to: &decoder) == [])
    #expect(decoder.terminalOffersKeyboardProtocol)
  }

  @Test func theMouseInBothForms() {
    let click = Key.mouse(MouseEvent(.click, x: 9, y: 4))
    #expect(keys("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [click])
    #expect(keys("\u{1B}[<64;1;1M\u{1B}[<65;2;3M") == [
      .mouse(MouseEvent(.wheelUp, x: 0, y: 0)), .mouse(MouseEvent(.wheelDown, x: 1, y: 2)),
    ])
    #expect(keys("\u{1B}[<2;1;1M\u{1B}[<32;1;1M\u{1B}[<0;0;1M") == [], "other buttons, drags, off screen")
    #expect(keys("\u{1B}[M \u{2A}\u{25}") == [click])
    #expect(keys("\u{1B}[M#\u{2A}\u{25}\u{1B}[M`!!") == [.mouse(MouseEvent(.wheelUp, x: 0, y: 0))])
  }

  @Test func unknownSequencesAreDroppedAndTextAroundThemKept() {
    #expect(keys("a\u{1B}[5;3Rb\u{1B}[?1;2cc\u{1B}[2 qd\u{1B}Oxe\u{1B}[1;3Af") == "abcdef".map(Key.character))
    #expect(keys("\u{1B}[A\u{1B}[1;2B\u{1B}[1;5D\u{1B}[5~\u{1B}[15~\u{1B}[Z\u{1B}OP") == [
      .up, .shiftDown, .controlLeft, .pageUp, .function(5), .backTab, .function(1),
    ])
  }

  @Test func aSequenceCutShortIsDroppedNeverEsc() {
    #expect(keys("\u{1B}[12;") == [])
    #expect(keys("\u{1B}[") == [])
    #expect(keys("\u{1B}O") == [])
    #expect(keys("\u{1B}[1\u{1B}[Ix") == [.focus(true), .char("x")], "broken off by the next sequence")
    #expect(keys("\u{1B}[1\ry") == [.enter, .char("y")], "broken off by a control key, which counts")
    var decoder = InputDecoder()
    #expect(feed("\u{1B}[<0;1", to: &decoder) == [])
    #expect(decoder.unfinished == .sequence)
    #expect(decoder.decode(.functionKey(KEY_RESIZE)) == .resize)
    #expect(feed("0;5M", to: &decoder) == [.mouse(MouseEvent(.click, x: 9, y: 4))], "a resize breaks off nothing")
  }

  @Test func aPasteMarkerNcursesLeftIsAPasteStill() {
    #expect(keys("\u{1B}[200~a\rb\u{1B}[201~c") == [.paste("a\rb"), .char("c")])
    #expect(keys("\u{1B}[200~a\u{1B}[20x\u{1B}\u{1B}[201~") == [.paste("a[20x")])
    var decoder = InputDecoder()
    _ = feed("\u{1B}[200~hi", to: &decoder)
    #expect(decoder.decode(.pasteEnd) == .paste("hi"))
  }
}
