import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

/// The Stack study's screens, as the catalogue shows the modal.
@MainActor
struct NavigationStackScreenTests {
  func text(_ change: (inout NavigationDemo.State) -> Void = { _ in }) -> String {
    var state = Catalogue.State(opening: "stack")!
    state.open?.modify(NavigationDemo.State.self, change)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func theRootLinks() {
    #expect(text() == """
       Stack
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root

         [a] Go to screen A  ›
         [b] Go to screen B  ›
         [c] Go to screen C  ›

         [x] Go to A → B → C









      ────────────────────────────────────────────────────────────────────────────────

       a screen A  b screen B  c screen C  x A → B → C  Esc/← close  i about  q quit
      """)
  }

  @Test func screenAOnTopWithItsFactAndTheStatusLine() {
    #expect(text {
      $0.path = [
        .screenA(ScreenA.State(count: 3)), .screenB(ScreenB.State()),
        .screenA(ScreenA.State(count: 2, fact: "2 is even and prime; its digits add up to 2.")),
      ]
    } == """
       Stack
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root › Screen A › Screen B › Screen A

         [-] 2 [+]

         [f] Get fact
             2 is even and prime; its digits add up to 2.

         [d] Dismiss

         [a] Go to screen A (count 2)  ›
         [b] Go to screen B  ›
         [c] Go to screen C (count 2)  ›



         Total 5 · [p] pop to root · [g] go back to…
      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  f fact  d dismiss  Esc back  ? help
      """)
  }

  @Test func screenBAloneHasNoGoBackList() {
    #expect(text { $0.path = [.screenB(ScreenB.State())] } == """
       Stack
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root › Screen B

         [a] Decoupled navigation to screen A
         [b] Decoupled navigation to screen B
         [c] Decoupled navigation to screen C

         These buttons only send actions; the root decides what they push.








         Total 0 · [p] pop to root
      ────────────────────────────────────────────────────────────────────────────────

       a screen A  b screen B  c screen C  Esc back  p pop to root  i about  q quit
      """)
  }

  @Test func screenCWithItsTimerRunning() {
    #expect(text {
      $0.path = [.screenA(ScreenA.State(count: 3)), .screenB(ScreenB.State()), .screenC(ScreenC.State(count: 4, isTimerRunning: true))]
    } == """
       Stack
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root › Screen A › Screen B › Screen C

         Count: 4

         [space] Stop timer

         [a] Go to screen A (count 4)  ›
         [b] Go to screen B  ›
         [c] Go to screen C  ›






         Total 7 · [p] pop to root · [g] go back to…
      ────────────────────────────────────────────────────────────────────────────────

       space stop  Esc back  p pop to root  g go back to…  a screen A  ? help
      """)
  }

  @Test func theGoBackPickList() {
    #expect(text {
      $0.path = [.screenA(ScreenA.State(count: 3)), .screenB(ScreenB.State()), .screenC(ScreenC.State(count: 4))]
      $0.goBackSelection = 1
    } == """
       Stack
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root › Screen A › Screen B › Screen C

         Count: 4

         [space] Start timer

         [a] Go to screen A (count 4)  ›
         [b] Go to screen B  ›
         [c] Go to screen C  ›

         ┌ Go back to ────────────────┐
         │  1. Screen A               │
         │> 2. Screen B               │
         │  3. Screen C (here)        │
         └────────────────────────────┘
         Total 7 · [p] pop to root · [g] go back to…
      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  ⏎ go back  Esc close  1/2 choose  i about  q quit
      """)
  }

  @Test func aDeepStackDropsTheOldestScreensFromItsTrail() {
    let text = text { $0.path = StackState(Array(repeating: NavigationDemo.Path.State.screenB(ScreenB.State()), count: 9)) }
    #expect(text.contains("   … › Screen B › Screen B › Screen B › Screen B › Screen B › Screen B\n"))
  }

  @Test func aDeepStacksGoBackListScrollsInsideThePage() {
    let lines = text {
      $0.path = StackState(Array(repeating: NavigationDemo.Path.State.screenB(ScreenB.State()), count: 30))
      $0.goBackSelection = 28
    }.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == " ▸ About this case study (i to read)")
    #expect(lines[5].hasPrefix("   ┌ Go back to ─"))
    #expect(lines[18] == "   │> 29. Screen B              │")
    #expect(lines[19] == "   └────────────────────────────┘")
    #expect(lines[20].hasPrefix("   Total 0 · [p] pop to root · [g] go back to…"))
  }

  @Test func tinyTerminalsNeverTrap() {
    var state = Catalogue.State(opening: "stack")!
    state.open?.modify(NavigationDemo.State.self) {
      $0.path = [.screenA(ScreenA.State(count: 1, fact: "a fact")), .screenB(ScreenB.State()), .screenC(ScreenC.State())]
      $0.goBackSelection = 1
    }
    for (width, height) in [(0, 0), (1, 1), (10, 3), (30, 8), (80, 12)] {
      for isAboutExpanded in [false, true] {
        state.open?.isAboutExpanded = isAboutExpanded
        var frame = Frame(width: width, height: height)
        CatalogueScreen.render(state, into: &frame)
      }
    }
  }

  @Test func thePickListsKeysChooseOnlyScreensBelowTheTop() {
    let keys = NavigationDemoScreen.keyMap(
      NavigationDemo.State(path: [.screenA(ScreenA.State()), .screenB(ScreenB.State()), .screenC(ScreenC.State())], goBackSelection: 0)
    )
    #expect(keys.hints.map(\.keys) == ["↑↓/jk", "⏎", "Esc", "1/2"])
    guard case let .send(action)? = keys.command(for: .char("2")) else {
      Issue.record("2 should choose the second screen.")
      return
    }
    #expect(action == .goBackToScreen(id: 1))
    #expect(keys.command(for: .char("3")) == nil)
  }
}
