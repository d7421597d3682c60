import ComposableArchitecture
import Foundation
import SpeechClient
import Synchronization
import SyncUpsCore
import Testing

/// The detail screen on its own (spec scenarios 11-17, 26, 27).
@MainActor
struct SyncUpDetailTests {
  /// A detail of M inside a shared list [M], and speech `status`.
  func store(status: SpeechClient.AuthorizationStatus? = nil) -> TestStore<SyncUpDetail.State, SyncUpDetail.Action> {
    TestStore(initialState: SyncUpDetail.State(syncUp: sharedList([.design])[id: SyncUp.design.id]!)) {
      SyncUpDetail()
    } withDependencies: {
      $0.uuid = .incrementing
      if let status { $0.speechClient.authorizationStatus = { status } }
    }
  }

  @Test func speechRestricted() async {
    let store = store(status: .restricted)
    await store.send(.startMeetingButtonTapped) { $0.destination = .alert(.speechRecognitionRestricted) }
  }

  @Test func speechDenied() async {
    let store = store(status: .denied)
    await store.send(.startMeetingButtonTapped) { $0.destination = .alert(.speechRecognitionDenied) }
  }

  @Test func openSettings() async {
    let opened = CallCount()
    let store = TestStore(
      initialState: SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: Shared(value: .design))
    ) { SyncUpDetail() } withDependencies: {
      $0.openSettings = { opened.record() }
    }
    await store.send(.destination(.presented(.alert(.openSettings)))) { $0.destination = nil }
    await store.finish()
    #expect(opened.value == 1)
  }

  @Test func continueWithoutRecording() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: Shared(value: .design))
    ) { SyncUpDetail() }
    await store.send(.destination(.presented(.alert(.continueWithoutRecording)))) { $0.destination = nil }
    await store.receive(.delegate(.startMeeting))
  }

  @Test func speechAuthorized() async {
    let store = store(status: .authorized)
    await store.send(.startMeetingButtonTapped)
    await store.receive(.delegate(.startMeeting))
  }

  @Test func speechNotDeterminedStartsTheMeeting() async {
    let store = store(status: .notDetermined)
    await store.send(.startMeetingButtonTapped)
    await store.receive(.delegate(.startMeeting))
  }

  @Test func edit() async {
    let store = store()
    await store.send(.editButtonTapped) { $0.destination = .edit(SyncUpForm.State(syncUp: .design)) }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Blob's Meeting")))))) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .design.with { $0.title = "Blob's Meeting" }))
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Blob's Meeting" }
    }
  }

  @Test func delete() async {
    let store = store()
    await store.send(.deleteButtonTapped) { $0.destination = .alert(.deleteSyncUp) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    #expect(store.isDismissed)
    #expect(sharedListInStore(store).isEmpty)
  }

  @Test func cancelEditDiscardsTheChanges() async {
    let store = store()
    await store.send(.editButtonTapped) { $0.destination = .edit(SyncUpForm.State(syncUp: .design)) }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Other")))))) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .design.with { $0.title = "Other" }))
    }
    // Changes are not dropped without asking; "Keep editing" goes back to the form.
    await store.send(.cancelEditButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(alert: .discardChanges, syncUp: .design.with { $0.title = "Other" }))
    }
    await store.send(.destination(.presented(.edit(.alert(.dismiss))))) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .design.with { $0.title = "Other" }))
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(alert: .discardChanges, syncUp: .design.with { $0.title = "Other" }))
    }
    await store.send(.destination(.presented(.edit(.alert(.presented(.confirmDiscard)))))) { $0.destination = nil }
    #expect(store.state.syncUp == .design)
  }

  @Test func cancelEditWithoutChangesClosesAtOnce() async {
    let store = store()
    await store.send(.editButtonTapped) { $0.destination = .edit(SyncUpForm.State(syncUp: .design)) }
    await store.send(\.destination.presented.edit.binding.focus, .theme) {
      $0.destination = .edit(SyncUpForm.State(focus: .theme, syncUp: .design))
    }
    await store.send(.cancelEditButtonTapped) { $0.destination = nil }
  }

  @Test func doneEditingDropsBlankAttendees() async {
    let store = store()
    await store.send(.editButtonTapped) { $0.destination = .edit(SyncUpForm.State(syncUp: .design)) }
    await store.send(.destination(.presented(.edit(.addAttendeeButtonTapped)))) {
      $0.destination = .edit(
        SyncUpForm.State(
          focus: .attendee(Attendee.ID(uuid(0))), syncUp: .design.with { $0.attendees.append(Attendee(id: Attendee.ID(uuid(0)))) }
        )
      )
    }
    await store.send(.doneEditingButtonTapped) { $0.destination = nil }
    #expect(store.state.syncUp == .design)
  }

  @Test func doneEditingIsIgnoredWhenNotEditing() async {
    let store = store()
    await store.send(.doneEditingButtonTapped)
  }

  @Test func deleteMeetingsRemovesTheRightRows() async {
    let meetings: IdentifiedArrayOf<Meeting> = IdentifiedArray(
      (0..<3).map { Meeting(id: Meeting.ID(fixedID(400 + $0)), date: fixedDate, transcript: "\($0)") }
    )
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(value: .design.with { $0.meetings = meetings }))
    ) { SyncUpDetail() }
    await store.send(.deleteMeetings(atOffsets: [0, 2])) {
      $0.$syncUp.withLock { $0.meetings = [meetings[1]] }
    }
  }

  @Test func deletingAMeetingAsksFirst() async {
    let meetings: IdentifiedArrayOf<Meeting> = IdentifiedArray(
      (0..<2).map { Meeting(id: Meeting.ID(fixedID(400 + $0)), date: fixedDate, transcript: "\($0)") }
    )
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(value: .design.with { $0.meetings = meetings }))
    ) { SyncUpDetail() }
    await store.send(.deleteMeetingButtonTapped(meetings[1].id)) {
      $0.destination = .alert(.deleteMeeting(meetings[1]))
    }
    // Cancel keeps it.
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.deleteMeetingButtonTapped(meetings[1].id)) {
      $0.destination = .alert(.deleteMeeting(meetings[1]))
    }
    await store.send(.destination(.presented(.alert(.confirmMeetingDeletion(meetings[1].id))))) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.meetings = [meetings[0]] }
    }
  }

  @Test func aMeetingAlreadyGoneAsksNothing() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .design))) { SyncUpDetail() }
    await store.send(.deleteMeetingButtonTapped(Meeting.ID(fixedID(999))))
  }
}

/// The shared list of `store`'s storage, read through the state it holds.
@MainActor
func sharedListInStore(_ store: TestStore<SyncUpDetail.State, SyncUpDetail.Action>) -> IdentifiedArrayOf<SyncUp> {
  withDependencies { $0 = store.dependencies } operation: {
    @Shared(.syncUps) var list: IdentifiedArrayOf<SyncUp> = [.s3]
    return list
  }
}

/// Counts the calls of a dependency endpoint.
final class CallCount: Sendable {
  private let count = Mutex(0)
  /// The calls so far.
  var value: Int { count.withLock { $0 } }
  /// Counts one call.
  func record() { count.withLock { $0 += 1 } }
}

extension SyncUp {
  /// A copy changed by `body`, for expected values.
  func with(_ body: (inout SyncUp) -> Void) -> SyncUp {
    var copy = self
    body(&copy)
    return copy
  }
}
