import CaseStudies
import Testing
import TerminalUI

/// The catalogue's frames: the menu at 80x24 and two-pane at 120x40, the filter, and a study
/// with its About text open.
struct CatalogueScreenTests {
  func text(_ state: Catalogue.State, width: Int = 80, height: Int = 24) -> String {
    var frame = Frame(width: width, height: height)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func theMenuListsTheStudiesUnderTheirChapters() {
    #expect(text(Catalogue.State()) == """
       Case Studies
      ────────────────────────────────────────────────────────────────────────────────
       GETTING STARTED
       > Basics
         Combining reducers
         Bindings
         Form bindings
         Optional state
         Alerts and confirmation dialogs
         Focus state
         Animations
       SHARED STATE
         In memory
         User defaults
         File storage
         Sign-up flow
       EFFECTS
         Basics
         Cancellation
         Long-living effects
         Refreshable
      ────────────────────────────────────────────────────────────────────────────────
       27 case studies
       ↑↓/jk select  ⏎/→ open  / filter  q quit
      """)
  }

  @Test func wideTerminalsShowTheHighlightedStudysAboutBesideTheMenu() {
    #expect(text(Catalogue.State(), width: 120, height: 40) == """
                 Case Studies
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 GETTING STARTED                     About: Basics
                 > Basics
                   Combining reducers                The basics of the Composable Architecture in a counter. The
                   Bindings                          state is a value, the buttons send actions, and a reducer is
                   Form bindings                     the only place the state changes. The screen is drawn from the
                   Optional state                    state alone: render(state).
                   Alerts and confirmation dialogs
                   Focus state
                   Animations
                 SHARED STATE
                   In memory
                   User defaults
                   File storage
                   Sign-up flow
                 EFFECTS
                   Basics
                   Cancellation
                   Long-living effects
                   Refreshable
                   Timers
                   Web socket
                 NAVIGATION
                   Stack
                   Navigate and load
                   Lists: navigate and load
                   Sheet: present and load
                   Sheet: load, then present
                   Multiple destinations
                 HIGHER-ORDER REDUCERS
                   Reusable favoriting
                   Reusable offline downloads
                   Recursion



      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 27 case studies
                 ↑↓/jk select  ⏎/→ open  / filter  q quit
      """)
  }

  @Test func chapterHeadersAreBoldAndTheSelectionReversed() {
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(Catalogue.State(), into: &frame)
    #expect(frame[1, 2].style == .bold)
    #expect(frame[1, 3].style == .reverse)
    #expect(frame[78, 3].style == .reverse)
    #expect(frame[1, 4].style == .plain)
  }

  @Test func theFilterShowsOnlyMatchingStudies() {
    var state = Catalogue.State()
    state.isFiltering = true
    state.filter = TextFieldState("co")
    #expect(text(state) == """
       Case Studies
      ────────────────────────────────────────────────────────────────────────────────
       / co

       GETTING STARTED
       > Combining reducers
         Alerts and confirmation dialogs














      ────────────────────────────────────────────────────────────────────────────────
       2 of 27 case studies
       ↑↓ select  ⏎ open  Esc clear filter  Tab done
      """)
  }

  @Test func aFilterMatchingNothingSaysSo() {
    var state = Catalogue.State()
    state.filter = TextFieldState("xyz")
    #expect(text(state) == """
       Case Studies
      ────────────────────────────────────────────────────────────────────────────────
       / xyz

       No case study matches “xyz”.
















      ────────────────────────────────────────────────────────────────────────────────
       0 of 27 case studies
       ↑↓/jk select  / filter  Esc clear filter  q quit
      """)
  }

  @Test func theAboutTextOpensAboveTheStudyWithItsMarkupAsAttributes() {
    var state = Catalogue.State(opening: "counter")!
    state.open?.isAboutExpanded = true
    #expect(text(state) == """
       Case Studies › Basics
      ────────────────────────────────────────────────────────────────────────────────

       ▾ About this case study
       The basics of the Composable Architecture in a counter. The state is a value,
       the buttons send actions, and a reducer is the only place the state changes.
       The screen is drawn from the state alone: render(state).

         [-] 0 [+]












      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc back  i about  q quit
      """)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    #expect(frame[61, 4].style == .bold)  // *state*
    #expect(frame[1, 4].style == .plain)
  }

  @Test func menuKeysSelectOpenAndFilter() {
    let keys = CatalogueScreen.keyMap(Catalogue.State())
    #expect(keys.command(for: .down).flatMap(\.action) == .selectionMoved(by: 1))
    #expect(keys.command(for: .enter).flatMap(\.action) == .openButtonTapped)
    #expect(keys.command(for: .char("/")).flatMap(\.action) == .filterStarted)
    #expect(keys.command(for: .char("x")) == nil)
    var filtering = Catalogue.State()
    filtering.isFiltering = true
    let typing = CatalogueScreen.keyMap(filtering)
    #expect(typing.command(for: .char("q")).flatMap(\.action) == .filterEdited(.insert("q")))
    #expect(typing.command(for: .paste("a\nb")).flatMap(\.action) == .filterEdited(.insert("a b")))
    #expect(typing.command(for: .escape).flatMap(\.action) == .filterCleared)
  }

  @Test func aStudysKeysComeFirstThenBackAboutAndQuit() {
    let keys = CatalogueScreen.keyMap(Catalogue.State(opening: "counter")!)
    #expect(keys.command(for: .left).flatMap(\.action) == .study(StudyAction(Counter.Action.decrementButtonTapped)))
    #expect(keys.command(for: .escape).flatMap(\.action) == .backButtonTapped)
    #expect(keys.command(for: .char("i")).flatMap(\.action) == .aboutToggled)
    // `?` is the run loop's: the keys' help, as in every program.
    #expect(keys.command(for: .char("?")) == nil)
    guard case .quit? = keys.command(for: .char("q")) else {
      Issue.record("q does not quit")
      return
    }
  }

  @Test func tinyTerminalsNeverTrap() {
    for (width, height) in [(0, 0), (1, 1), (10, 3), (30, 8)] {
      _ = text(Catalogue.State(), width: width, height: height)
      var about = Catalogue.State(opening: "animations")!
      about.open?.isAboutExpanded = true
      _ = text(about, width: width, height: height)
    }
  }
}

extension KeyCommand {
  /// The action a key sends, nil for quit.
  var action: Action? {
    if case .send(let action) = self { action } else { nil }
  }
}

/// A modal study shows its own name as the breadcrumb and "close" for Esc.
struct ModalStudyTests {
  @Test func aModalStudyIsFullScreenWithClose() {
    let modal = CaseStudy(
      id: "modal-counter", name: "Modal counter", chapter: .navigation, about: "A counter shown as a modal.",
      presentation: .modal, initialState: { Counter.State() }, reducer: { Counter() },
      render: CounterScreen.render, keyMap: CounterScreen.keyMap
    )
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(Catalogue.State(studies: [modal], opening: "modal-counter")!, into: &frame)
    #expect(frame.line(0).hasPrefix(" Modal counter "))
    #expect(frame.line(23).hasPrefix(" ←/- decrement  →/+ increment  Esc close  i about  q quit"))
  }

  @Test func theNavigationChapterSlotsInBetweenEffectsAndHigherOrderReducers() {
    let navigation = CaseStudy(
      id: "another-navigation-study", name: "Another", chapter: .navigation, about: "", initialState: { Counter.State() },
      reducer: { Counter() }, render: CounterScreen.render, keyMap: CounterScreen.keyMap
    )
    let state = Catalogue.State(studies: CaseStudy.all + [navigation])
    let chapters = state.visibleStudies.map(\.chapter).reduce(into: [Chapter]()) { if $0.last != $1 { $0.append($1) } }
    #expect(chapters == [.gettingStarted, .sharedState, .effects, .navigation, .higherOrderReducers])
  }
}
