import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

/// The screens of the Getting started chapter, each as the catalogue shows it.
@MainActor
struct GettingStartedScreenTests {
  func text<S: Sendable>(_ id: String, _ type: S.Type, _ change: (inout S) -> Void = { _ in }) -> String {
    var state = Catalogue.State(opening: id)!
    state.open?.modify(type, change)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func counter() {
    #expect(text("counter", Counter.State.self) == """
       Case Studies › Basics
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [-] 0 [+]















      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  Esc back  i about  q quit
      """)
  }

  @Test func twoCounters() {
    #expect(text("two-counters", TwoCounters.State.self) { $0.counter1.count = 2; $0.counter2.count = -1 } == """
       Case Studies › Combining reducers
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Counter 1   [-] 2 [+]
         Counter 2   [-] -1 [+]














      ────────────────────────────────────────────────────────────────────────────────

       ←→ counter 1  -/+ counter 2  Esc back  i about  q quit
      """)
  }

  @Test func bindings() {
    #expect(text("bindings", BindingBasics.State.self) == """
       Case Studies › Bindings
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Text      type here
         Echo

         Disabled  [ ]
         Max       10 [-][+]
         Slider    [=========|··········] 5










      ────────────────────────────────────────────────────────────────────────────────

       Tab disable  ↑↓ max  ←→ slider  ⇧←/⇧→ ×10  Esc back  F2 about
      """)
  }

  @Test func bindingsDisabledTakesNoInput() {
    #expect(text("bindings", BindingBasics.State.self) { $0.toggleIsOn = true; $0.text = "hello"; $0.stepCount = 3; $0.sliderValue = 3 } == """
       Case Studies › Bindings
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Text      hello
         Echo      HeLlO

         Disabled  [x]
         Max       3 [-][+]
         Slider    [===================|] 3










      ────────────────────────────────────────────────────────────────────────────────

       Tab enable  Esc back  i about  q quit
      """)
  }

  @Test func formBindings() {
    #expect(text("form-bindings", BindingForm.State.self) == """
       Case Studies › Form bindings
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Text      type here
         Echo

         Disabled  [ ]
         Max       10 [-][+]
         Slider    [=========|··········] 5

         [^R] Reset








      ────────────────────────────────────────────────────────────────────────────────

       Tab disable  ↑↓ max  ←→ slider  ⇧←/⇧→ ×10  ^R reset  Esc back  F2 about
      """)
  }

  @Test func optionalStateAbsent() {
    #expect(text("optional-state", OptionalBasics.State.self) == """
       Case Studies › Optional state
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [t] Toggle counter state

         Counter.State is nil













      ────────────────────────────────────────────────────────────────────────────────

       t toggle counter  Esc back  i about  q quit
      """)
  }

  @Test func optionalStatePresent() {
    #expect(text("optional-state", OptionalBasics.State.self) { $0.optionalCounter = Counter.State(count: 3) } == """
       Case Studies › Optional state
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [t] Toggle counter state

         Counter.State is non-nil
         [-] 3 [+]












      ────────────────────────────────────────────────────────────────────────────────

       t toggle counter  ←/- decrement  →/+ increment  Esc back  i about  q quit
      """)
  }

  @Test func alerts() {
    #expect(text("alerts", AlertAndConfirmationDialog.State.self) == """
       Case Studies › Alerts and confirmation dialogs
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Count: 0

         [a] Alert
         [c] Confirmation dialog












      ────────────────────────────────────────────────────────────────────────────────

       a alert  c confirmation dialog  Esc/← back  i about  q quit
      """)
  }

  @Test func anAlertIsACentredBoxWhoseKeysReplaceTheScreens() {
    #expect(text("alerts", AlertAndConfirmationDialog.State.self) { $0.alert = AlertState { TextState("Alert!") } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
    } message: { TextState("This is an alert") } } == """
       Case Studies › Alerts and confirmation dialogs
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Count: 0

         [a] Alert
         [c] Confirmation dialog

                               ┌ Alert! ───────────────────┐
                               │ This is an alert          │
                               │                           │
                               │ [ Cancel ]  [ Increment ] │
                               └───────────────────────────┘






      ────────────────────────────────────────────────────────────────────────────────

       ⏎/Esc Cancel  1/2 choose  i about  q quit
      """)
  }

  @Test func aDialogIsAnchoredToTheBottom() {
    let store = Store(initialState: AlertAndConfirmationDialog.State()) { AlertAndConfirmationDialog() }
    store.send(.confirmationDialogButtonTapped)
    let dialog = store.state
    #expect(text("alerts", AlertAndConfirmationDialog.State.self) { $0 = dialog } == """
       Case Studies › Alerts and confirmation dialogs
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Count: 0

         [a] Alert
         [c] Confirmation dialog






       ┌ Confirmation dialog ───────────────────────────────────────────────────────┐
       │ This is a confirmation dialog.                                             │
       │ > Cancel                                                                   │
       │   Increment                                                                │
       │   Decrement                                                                │
       └────────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       ⏎/Esc Cancel  1-3 choose  i about  q quit
      """)
  }

  @Test func focusState() {
    #expect(text("focus-state", FocusDemo.State.self) == """
       Case Studies › Focus state
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Username  username
         Password  password

         [⏎] Sign in












      ────────────────────────────────────────────────────────────────────────────────

       Tab/⇧Tab next field  ⏎ sign in  Esc back  F2 about
      """)
  }

  @Test func focusStateShowsTheCursorInTheFocusedField() {
    #expect(text("focus-state", FocusDemo.State.self) { $0.username = "blob"; $0.password = "secret"; $0.focusedField = .password } == """
       Case Studies › Focus state
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Username  blob
         Password  ••••••

         [⏎] Sign in












      ────────────────────────────────────────────────────────────────────────────────

       Tab/⇧Tab next field  ⏎ sign in  Esc back  F2 about
      """)
  }

  @Test func animations() {
    #expect(text("animations", Animations.State.self) == """
       Case Studies › Animations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Colour: black   Big mode: [ ]

         ┌────────────────────────────────────────┐
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │                   ██                   │
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         └────────────────────────────────────────┘


      ────────────────────────────────────────────────────────────────────────────────

       ↑↓←→/hjkl move  b big mode  r rainbow  R reset  Esc back  i about  q quit
      """)
  }

  @Test func animationsBigDotStaysInsideTheGrid() {
    #expect(text("animations", Animations.State.self) { $0.isCircleScaled = true; $0.circleCenter = GridPoint(x: 0, y: 9); $0.circleColor = .red } == """
       Case Studies › Animations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Colour: red   Big mode: [x]

         ┌────────────────────────────────────────┐
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         │████                                    │
         │████                                    │
         └────────────────────────────────────────┘


      ────────────────────────────────────────────────────────────────────────────────

       ↑↓←→/hjkl move  b big mode  r rainbow  R reset  Esc back  i about  q quit
      """)
  }

  @Test func animationsResetAsksFirst() {
    let store = Store(initialState: Animations.State()) { Animations() }
    store.send(.resetButtonTapped)
    let asking = store.state
    #expect(text("animations", Animations.State.self) { $0 = asking } == """
       Case Studies › Animations
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Colour: black   Big mode: [ ]

         ┌────────────────────────────────────────┐
         │                                        │
         │                                        │
         │                                        │
         │                       ┌ Reset state? ─────────┐
         │                       │ [ Reset ]  [ Cancel ] │
         │                   ██  └───────────────────────┘
         │                                        │
         │                                        │
         │                                        │
         │                                        │
         └────────────────────────────────────────┘


      ────────────────────────────────────────────────────────────────────────────────

       ⏎/Esc Cancel  1/2 choose  i about  q quit
      """)
  }
}
