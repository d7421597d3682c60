import ComposableArchitecture
import Testing
import TerminalUI

@Suite struct OverlayTests {
  func background(width: Int, height: Int) -> Frame {
    var frame = Frame(width: width, height: height)
    for y in 0..<height { frame.draw(String(repeating: ".", count: width), x: 0, y: y, in: frame.area) }
    return frame
  }

  @Test func alertIsCentredOverTheScreen() {
    var frame = background(width: 30, height: 9)
    frame.render(AlertBox(title: "Delete?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"], selection: 1), in: frame.area)
    #expect(frame.text == """
      ..............................
      ..............................
      ..┌ Delete? ───────────────┐..
      ..│ This cannot be undone. │..
      ..│                        │..
      ..│ [ Cancel ]  [ Delete ] │..
      ..└────────────────────────┘..
      ..............................
      ..............................
      """)
    #expect(frame[16, 5].style == .reverse)
    #expect(frame[5, 5].style == .plain)
  }

  @Test func alertInANarrowAreaWrapsAndCuts() {
    var frame = Frame(width: 16, height: 7)
    frame.render(AlertBox(title: "Delete?", message: "This cannot be undone.", buttons: ["OK"]), in: frame.area)
    #expect(frame.text == """
      ┌ Delete? ─────┐
      │ This cannot  │
      │ be undone.   │
      │              │
      │    [ OK ]    │
      └──────────────┘

      """)
  }

  @Test func buttonsThatDoNotFitInARowStackUpWhole() {
    var frame = Frame(width: 30, height: 9)
    frame.render(
      AlertBox(title: "Denied", message: "No speech.", buttons: ["Continue without", "Open settings", "Cancel"], selection: 1),
      in: frame.area
    )
    #expect(frame.text == """

      ┌ Denied ────────────────────┐
      │ No speech.                 │
      │                            │
      │    [ Continue without ]    │
      │     [ Open settings ]      │
      │         [ Cancel ]         │
      └────────────────────────────┘

      """)
    #expect(frame[6, 5].style == .reverse)
  }

  @Test func alertInTinyAreasDoesNotCrash() {
    for (width, height) in [(0, 0), (1, 1), (2, 2), (3, 3), (5, 2), (40, 1)] {
      var frame = Frame(width: width, height: height)
      frame.render(AlertBox(title: "T", message: "m", buttons: ["OK", "Cancel"]), in: frame.area)
      #expect(frame.size == Size(width: width, height: height))
    }
    #expect(render(AlertBox(title: "T", buttons: ["OK"]), width: 4, height: 3).text == "┌──┐\n│  │\n└──┘")
  }

  @Test func confirmationDialogIsAnchoredToTheBottom() {
    var frame = background(width: 24, height: 8)
    let dialog = ConfirmationDialog(title: "Sort", message: "Choose an order", buttons: ["Name", "Date", "Cancel"], selection: 1)
    frame.render(dialog, in: frame.area)
    #expect(frame.text == """
      ........................
      ........................
      ┌ Sort ────────────────┐
      │ Choose an order      │
      │   Name               │
      │ > Date               │
      │   Cancel             │
      └──────────────────────┘
      """)
  }

  @Test func sheetCoversTheBodyWithAFramedPanel() {
    var frame = background(width: 16, height: 6)
    let sheet = Sheet(title: "Edit")
    frame.render(sheet, in: frame.area)
    frame.render("Title: Design", in: sheet.inner(frame.area))
    #expect(frame.text == """
      ................
      .┌ Edit ──────┐.
      .│Title: Desi…│.
      .│            │.
      .│            │.
      .└────────────┘.
      """)
    #expect(render(Sheet(title: "x"), width: 1, height: 1).text == "")
  }
}

@Suite struct AlertStateOverlayTests {
  enum Action { case confirmDeletion }

  @Test func alertBoxShowsAnAlertState() {
    let alert = AlertState<Action> { TextState("Delete?") } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: { TextState("Gone for good.") }
    let frame = render(AlertBox(alert, selection: 1), width: 26, height: 5)
    #expect(frame.text == """
      ┌ Delete? ───────────────┐
      │ Gone for good.         │
      │                        │
      │ [ Delete ]  [ Cancel ] │
      └────────────────────────┘
      """)
    #expect(frame[14, 3].style == .reverse)
  }

  @Test func alertStateWithoutButtonsShowsOK() {
    #expect(AlertBox(AlertState<Action> { TextState("Saved") }).buttons == ["OK"])
  }

  /// It opens on Cancel, as alerts do: Enter pressed at once deletes nothing.
  @Test func confirmationDialogShowsADialogState() {
    let dialog = ConfirmationDialogState<Action> { TextState("Delete?") } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(render(ConfirmationDialog(dialog), width: 14, height: 4).text == """
      ┌ Delete? ───┐
      │   Delete   │
      │ > Cancel   │
      └────────────┘
      """)
  }
}
