import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsUI

/// The states the frame tests draw, by name.
@MainActor
enum Screens {
  static var design: SyncUp { sample()[0] }

  /// The state named `name`.
  static func make(_ name: String) -> SyncUpsTerminal.State {
    switch name {
    case "list": terminalState()
    case "emptyList": terminalState([])
    case "addForm": addForm()
    case "editForm": detail { $0.destination = .edit(SyncUpForm.State(focus: .theme, syncUp: design)) }
    case "detail": detail()
    case "deleteAlert": detail { $0.destination = .alert(.deleteSyncUp) }
    case "deleteMeetingAlert": detail { $0.destination = .alert(.deleteMeeting(design.meetings[0])) }
    case "discardChangesAlert":
      detail {
        var edited = design
        edited.title = "Design review"
        $0.destination = .edit(SyncUpForm.State(alert: .discardChanges, syncUp: edited))
      }
    case "longTitle":
      detail { $0.$syncUp.withLock { $0.title = "A very long sync-up title that goes on and on past the edge" } }
    case "speechDeniedAlert": detail { $0.destination = .alert(.speechRecognitionDenied) }
    case "record":
      record {
        $0.secondsElapsed = 24
        $0.speakerIndex = 2
        $0.transcript = "Yesterday I finished the colour picker and today I will review the icons."
      }
    case "recordLastSpeaker":
      record {
        $0.secondsElapsed = 55
        $0.speakerIndex = 5
      }
    case "recordWithoutTranscription":
      record(transcriptionOff: true) {
        $0.secondsElapsed = 55
        $0.speakerIndex = 5
      }
    case "endMeetingAlert":
      record {
        $0.secondsElapsed = 24
        $0.speakerIndex = 2
        $0.alert = .endMeeting(isDiscardable: true)
      }
    case "pastMeeting": terminalState { $0.app.path.append(.meeting(design.meetings[0], syncUp: design)) }
    default: fatalError("No screen state named \(name).")
    }
  }

  /// The add sheet of scenario 22, halfway: a title and two attendees typed.
  static func addForm() -> SyncUpsTerminal.State {
    terminalState { state in
      withDependencies { $0.uuid = .incrementing } operation: {
        var form = SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(UUID()), title: "Engineering"))
        let first = form.syncUp.attendees[0].id
        form.syncUp.attendees[id: first]?.name = "Blob"
        let second = Attendee(id: Attendee.ID(UUID()), name: "Blob Jr.")
        _ = form.syncUp.attendees.append(second)
        form.focus = .attendee(second.id)
        state.app.syncUpsList.destination = .add(form)
      }
    }
  }

  static func detail(_ configure: (inout SyncUpDetail.State) -> Void = { _ in }) -> SyncUpsTerminal.State {
    terminalState { state in
      var detail = SyncUpDetail.State(syncUp: state.app.syncUpsList.$syncUps[id: design.id]!)
      configure(&detail)
      state.app.path.append(.detail(detail))
    }
  }

  static func record(
    transcriptionOff: Bool = false, _ configure: (inout RecordMeeting.State) -> Void = { _ in }
  ) -> SyncUpsTerminal.State {
    terminalState { state in
      state.isTranscriptionOff = transcriptionOff
      let syncUp = state.app.syncUpsList.$syncUps[id: design.id]!
      state.app.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
      var record = RecordMeeting.State(syncUp: syncUp)
      configure(&record)
      state.app.path.append(.record(record))
    }
  }
}
