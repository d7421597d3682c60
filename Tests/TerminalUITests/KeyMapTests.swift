import Testing
import TerminalUI

@Suite struct KeyMapTests {
  enum Action: Equatable { case up, down, open, delete, typed(TextEdit) }

  func keyMap(canDelete: Bool) -> KeyMap<Action> {
    KeyMap([
      KeyBinding([.up, .char("k")], help: "select", send: .up),
      KeyBinding([.down, .char("j")], help: "select", send: .down),
      KeyBinding([.enter], help: "open", send: .open),
      KeyBinding([.char("d")], help: "delete", send: .delete, isEnabled: canDelete),
      .quit([.char("q"), .escape]),
    ])
  }

  func sent(_ command: KeyCommand<Action>?) -> Action? {
    if case .send(let action) = command { action } else { nil }
  }

  @Test func keysMapToActions() {
    let keys = keyMap(canDelete: true)
    #expect(sent(keys.command(for: .up)) == .up)
    #expect(sent(keys.command(for: .char("j"))) == .down)
    #expect(sent(keys.command(for: .enter)) == .open)
    #expect(sent(keys.command(for: .char("d"))) == .delete)
    #expect(sent(keys.command(for: .char("x"))) == nil)
    guard case .quit = keys.command(for: .escape) else {
      Issue.record("Esc should quit")
      return
    }
  }

  @Test func disabledBindingsNeitherMatchNorShow() {
    let keys = keyMap(canDelete: false)
    #expect(keys.command(for: .char("d")) == nil)
    #expect(keys.hints.map(\.help) == ["select", "open", "quit"])
  }

  @Test func aDisabledBindingCanShowDimmed() {
    let keys = KeyMap<Action>([
      KeyBinding([.enter], help: "open", send: .open),
      KeyBinding([.char("d")], help: "delete", send: .delete, isEnabled: false, showsWhenDisabled: true),
      .quit([.char("q")]),
    ])
    #expect(keys.command(for: .char("d")) == nil)
    #expect(keys.hints == [
      KeyHint(keys: "⏎", help: "open"), KeyHint(keys: "d", help: "delete", isEnabled: false), KeyHint(keys: "q", help: "quit"),
    ])
    let bar = render(HintBar(keys), width: 30, height: 1)
    #expect(bar.text == "⏎ open  d delete  q quit")
    #expect(bar[0, 0].style == .bold)
    #expect(bar[8, 0].style == .dim)
    #expect(bar[10, 0].style == .dim)
  }

  @Test func neighbouringBindingsWithTheSameHelpShareOneHint() {
    #expect(keyMap(canDelete: true).hints.map { "\($0.keys) \($0.help)" }
      == ["↑↓/jk select", "⏎ open", "d delete", "q/Esc quit"])
    let arrows = KeyMap<Action>([KeyBinding([.up], help: "select", send: .up), KeyBinding([.down], help: "select", send: .down)])
    #expect(arrows.hints.map(\.keys) == ["↑↓"])
  }

  @Test func otherKeysGoToTheFallback() {
    let keys = KeyMap<Action>([KeyBinding([.enter], help: "open", send: .open)]) { key in
      TextEdit(key).map(Action.typed)
    }
    #expect(sent(keys.command(for: .char("é"))) == .typed(.insert("é")))
    #expect(sent(keys.command(for: .enter)) == .open)
    #expect(keys.command(for: .tab) == nil)
    #expect(keys.hints.count == 1)
  }

  /// A bar short of width drops whole hints and ends with the key that shows them all.
  @Test func hintBarDropsWholeHintsAndEndsWithTheHelpKey() {
    let keys = keyMap(canDelete: true)
    #expect(render(HintBar(keys), width: 60, height: 1).text == "↑↓/jk select  ⏎ open  d delete  q/Esc quit")
    #expect(render(HintBar(keys), width: 42, height: 1).text == "↑↓/jk select  ⏎ open  d delete  q/Esc quit")
    #expect(render(HintBar(keys), width: 41, height: 1).text == "↑↓/jk select  ⏎ open  d delete  ? help")
    #expect(render(HintBar(keys), width: 37, height: 1).text == "↑↓/jk select  ⏎ open  ? help")
    #expect(render(HintBar(keys), width: 18, height: 1).text == "? help")
    #expect(render(HintBar(keys), width: 5, height: 1).text == "…")
    #expect(render(HintBar(keys), width: 1, height: 1).text == "…")
    #expect(render(HintBar(keys), width: 0, height: 0).text == "")
    let help = render(HintBar(keys), width: 41, height: 1)
    #expect(help[32, 0].style == .bold)
    #expect(help[34, 0].style == .dim)
  }

  /// Where the screen takes `?` (a text field), the bar names F1; where it takes both, "…".
  @Test func theHelpKeyIsOneTheScreenLeavesFree() {
    let typing = KeyMap<Action>([KeyBinding([.enter], help: "open", send: .open), .quit([.escape])]) { key in
      TextEdit(key).map(Action.typed)
    }
    #expect(render(HintBar(typing), width: 15, height: 1).text == "⏎ open  F1 help")
    let both = KeyMap<Action>([
      KeyBinding([.enter], help: "open", send: .open), KeyBinding([.char("?"), .function(1)], help: "about", send: .open),
      .quit([.escape]),
    ])
    #expect(render(HintBar(both), width: 12, height: 1).text == "⏎ open  …")
  }

  @Test func hintBarStylesKeysAndHelp() {
    let frame = render(HintBar(KeyMap<Action>([.quit([.char("q")])])), width: 8, height: 1)
    #expect(frame.text == "q quit")
    #expect(frame[0, 0].style == .bold)
    #expect(frame[2, 0].style == .dim)
  }
}
