import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// What asks before something is lost, and long titles in the breadcrumb (issue 39).
@MainActor
struct ConfirmationScreenTests {
  /// The style of the first cell of `text` in the frame of `state`.
  func style(of text: String, in state: SyncUpsTerminal.State) -> Style? {
    var frame = Frame(width: 80, height: 24)
    SyncUpsScreen.render(state, into: &frame)
    let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (y, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      return frame[line.distance(from: line.startIndex, to: range.lowerBound), y].style
    }
    return nil
  }

  @Test func theDeleteAlertOpensOnItsCancelButton() {
    let state = Screens.make("deleteAlert")
    #expect(style(of: "[ Nevermind ]", in: state) == .reverse)
    #expect(style(of: "[ Yes ]", in: state) == .plain)
  }

  @Test func deleteMeetingAlert80x24() {
    let state = Screens.make("deleteMeetingAlert")
    #expect(frame(state, 80, 24) == """
       Daily Sync-ups › Design                                                 e edit
      ────────────────────────────────────────────────────────────────────────────────
       > ⏱ Start meeting
         Length                                                                 1 min
         Theme                                                                 Orange
       Past meetings
         2025-02-28  09:03
       Attendees
         Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I
         Delete s┌ Delete meeting? ──────────────────────────────────────┐
                 │ This past meeting and its transcript will be deleted. │
                 │                                                       │
                 │                [ Delete ]  [ Cancel ]                 │
                 └───────────────────────────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────

       ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
    #expect(style(of: "[ Cancel ]", in: state) == .reverse)
  }

  @Test func discardChangesAlertOverTheEditSheet80x24() {
    let state = Screens.make("discardChangesAlert")
    #expect(frame(state, 80, 24) == """
       Daily Sync-ups › Design                                                 e edit
      ────────────────────────────────────────────────────────────────────────────────

        ┌ Design review ───────────────────────────────────────────────────────────┐
        │ Title     [Design review                                     ]           │
        │ Length    ◀  1 min ▶        Theme  ◀ Orange ▶ ████                       │
        │ Attendees                                                                │
        │   [Blob                                              ]                   │
        │   [Blob Jr                                           ]                   │
        │   [Blob Sr   ┌ Discard changes? ─────────────────────────┐               │
        │   [Blob Esq  │ The changes to this sync-up will be lost. │               │
        │   [Blob III  │                                           │               │
        │   [Blob I    │       [ Discard ]  [ Keep editing ]       │               │
        │              └───────────────────────────────────────────┘               │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │ Tab/⇧Tab field  ^N new attendee                                          │
        │                                                 [Esc Cancel]   [^S Done] │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
    #expect(style(of: "[ Keep editing ]", in: state) == .reverse)
  }

  @Test func aLongTitleIsCutSoTheBreadcrumbAndItsAccessoryKeepOneRow80x24() {
    #expect(frame(Screens.make("longTitle"), 80, 24) == """
       Daily Sync-ups › A very long sync-up title that goes on…                e edit
      ────────────────────────────────────────────────────────────────────────────────
       > ⏱ Start meeting
         Length                                                                 1 min
         Theme                                                                 Orange
       Past meetings
         2025-02-28  09:03
       Attendees
         Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I
         Delete sync-up











      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  ⏎ activate  s start  e edit  D delete  Esc/←/⌫ back  q quit
      """)
  }
}
