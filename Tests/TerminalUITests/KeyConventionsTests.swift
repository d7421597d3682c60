import TerminalUI
import Testing

/// The shared keys as a check: each rule of `KeyConventions` finds a key map that breaks it,
/// and passes the ways programs keep it (a field's letters are text, q asking as Esc does).
@Suite struct KeyConventionsTests {
  enum Action: Equatable { case up, down, back, typed(String), quitMeeting }

  @Test func aListWithItsLettersAndQuitKeepsThem() {
    let keys = KeyMap<Action>([
      KeyBinding([.up, .char("k")], help: "select", send: .up),
      KeyBinding([.down, .char("j")], help: "select", send: .down),
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
