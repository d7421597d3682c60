import CaseStudies
import ComposableArchitecture
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

       ▸ About this case study (i to read)

         [l] Load optional counter  ›















      ────────────────────────────────────────────────────────────────────────────────

       l/⏎ load counter  Esc/← back  i about  q quit
      """)
  }

  @Test func navigateAndLoadLoading() {
    #expect(text("navigate-and-load", NavigateAndLoad.State.self) { $0.isNavigationActive = true } == """
       Case Studies › Navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Optional counter

         Loading…













      ────────────────────────────────────────────────────────────────────────────────

       Esc back to the link  i about  q quit
      """)
  }

  @Test func navigateAndLoadLoaded() {
    #expect(text("navigate-and-load", NavigateAndLoad.State.self) {
      $0.isNavigationActive = true
      $0.optionalCounter = Counter.State(count: 2)
    } == """
       Case Studies › Navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Optional counter

         [-] 2 [+]













      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc back to the link  i about  q quit
      """)
  }

  @Test func presentAndLoadLoading() {
    #expect(text("sheet-present-and-load", PresentAndLoad.State.self) { $0.isSheetPresented = true } == """
       Case Studies › Sheet: present and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [l] Load optional counter
        ┌ Optional counter ────────────────────────────────────────────────────────┐
        │                                                                          │
        │ Loading…                                                                 │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       Esc dismiss  i about  q quit
      """)
  }

  @Test func presentAndLoadLoaded() {
    #expect(text("sheet-present-and-load", PresentAndLoad.State.self) {
      $0.isSheetPresented = true
      $0.optionalCounter = Counter.State(count: 3)
    } == """
       Case Studies › Sheet: present and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [l] Load optional counter
        ┌ Optional counter ────────────────────────────────────────────────────────┐
        │                                                                          │
        │ [-] 3 [+]                                                                │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc dismiss  i about  q quit
      """)
  }

  @Test func loadThenPresentLoading() {
    #expect(text("sheet-load-then-present", LoadThenPresent.State.self) { $0.isActivityIndicatorVisible = true } == """
       Case Studies › Sheet: load, then present
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [l] Load optional counter

         Loading…













      ────────────────────────────────────────────────────────────────────────────────

       Esc/← back  i about  q quit
      """)
  }

  @Test func loadThenPresentPresented() {
    #expect(text("sheet-load-then-present", LoadThenPresent.State.self) { $0.optionalCounter = Counter.State(count: -1) } == """
       Case Studies › Sheet: load, then present
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [l] Load optional counter
        ┌ Optional counter ────────────────────────────────────────────────────────┐
        │                                                                          │
        │ [-] -1 [+]                                                               │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc dismiss  i about  q quit
      """)
  }

  @Test func listNavigateAndLoadRows() {
    #expect(text("list-navigate-and-load", ListNavigateAndLoad.State.self) { $0.highlighted = 1 } == """
       Case Studies › Lists: navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

           1  ›
         > 42  ›
           100  ›













      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  ⏎ open  Esc/← back  i about  q quit
      """)
  }

  @Test func listNavigateAndLoadLoading() {
    #expect(text("list-navigate-and-load", ListNavigateAndLoad.State.self) { $0.selection = ListNavigateAndLoad.Selection(id: 1) } == """
       Case Studies › Lists: navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Row 2

         Loading…













      ────────────────────────────────────────────────────────────────────────────────

       Esc back to the list  i about  q quit
      """)
  }

  @Test func listNavigateAndLoadLoaded() {
    #expect(text("list-navigate-and-load", ListNavigateAndLoad.State.self) {
      $0.selection = ListNavigateAndLoad.Selection(id: 1, counter: Counter.State(count: 42))
    } == """
       Case Studies › Lists: navigate and load
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Row 2

         [-] 42 [+]













      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc back to the list  i about  q quit
      """)
  }

  @Test func multipleDestinationsButtons() {
    #expect(text("multiple-destinations", MultipleDestinations.State.self) == """
       Case Studies › Multiple destinations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [d] Show drill-down  ›
         [p] Show popover
         [s] Show sheet













      ────────────────────────────────────────────────────────────────────────────────

       d drill-down  p popover  s sheet  Esc/← back  i about  q quit
      """)
  }

  @Test func multipleDestinationsDrillDown() {
    #expect(text("multiple-destinations", MultipleDestinations.State.self) { $0.destination = .drillDown(Counter.State(count: 2)) } == """
       Case Studies › Multiple destinations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Drill-down

         [-] 2 [+]

         [s] Show sheet (replaces this page)











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc back  s sheet  i about  q quit
      """)
  }

  @Test func multipleDestinationsPopover() {
    #expect(text("multiple-destinations", MultipleDestinations.State.self) { $0.destination = .popover(Counter.State(count: 3)) } == """
       Case Studies › Multiple destinations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [d] Show drill-down  ›
         [p] Show popover
         ┌ Popover ─────────┐
         │ [-] 3 [+]        │
         └──────────────────┘











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc dismiss  i about  q quit
      """)
  }

  @Test func multipleDestinationsSheet() {
    #expect(text("multiple-destinations", MultipleDestinations.State.self) { $0.destination = .sheet(Counter.State(count: 4)) } == """
       Case Studies › Multiple destinations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [d] Show drill-down  ›
        ┌ Sheet ───────────────────────────────────────────────────────────────────┐
        │                                                                          │
        │ [-] 4 [+]                                                                │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc dismiss  i about  q quit
      """)
  }
}
