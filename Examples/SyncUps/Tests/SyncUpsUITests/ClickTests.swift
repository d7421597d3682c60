import ComposableArchitecture
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// Where a click acts on the screens: the rows of the list, a field of the form, and
/// nothing beneath a sheet or an alert.
@MainActor
struct ClickTests {
  /// The frame of `state` and the action a click at the first cell showing `text` sends.
  func click(_ text: String, in state: SyncUpsTerminal.State) -> SyncUpsTerminal.Action? {
    var frame = Frame(width: 80, height: 24)
    SyncUpsScreen.render(state, into: &frame)
    for y in 0..<24 {
      guard let range = frame.line(y).range(of: text) else { continue }
      let x = frame.line(y).distance(from: frame.line(y).startIndex, to: range.lowerBound)
      return frame.clickTargets.action(atX: x, y: y)
    }
    Issue.record("\(text) is not on the screen")
    return nil
  }

  @Test func aClickOnARowSelectsItAndOnAFieldFocusesIt() {
    #expect(click("Engineering", in: Screens.make("list")) == .list(.moved(.row(1))))
    let form = Screens.make("addForm")
    #expect(click("Bubblegum", in: form) == .app(.syncUpsList(.destination(.presented(.add(.binding(.set(\.focus, .theme))))))))
    // The list beneath the sheet takes no click.
    #expect(click("Daily Sync-ups", in: form) == nil)
    #expect(click("Start meeting", in: Screens.make("deleteAlert")) == nil)
    #expect(click("Start meeting", in: Screens.make("detail")) == .detailRows(.moved(.row(0))))
  }
}
