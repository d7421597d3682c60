import TerminalUI
import Testing

/// The shared keys as a check: each rule of `KeyConventions` finds a key map that breaks it,
/// and passes the ways programs keep it (a field's letters are text, q asking as Esc does).
@Suite struct KeyConventionsTests {
  enum Action: Equatable { case up, down, first, last, back, typed(String), quitMeeting }

  @Test func aListWithItsLettersAndQuitKeepsThem() {
    let keys = KeyMap<Action>([
      KeyBinding([.up, .char("k")], help: "select", send: .up),
      KeyBinding([.down, .char("j")], help: "select", send: .down),
      KeyBinding([.home, .char("g")], help: "", send: .first),
      KeyBinding([.end, .char("G")], help: "", send: .last),
      KeyBinding([.escape], help: "back", send: .back),
      .quit([.char("q")]),
    ])
    #expect(KeyConventions.violations(in: keys).isEmpty)
  }

  @Test func eachBrokenRuleIsNamed() {
    let keys = KeyMap<Action>([
      KeyBinding([.up], help: "select", send: .up),
      KeyBinding([.down], help: "select", send: .down),
      KeyBinding([.char("j")], help: "", send: .down),
      KeyBinding([.function(1), .char("?")], help: "about", send: .back),
      KeyBinding([.pageUp], help: "", send: .up),
      KeyBinding([.char("q")], help: "", send: .up),
      .quit([.escape]),
    ])
    #expect(KeyConventions.violations(in: keys) == [
      "F1 is taken: it opens the keys' help everywhere",
      "? is bound: it opens the keys' help (a field may take it as text)",
      "Esc quits: it goes back, closes or cancels",
      "k does not do what ↑ does",
      "PgUp and PgDn come as a pair",
      "q neither quits nor does what Esc does",
    ])
  }

  @Test func aFieldsLettersAreTextAndQMayAskAsEscDoes() {
    let typing = KeyMap<Action>([KeyBinding([.up], help: "", send: .up)]) { key in
      if case .character(let character) = key { .typed(String(character)) } else { nil }
    }
    #expect(KeyConventions.violations(in: typing).isEmpty)
    let meeting = KeyMap<Action>([
      KeyBinding([.escape, .char("e")], help: "end meeting", send: .quitMeeting),
      KeyBinding([.char("q")], help: "", send: .quitMeeting),
    ])
    #expect(KeyConventions.violations(in: meeting).isEmpty)
  }
}

@Suite struct QuitBindingsTests {
  /// A quit key the hint bar leaves out still quits behind the too-small notice, named there.
  @Test func aQuitKeyWithoutAHintIsShownAsQuit() {
    let keys = KeyMap<Int>([.quit([.char("q")], help: ""), KeyBinding([.char("a")], help: "add", send: 1)])
    #expect(keys.shownQuitBindings.hints == [KeyHint(keys: "q", help: "quit")])
  }
}

@Suite struct ListKeyConventionTests {
  /// A list that moves with ↑↓ and k j but cannot jump to its ends breaks the conventions; the
  /// list cursor's own keys keep them.
  @Test func aListWithoutItsEndsIsCaught() {
    let partial = KeyMap<Int>([KeyBinding([.up, .char("k")], help: "up", send: 1), KeyBinding([.down, .char("j")], help: "down", send: 2)])
    #expect(KeyConventions.violations(in: partial) == ["a list without Home and End (g and G): every list goes to its first and last row"])
    let whole = KeyMap(ListCursor.keyBindings(send: { $0 }))
    #expect(KeyConventions.violations(in: whole) == [])
  }
}
