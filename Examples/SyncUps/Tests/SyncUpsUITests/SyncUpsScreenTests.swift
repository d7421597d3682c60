import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// Whole frames of every screen at the smallest size (80x24) and a roomy one (120x40),
/// whose body is capped at 100 columns and centred (spec scenario 30).
@MainActor
struct SyncUpsScreenTests {

  @Test func list80x24() {
    #expect(frame(Screens.make("list"), 80, 24) == """
       Daily Sync-ups                                                      3 sync-ups
      ────────────────────────────────────────────────────────────────────────────────
       > ▌Design                                                  6 people     1 min
         ▌Engineering                                             2 people    10 min
         ▌Product                                                 2 people    30 min
















      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  ⏎ open  a add  d delete  q quit
      """)
  }

  @Test func list120x40() {
    #expect(frame(Screens.make("list"), 120, 40) == """
                 Daily Sync-ups                                                                          3 sync-ups
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 > ▌Design                                                                      6 people     1 min
                   ▌Engineering                                                                 2 people    10 min
                   ▌Product                                                                     2 people    30 min
































      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 ↑↓/jk select  ⏎ open  a add  d delete  q quit
      """)
  }

  @Test func emptyList80x24() {
    #expect(frame(Screens.make("emptyList"), 80, 24) == """
       Daily Sync-ups                                                      0 sync-ups
      ────────────────────────────────────────────────────────────────────────────────









                                 No sync-ups yet — press a









      ────────────────────────────────────────────────────────────────────────────────

       a add  q quit
      """)
  }

  @Test func emptyList120x40() {
    #expect(frame(Screens.make("emptyList"), 120, 40) == """
                 Daily Sync-ups                                                                          0 sync-ups
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

















                                                     No sync-ups yet — press a

















      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 a add  q quit
      """)
  }

  @Test func addForm80x24() {
    #expect(frame(Screens.make("addForm"), 80, 24) == """
       Daily Sync-ups                                                      3 sync-ups
      ────────────────────────────────────────────────────────────────────────────────

        ┌ New sync-up ─────────────────────────────────────────────────────────────┐
        │ Title     [Engineering                                       ]           │
        │ Length    ◀  5 min ▶        Theme  ◀ Bubblegum ▶ ████                    │
        │ Attendees                                                                │
        │   [Blob                                              ]                   │
        │ > [Blob Jr.                                          ]                   │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │ Tab/⇧Tab field  ^N new attendee  ^D delete attendee                      │
        │                                                 [Esc Dismiss]   [^S Add] │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       Tab/⇧Tab field  ^N new attendee  ^D delete attendee  Esc dismiss  ^S add
      """)
  }

  @Test func addForm120x40() {
    #expect(frame(Screens.make("addForm"), 120, 40) == """
                 Daily Sync-ups                                                                          3 sync-ups
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                  ┌ New sync-up ─────────────────────────────────────────────────────────────────────────────────┐
                  │ Title     [Engineering                                       ]                               │
                  │ Length    ◀  5 min ▶        Theme  ◀ Bubblegum ▶ ████                                        │
                  │ Attendees                                                                                    │
                  │   [Blob                                              ]                                       │
                  │ > [Blob Jr.                                          ]                                       │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │ Tab/⇧Tab field  ^N new attendee  ^D delete attendee                                          │
                  │                                                                     [Esc Dismiss]   [^S Add] │
                  └──────────────────────────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 Tab/⇧Tab field  ^N new attendee  ^D delete attendee  Esc dismiss  ^S add
      """)
  }

  @Test func editForm80x24() {
    #expect(frame(Screens.make("editForm"), 80, 24) == """
       Daily Sync-ups › Design                                                 e edit
      ────────────────────────────────────────────────────────────────────────────────

        ┌ Design ──────────────────────────────────────────────────────────────────┐
        │ Title     [Design                                            ]           │
        │ Length    ◀  1 min ▶        Theme  ◀ Orange ▶ ████                       │
        │ Attendees                                                                │
        │   [Blob                                              ]                   │
        │   [Blob Jr                                           ]                   │
        │   [Blob Sr                                           ]                   │
        │   [Blob Esq                                          ]                   │
        │   [Blob III                                          ]                   │
        │   [Blob I                                            ]                   │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │ Tab/⇧Tab field  ←→ adjust  ^N new attendee                               │
        │                                                 [Esc Cancel]   [^S Done] │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       Tab/⇧Tab field  ←→ adjust  ^N new attendee  Esc cancel  ^S done
      """)
  }

  @Test func editForm120x40() {
    #expect(frame(Screens.make("editForm"), 120, 40) == """
                 Daily Sync-ups › Design                                                                     e edit
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                  ┌ Design ──────────────────────────────────────────────────────────────────────────────────────┐
                  │ Title     [Design                                            ]                               │
                  │ Length    ◀  1 min ▶        Theme  ◀ Orange ▶ ████                                           │
                  │ Attendees                                                                                    │
                  │   [Blob                                              ]                                       │
                  │   [Blob Jr                                           ]                                       │
                  │   [Blob Sr                                           ]                                       │
                  │   [Blob Esq                                          ]                                       │
                  │   [Blob III                                          ]                                       │
                  │   [Blob I                                            ]                                       │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │                                                                                              │
                  │ Tab/⇧Tab field  ←→ adjust  ^N new attendee                                                   │
                  │                                                                     [Esc Cancel]   [^S Done] │
                  └──────────────────────────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 Tab/⇧Tab field  ←→ adjust  ^N new attendee  Esc cancel  ^S done
      """)
  }

  @Test func detail80x24() {
    #expect(frame(Screens.make("detail"), 80, 24) == """
       Daily Sync-ups › Design                                                 e edit
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

  @Test func detail120x40() {
    #expect(frame(Screens.make("detail"), 120, 40) == """
                 Daily Sync-ups › Design                                                                     e edit
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 > ⏱ Start meeting
                   Length                                                                                     1 min
                   Theme                                                                                     Orange
                 Past meetings
                   2025-02-28  09:03
                 Attendees
                   Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I
                   Delete sync-up



























      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 ↑↓/jk select  ⏎ activate  s start  e edit  D delete  Esc/←/⌫ back  q quit
      """)
  }

  @Test func deleteAlert80x24() {
    #expect(frame(Screens.make("deleteAlert"), 80, 24) == """
       Daily Sync-ups › Design                                                 e edit
      ────────────────────────────────────────────────────────────────────────────────
       > ⏱ Start meeting
         Length                                                                 1 min
         Theme                                                                 Orange
       Past meetings
         2025-02-28  09:03
       Attendees
         Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I
         Delete sync-┌ Delete? ──────────────────────────────────────┐
                     │ Are you sure you want to delete this sync-up? │
                     │                                               │
                     │            [ Yes ]  [ Nevermind ]             │
                     └───────────────────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────

       ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
  }

  @Test func deleteAlert120x40() {
    #expect(frame(Screens.make("deleteAlert"), 120, 40) == """
                 Daily Sync-ups › Design                                                                     e edit
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 > ⏱ Start meeting
                   Length                                                                                     1 min
                   Theme                                                                                     Orange
                 Past meetings
                   2025-02-28  09:03
                 Attendees
                   Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I
                   Delete sync-up







                                         ┌ Delete? ──────────────────────────────────────┐
                                         │ Are you sure you want to delete this sync-up? │
                                         │                                               │
                                         │            [ Yes ]  [ Nevermind ]             │
                                         └───────────────────────────────────────────────┘















      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
  }

  @Test func speechDeniedAlert80x24() {
    #expect(frame(Screens.make("speechDeniedAlert"), 80, 24) == """
       Daily Sync-ups › Design                                                 e edit
      ────────────────────────────────────────────────────────────────────────────────
       > ⏱ Start meeting
         Length                                                                 1 min
         Theme                                                                 Orange
       Past meetings
         2025-02-28  09:03
       Attendees┌ Speech recognition denied ───────────────────────────────┐
         Blob · │ You previously denied speech recognition, so your        │
         Delete │ meeting will not be recorded. You can enable speech      │
                │ recognition in settings, or continue without recording.  │
                │                                                          │
                │              [ Continue without recording ]              │
                │                    [ Open settings ]                     │
                │                        [ Cancel ]                        │
                └──────────────────────────────────────────────────────────┘





      ────────────────────────────────────────────────────────────────────────────────

       ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
  }

  @Test func speechDeniedAlert120x40() {
    #expect(frame(Screens.make("speechDeniedAlert"), 120, 40) == """
                 Daily Sync-ups › Design                                                                     e edit
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 > ⏱ Start meeting
                   Length                                                                                     1 min
                   Theme                                                                                     Orange
                 Past meetings
                   2025-02-28  09:03
                 Attendees
                   Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I
                   Delete sync-up





                                    ┌ Speech recognition denied ───────────────────────────────┐
                                    │ You previously denied speech recognition, so your        │
                                    │ meeting will not be recorded. You can enable speech      │
                                    │ recognition in settings, or continue without recording.  │
                                    │                                                          │
                                    │              [ Continue without recording ]              │
                                    │                    [ Open settings ]                     │
                                    │                        [ Cancel ]                        │
                                    └──────────────────────────────────────────────────────────┘













      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
  }

  @Test func record80x24() {
    #expect(frame(Screens.make("record"), 80, 24) == """
       Design — meeting
      ────────────────────────────────────────────────────────────────────────────────
       [██████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
       Elapsed 0:24                                                    Remaining 0:36

                                    Blob Sr is speaking
         ✓ Blob   ✓ Blob Jr   ▶ Blob Sr   · Blob Esq   · Blob III   · Blob I
       Speaker 3 of 6

       Transcript (simulated)
       Yesterday I finished the colour picker and today I will review the icons.










      ────────────────────────────────────────────────────────────────────────────────

       n/→ next speaker  Esc/e end meeting
      """)
  }

  @Test func record120x40() {
    #expect(frame(Screens.make("record"), 120, 40) == """
                 Design — meeting
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 [██████████████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                 Elapsed 0:24                                                                        Remaining 0:36

                                                        Blob Sr is speaking
                   ✓ Blob   ✓ Blob Jr   ▶ Blob Sr   · Blob Esq   · Blob III   · Blob I
                 Speaker 3 of 6

                 Transcript (simulated)
                 Yesterday I finished the colour picker and today I will review the icons.


























      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 n/→ next speaker  Esc/e end meeting
      """)
  }

  @Test func recordLastSpeaker80x24() {
    #expect(frame(Screens.make("recordLastSpeaker"), 80, 24) == """
       Design — meeting
      ────────────────────────────────────────────────────────────────────────────────
       [█████████████████████████████████████████████████████████████████████░░░░░░░]
       Elapsed 0:55                                                    Remaining 0:05

                                     Blob I is speaking
         ✓ Blob   ✓ Blob Jr   ✓ Blob Sr   ✓ Blob Esq   ✓ Blob III   ▶ Blob I
       No more speakers.

       Transcript (simulated)
       Listening…










      ────────────────────────────────────────────────────────────────────────────────

       n/→ next speaker  Esc/e end meeting
      """)
  }

  /// Speech recognition denied: the transcript area says so instead of "Listening…".
  @Test func recordWithoutTranscriptionSaysSo80x24() {
    #expect(frame(Screens.make("recordWithoutTranscription"), 80, 24) == """
       Design — meeting
      ────────────────────────────────────────────────────────────────────────────────
       [█████████████████████████████████████████████████████████████████████░░░░░░░]
       Elapsed 0:55                                                    Remaining 0:05

                                     Blob I is speaking
         ✓ Blob   ✓ Blob Jr   ✓ Blob Sr   ✓ Blob Esq   ✓ Blob III   ▶ Blob I
       No more speakers.

       Transcript (simulated)
       Not transcribed: speech recognition is off.










      ────────────────────────────────────────────────────────────────────────────────

       n/→ next speaker  Esc/e end meeting
      """)
  }

  @Test func recordLastSpeaker120x40() {
    #expect(frame(Screens.make("recordLastSpeaker"), 120, 40) == """
                 Design — meeting
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 [████████████████████████████████████████████████████████████████████████████████████████░░░░░░░░]
                 Elapsed 0:55                                                                        Remaining 0:05

                                                         Blob I is speaking
                   ✓ Blob   ✓ Blob Jr   ✓ Blob Sr   ✓ Blob Esq   ✓ Blob III   ▶ Blob I
                 No more speakers.

                 Transcript (simulated)
                 Listening…


























      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 n/→ next speaker  Esc/e end meeting
      """)
  }

  @Test func endMeetingAlert80x24() {
    #expect(frame(Screens.make("endMeetingAlert"), 80, 24) == """
       Design — meeting
      ────────────────────────────────────────────────────────────────────────────────
       [██████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
       Elapsed 0:24                                                    Remaining 0:36

                                    Blob Sr is speaking
         ✓ Blob   ✓ Blob Jr   ▶ Blob Sr   · Blob Esq   · Blob III   · Blob I
       Speaker 3 of 6
                ┌ End meeting? ────────────────────────────────────────────┐
       Transcrip│ You are ending the meeting early. What would you like to │
       Listening│ do?                                                      │
                │                                                          │
                │        [ Save and end ]  [ Discard ]  [ Resume ]         │
                └──────────────────────────────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────

       ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
  }

  @Test func endMeetingAlert120x40() {
    #expect(frame(Screens.make("endMeetingAlert"), 120, 40) == """
                 Design — meeting
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 [██████████████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                 Elapsed 0:24                                                                        Remaining 0:36

                                                        Blob Sr is speaking
                   ✓ Blob   ✓ Blob Jr   ▶ Blob Sr   · Blob Esq   · Blob III   · Blob I
                 Speaker 3 of 6

                 Transcript (simulated)
                 Listening…





                                    ┌ End meeting? ────────────────────────────────────────────┐
                                    │ You are ending the meeting early. What would you like to │
                                    │ do?                                                      │
                                    │                                                          │
                                    │        [ Save and end ]  [ Discard ]  [ Resume ]         │
                                    └──────────────────────────────────────────────────────────┘















      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 ←/→/Tab choose  ⏎ activate  Esc cancel
      """)
  }

  @Test func pastMeeting80x24() {
    #expect(frame(Screens.make("pastMeeting"), 80, 24) == """
       Daily Sync-ups › Design › 2025-02-28  09:03
      ────────────────────────────────────────────────────────────────────────────────
       Attendees
         Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I

       Transcript
         Blob went over the new colours, Blob Jr showed the sketches of the settings
         page, and everyone agreed to try the darker theme for a week.













      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk scroll  Esc/←/⌫ back  q quit
      """)
  }

  @Test func pastMeeting120x40() {
    #expect(frame(Screens.make("pastMeeting"), 120, 40) == """
                 Daily Sync-ups › Design › 2025-02-28  09:03
      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                 Attendees
                   Blob · Blob Jr · Blob Sr · Blob Esq · Blob III · Blob I

                 Transcript
                   Blob went over the new colours, Blob Jr showed the sketches of the settings page, and everyone
                   agreed to try the darker theme for a week.





























      ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

                 ↑↓/jk scroll  Esc/←/⌫ back  q quit
      """)
  }
}
