import ComposableCore
import Foundation
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// The states each frame test draws, by name.
@MainActor
enum Screens {
  static var design: SyncUp { sample()[0] }

  static func detail(_ configure: (inout SyncUpDetail.State) -> Void = { _ in }) -> SyncUpsTerminal.State {
    terminalState { state in
      var detail = SyncUpDetail.State(syncUp: state.app.syncUpsList.$syncUps[id: design.id]!)
      configure(&detail)
      state.app.path.append(.detail(detail))
    }
  }

  static func record(_ configure: (inout RecordMeeting.State) -> Void = { _ in }) -> SyncUpsTerminal.State {
    terminalState { state in
      let syncUp = state.app.syncUpsList.$syncUps[id: design.id]!
      state.app.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
      var record = RecordMeeting.State(syncUp: syncUp)
      configure(&record)
      state.app.path.append(.record(record))
    }
  }

  static let all: [(String, () -> SyncUpsTerminal.State)] = [
    ("list", { terminalState() }),
    ("emptyList", { terminalState([]) }),
    ("addForm", {
      terminalState { state in
        withDependencies { $0.uuid = .incrementing } operation: {
          var form = SyncUpForm.State(syncUp: SyncUp(id: UUID(), title: "Engineering"))
          let first = form.syncUp.attendees[0].id
          form.syncUp.attendees[id: first]?.name = "Blob"
          let second = Attendee(id: UUID(), name: "Blob Jr.")
          _ = form.syncUp.attendees.append(second)
          form.focus = .attendee(second.id)
          state.app.syncUpsList.destination = .add(form)
        }
      }
    }),
    ("editForm", { detail { $0.destination = .edit(SyncUpForm.State(focus: .theme, syncUp: design)) } }),
    ("detail", { detail() }),
    ("deleteAlert", { detail { $0.destination = .alert(.deleteSyncUp) } }),
    ("speechDeniedAlert", { detail { $0.destination = .alert(.speechRecognitionDenied) } }),
    ("record", {
      record {
        $0.secondsElapsed = 24
        $0.speakerIndex = 2
        $0.transcript = "Yesterday I finished the colour picker and today I will review the icons."
      }
    }),
    ("recordLastSpeaker", { record { $0.secondsElapsed = 55; $0.speakerIndex = 5 } }),
    ("endMeetingAlert", { record { $0.secondsElapsed = 24; $0.speakerIndex = 2; $0.alert = .endMeeting(isDiscardable: true) } }),
    ("pastMeeting", {
      terminalState { state in
        state.app.path.append(.meeting(design.meetings[0], syncUp: design))
      }
    }),
  ]
}
