import CaseStudies
import ComposableCore
import Testing
import TerminalUI

/// The screens of the Navigation chapter, each as the catalogue shows it.
@MainActor
struct NavigationScreenTests {
  func text<S: Sendable>(_ id: String, _ type: S.Type, _ change: (inout S) -> Void = { _ in }) -> String {
    var state = Catalogue.State(opening: id)!
    state.open?.modify(type, change)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func navigateAndLoadLink() {
    #expect(text("navigate-and-load", NavigateAndLoad.State.self) == """
       Case Studies › Navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (? to read)

         [l] Load optional counter  ›















      ────────────────────────────────────────────────────────────────────────────────

       l/⏎ load counter  Esc/← back  ? about  q quit
      """)
  }

  @Test func navigateAndLoadLoading() {
    #expect(text("navigate-and-load", NavigateAndLoad.State.self) { $0.isNavigationActive = true } == """
       Case Studies › Navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (? to read)

         Optional counter

         Loading…













      ────────────────────────────────────────────────────────────────────────────────

       Esc back to the link  ? about  q quit
      """)
  }

  @Test func navigateAndLoadLoaded() {
    #expect(text("navigate-and-load", NavigateAndLoad.State.self) {
      $0.isNavigationActive = true
      $0.optionalCounter = Counter.State(count: 2)
    } == """
       Case Studies › Navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (? to read)

         Optional counter

         [-] 2 [+]













      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc back to the link  ? about  q quit
      """)
  }
}
