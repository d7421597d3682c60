import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

/// The screens of the Shared state chapter, each as the catalogue shows it.
@MainActor
struct SharedStateScreenTests {
  func text<S: Sendable>(_ id: String, _ type: S.Type, _ change: (inout S) -> Void = { _ in }) -> String {
    var state = Catalogue.State(opening: id)!
    state.open?.modify(type, change)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func inMemoryCounter() {
    #expect(text("shared-in-memory", SharedStateInMemory.State.self) { $0.counter.$stats.withLock { $0 = Stats(count: 3, maxCount: 4, minCount: -2, numberOfCounts: 9) } } == """
       Case Studies › In memory
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [ Counter ]  Profile

         [-] 3 [+]

         [p] Is this prime?











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  p prime?  Tab tabs  Esc back  i about  q quit
      """)
  }

  @Test func inMemoryProfile() {
    #expect(text("shared-in-memory", SharedStateInMemory.State.self) {
      $0.currentTab = .profile
      $0.counter.$stats.withLock { $0 = Stats(count: 3, maxCount: 4, minCount: -2, numberOfCounts: 9) }
    } == """
       Case Studies › In memory
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

           Counter  [ Profile ]

         Current count: 3
         Max count: 4
         Min count: -2
         Total number of count events: 9

         [r] Reset








      ────────────────────────────────────────────────────────────────────────────────

       r reset  Tab tabs  Esc/← back  i about  q quit
      """)
  }

  @Test func primeAlert() {
    #expect(text("shared-in-memory", SharedStateInMemory.State.self) { $0.counter.alert = .primeAnswer(for: 0) } == """
       Case Studies › In memory
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [ Counter ]  Profile

         [-] 0 [+]

         [p] Is this prime?

                           ┌ 👎 The number 0 is not prime :( ──┐
                           │              [ OK ]               │
                           └───────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────

       ⏎ OK  Esc close  i about  q quit
      """)
  }

  @Test func userDefaultsCounter() {
    #expect(text("shared-user-defaults", SharedStateUserDefaults.State.self) { $0.counter.$count.withLock { $0 = 5 } } == """
       Case Studies › User defaults
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [ Counter ]  Profile

         [-] 5 [+]

         [p] Is this prime?











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  p prime?  Tab tabs  Esc back  i about  q quit
      """)
  }

  @Test func userDefaultsProfile() {
    #expect(text("shared-user-defaults", SharedStateUserDefaults.State.self) { $0.currentTab = .profile } == """
       Case Studies › User defaults
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

           Counter  [ Profile ]

         Current count: 0

         [r] Reset











      ────────────────────────────────────────────────────────────────────────────────

       r reset  Tab tabs  Esc/← back  i about  q quit
      """)
  }

  @Test func fileStorage() {
    #expect(text("shared-file-storage", SharedStateFileStorage.State.self) == """
       Case Studies › File storage
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [ Counter ]  Profile

         [-] 0 [+]

         [p] Is this prime?











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  p prime?  Tab tabs  Esc back  i about  q quit
      """)
  }
}
