import CaseStudies
import ComposableArchitecture
import Foundation
import Testing
import TerminalUI

/// The screens of the Higher-order reducers chapter, each as the catalogue shows it.
@MainActor
struct HigherOrderReducersScreenTests {
  func text<S: Sendable>(_ id: String, _ type: S.Type, _ change: (inout S) -> Void = { _ in }) -> String {
    var state = Catalogue.State(opening: id)!
    state.open?.modify(type, change)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  let tree = Nested.State(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!, name: "Root", rows: [
    Nested.State(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Groceries",
      rows: [Nested.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, name: "Milk")]
    ),
    Nested.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!),
  ])

  @Test func favoritingShowsTheHearts() {
    #expect(text("favoriting", EpisodesTerminal.State.self) { $0.feature.episodes[position: 1].isFavorite = true; $0.selection = 2 } == """
       Case Studies › Reusable favoriting
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

           [ ] Functions
           [♥] Side Effects
         > [ ] Algebraic Data Types
           [ ] DSLs vs. Templates
           [ ] Tagged
           [ ] Composition without Equality










      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  space/⏎ favorite  Esc/← back  i about  q quit
      """)
  }

  @Test func favoritingFailureAlert() {
    #expect(text("favoriting", EpisodesTerminal.State.self) { $0.feature.episodes[position: 0].alert = AlertState { TextState("Favoriting failed.") } } == """
       Case Studies › Reusable favoriting
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         > [ ] Functions
           [ ] Side Effects
           [ ] Algebraic Data Types
           [ ] DSLs vs. Templates
           [ ] Tagged
           [ ] Composition without Equality
                                  ┌ Favoriting failed. ──┐
                                  │        [ OK ]        │
                                  └──────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────

       ⏎ OK  Esc close  i about  q quit
      """)
  }

  @Test func downloadsShowEachMapsMode() {
    #expect(text("downloads", MapAppTerminal.State.self) { $0.feature.cityMaps[position: 1].downloadMode = .startingToDownload; $0.feature.cityMaps[position: 2].downloadMode = .downloading(progress: 0.42); $0.feature.cityMaps[position: 3].downloadMode = .downloaded; $0.selection = 2 } == """
       Case Studies › Reusable offline downloads
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

              ↓  New York, NY
              …  Los Angeles, LA
         >  42%  Paris, France
              ✓  Tokyo, Japan
              ↓  Barcelona, Spain











      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  ⏎ details  space download  Esc/← back  i about  q quit
      """)
  }

  @Test func downloadsDetailPage() {
    #expect(text("downloads", MapAppTerminal.State.self) { $0.feature.cityMaps[position: 2].downloadMode = .downloading(progress: 0.42); $0.detailID = $0.feature.cityMaps[position: 2].id } == """
       Case Studies › Reusable offline downloads
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Paris, France

         Paris is the capital and most populous city of France, a centre of
         finance, diplomacy, commerce and the arts.


         [space] Downloading 42%
         ██████████░░░░░░░░░░░░░░░  42%








      ────────────────────────────────────────────────────────────────────────────────

       space download  Esc/← back  i about  q quit
      """)
  }

  @Test func downloadsStopAlert() {
    #expect(text("downloads", MapAppTerminal.State.self) { $0.feature.cityMaps[position: 2].downloadMode = .downloading(progress: 0.42); $0.feature.cityMaps[position: 2].alert = .stopAlert } == """
       Case Studies › Reusable offline downloads
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         >    ↓  New York, NY
              ↓  Los Angeles, LA
            42%  Paris, France
              ↓  Tokyo, Japan
              ↓  Barcelona, Spain

                      ┌ Do you want to stop downloading this map? ──┐
                      │           [ Stop ]  [ Nevermind ]           │
                      └─────────────────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────

       ⏎/Esc Nevermind  1/2 choose  i about  q quit
      """)
  }

  @Test func recursionEmpty() {
    #expect(text("recursion", RecursionDemo.State.self) == """
       Case Studies › Recursion
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root

         No rows yet: a adds one.













      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  a add  Esc/← back  i about  q quit
      """)
  }

  @Test func recursionRows() {
    #expect(text("recursion", RecursionDemo.State.self) { $0 = RecursionDemo.State(root: tree) } == """
       Case Studies › Recursion
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Root

         > Groceries  (1 row)
           Untitled  (0 rows)












      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  a add  ⏎/→ open  r rename  d delete  Esc/← back  i about  q quit
      """)
  }

  @Test func recursionRenamingANestedRow() {
    #expect(text("recursion", RecursionDemo.State.self) { $0 = RecursionDemo.State(root: tree); $0.path = [tree.rows[position: 0].id]; $0.isRenaming = true } == """
       Case Studies › Recursion
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Groceries  (level 1)

         > Milk













      ────────────────────────────────────────────────────────────────────────────────

       ⏎/Esc done  F2 about
      """)
  }
}
