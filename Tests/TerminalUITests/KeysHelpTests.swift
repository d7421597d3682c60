import Testing
import TerminalUI

@Suite struct KeysHelpTests {
  enum Action { case open, add, delete, done, select }

  let list = KeyMap<Action>([
    KeyBinding([.up, .down, .char("j"), .char("k")], help: "select", send: .select),
    KeyBinding([.enter], help: "open", send: .open),
    KeyBinding([.char("a")], help: "add", send: .add),
    KeyBinding([.char("d")], help: "delete", send: .delete, isEnabled: false, showsWhenDisabled: true),
    .quit([.char("q")]),
  ])

  @Test func eachScreenIsALineOfItsEnabledHintsAndTheRunLoopKeysCloseTheSection() {
    let editing = KeyMap<Action>([KeyBinding([.enter, .escape], help: "done", send: .done)])
    #expect(KeysHelp([("list", list.hints), ("editing", editing.hints)]).text == """
      Keys (each screen lists them on ? or F1):
        list      ↑↓/jk select, ⏎ open, a add, q quit
        editing   ⏎/Esc done
        anywhere  ^L redraw the screen, ?/F1 this help (Esc, q or ? closes it),
                  F12 the inspector
      """)
  }

  @Test func aScreenGivenTwiceUnderOneNameListsEachHintOnce() {
    let withRows = KeyMap<Action>(list.bindings.map { binding in
      var binding = binding
      binding.isEnabled = true
      return binding
    })
    #expect(KeysHelp([("list", list.hints), ("list", withRows.hints)]).text == """
      Keys (each screen lists them on ? or F1):
        list      ↑↓/jk select, ⏎ open, a add, d delete, q quit
        anywhere  ^L redraw the screen, ?/F1 this help (Esc, q or ? closes it),
                  F12 the inspector
      """)
  }

  @Test func aLongLineBreaksBetweenHintsUnderTheFirstHint() {
    #expect(KeysHelp([("list", list.hints)], width: 40).text == """
      Keys (each screen lists them on ? or F1):
        list      ↑↓/jk select, ⏎ open, a add,
                  q quit
        anywhere  ^L redraw the screen, ?/F1
                  this help (Esc, q or ?
                  closes it),
                  F12 the inspector
      """)
  }

  @Test func aHintOnlyTheSecondStateHasKeepsItsPlaceInTheMap() {
    let playing = KeyMap<Action>(list.bindings.filter { $0.help != "add" })
    let over = KeyMap<Action>(list.bindings.map { binding in
      var binding = binding
      binding.isEnabled = binding.help == "add" || binding.help == "quit"
      return binding
    })
    #expect(KeysHelp([("game", playing.hints), ("game", over.hints)]).text == """
      Keys (each screen lists them on ? or F1):
        game      ↑↓/jk select, ⏎ open, a add, q quit
        anywhere  ^L redraw the screen, ?/F1 this help (Esc, q or ? closes it),
                  F12 the inspector
      """)
  }
}
