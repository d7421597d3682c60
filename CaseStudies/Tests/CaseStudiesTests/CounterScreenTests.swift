import CaseStudies
import Testing
import TerminalUI

struct CounterScreenTests {
  @Test func screenAtTheMinimumSize() {
    var frame = Frame(size: CounterScreen.minimumSize)
    CounterScreen.render(Counter.State(count: -3), into: &frame)
    let rule = String(repeating: "─", count: 80)
    #expect(frame.text == """
       Case Studies › Counter
      \(rule)

       This screen demonstrates the basics of the Composable Architecture: the count
       is state, the buttons send actions, and a reducer changes the state. The
       screen is drawn from the state alone.

         [-] -3 [+]













      \(rule)

       ←/- decrement  →/+ increment  q quit
      """)
  }

  @Test func wideTerminalsCentreTheBodyUpTo100Columns() {
    var frame = Frame(width: 120, height: 24)
    CounterScreen.render(Counter.State(count: 1), into: &frame)
    #expect(frame.line(6) == String(repeating: " ", count: 13) + "[-] 1 [+]" + String(repeating: " ", count: 98))
    #expect(frame.line(3).hasPrefix(String(repeating: " ", count: 11) + "This screen"))
    // The chrome is centred with the body: title and hints start in its column too.
    #expect(frame.line(0).hasPrefix(String(repeating: " ", count: 11) + "Case Studies › Counter"))
    #expect(frame.line(23).hasPrefix(String(repeating: " ", count: 11) + "←/- decrement"))
    #expect(frame.line(1) == String(repeating: "─", count: 120))
  }

  @Test func keysPressTheButtons() {
    let keys = CounterScreen.keyMap(Counter.State())
    for (key, expected) in [(Key.left, Counter.Action.decrementButtonTapped), (.char("-"), .decrementButtonTapped),
                            (.right, .incrementButtonTapped), (.char("+"), .incrementButtonTapped)] {
      guard case .send(let action)? = keys.command(for: key) else {
        Issue.record("\(key) sends nothing")
        continue
      }
      #expect(action == expected)
    }
    guard case .quit? = keys.command(for: .char("q")) else {
      Issue.record("q does not quit")
      return
    }
  }
}
