import CNcurses
import Testing
import TerminalUI

@Suite struct InputDecoderTests {
  /// Feeds the characters of `text` as raw input, as ncurses hands them over.
  func feed(_ text: String, to decoder: inout InputDecoder) -> [Key] {
    text.unicodeScalars.compactMap { decoder.decode(.character($0.value)) }
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
    #expect(decoder.finishPaste() == .paste("half"))
    #expect(decoder.isInPaste == false)
    #expect(feed("x", to: &decoder) == [.char("x")])
  }
}
