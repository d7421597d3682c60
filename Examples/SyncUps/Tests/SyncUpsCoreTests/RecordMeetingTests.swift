import ComposableArchitecture
import Foundation
import SpeechClient
import SyncUpsCore
import Testing

/// The meeting timer on its own (spec scenarios 4-10, 23-25, 29): a test clock drives the
/// ticks, the test decides the speech permission and what the recogniser hears.
@MainActor
struct RecordMeetingTests {
  let clock = TestClock()

  /// A meeting of `syncUp` with speech `status`, the answer `granted` when asked, and
  /// recognition `stream`.
  func store(
    _ syncUp: SyncUp = .s3, status: SpeechClient.AuthorizationStatus = .denied,
    granted: SpeechClient.AuthorizationStatus? = nil,
    stream: AsyncThrowingStream<SpeechRecognitionResult, any Error>? = nil
  ) -> TestStore<RecordMeeting.State, RecordMeeting.Action> {
    TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.date = .constant(fixedDate)
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { status }
      if let stream { $0.speechClient.startTask = { _ in stream } }
      if let granted { $0.speechClient.requestAuthorization = { granted } }
    }
  }

  // MARK: From the original's tests

  @Test func timerAdvancesSpeakersAndFinishesTheMeeting() async {
    let store = store()
    await store.send(.onTask)
    let expected = [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)]
    for (elapsed, speaker) in expected {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.secondsElapsed = elapsed
        $0.speakerIndex = speaker
      }
      #expect(store.state.secondsRemaining == 6 - elapsed)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock { _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: ""), at: 0) }
    }
    #expect(store.state.secondsRemaining == 0)
    #expect(store.isDismissed)
    await store.finish()
  }

  @Test func transcriptIsRecorded() async {
    let store = store(status: .authorized, stream: recognition(["I completed the project"]))
    await store.send(.onTask)
    await store.receive(\.speechResult) { $0.transcript = "I completed the project" }
    for elapsed in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.secondsElapsed = elapsed
        $0.speakerIndex = elapsed / 2
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: "I completed the project"), at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test func endEarlyAndSaveIgnoringTicksUnderTheAlert() async {
    let store = store(.design)
    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    for _ in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick)
    }
    await store.send(.alert(.presented(.confirmSave))) {
      $0.alert = nil
      $0.$syncUp.withLock { _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: ""), at: 0) }
    }
    #expect(store.isDismissed)
  }

  @Test func endEarlyAndDiscard() async {
    let store = store(.design)
    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.alert(.presented(.confirmDiscard))) { $0.alert = nil }
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings == SyncUp.design.meetings)
  }

  @Test func nextSpeakerThenEnd() async {
    let store = store()
    await store.send(.onTask)
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await store.send(.nextButtonTapped) { $0.alert = .endMeeting(isDiscardable: false) }
    await store.send(.alert(.presented(.confirmSave))) {
      $0.alert = nil
      $0.$syncUp.withLock { _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: ""), at: 0) }
    }
    #expect(store.isDismissed)
  }

  @Test func continueAfterSpeechRecognitionFailure() async {
    let store = store(status: .authorized, stream: recognition(["I completed the project"], failing: true))
    await store.send(.onTask)
    await store.receive(\.speechResult) { $0.transcript = "I completed the project" }
    await store.receive(.speechFailure) {
      $0.transcript = "I completed the project ❌"
      $0.alert = .speechRecognizerFailed
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    for elapsed in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.secondsElapsed = elapsed
        $0.speakerIndex = elapsed / 2
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: "I completed the project ❌"), at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test func discardAfterSpeechRecognitionFailure() async {
    let store = store(status: .authorized, stream: recognition([], failing: true))
    await store.send(.onTask)
    await store.receive(.speechFailure) { $0.alert = .speechRecognizerFailed }
    #expect(store.state.transcript == "")
    await store.send(.alert(.presented(.confirmDiscard))) { $0.alert = nil }
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings.isEmpty)
  }

  // MARK: What a careful port adds

  @Test func undecidedPermissionIsAskedAndGrantedStartsSpeech() async {
    let store = store(status: .notDetermined, granted: .authorized, stream: recognition(["Hi"]))
    await store.send(.onTask)
    await store.receive(\.speechResult) { $0.transcript = "Hi" }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.alert(.presented(.confirmDiscard))) { $0.alert = nil }
  }

  @Test func undecidedPermissionRefusedRunsTheTimerOnlyWithoutAlert() async {
    let store = store(status: .notDetermined, granted: .denied)
    await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.alert(.presented(.confirmDiscard))) { $0.alert = nil }
  }

  @Test func nonDivisibleDurationEndsExactlyOnTimeWithTheLastSpeaker() async {
    var syncUp = SyncUp.s3
    syncUp.duration = .seconds(300)
    syncUp.attendees = IdentifiedArray((0..<7).map { Attendee(id: Attendee.ID(fixedID(200 + $0))) })
    let store = store(syncUp)
    store.exhaustivity = .off
    await store.send(.onTask)
    await clock.advance(by: .seconds(299))
    await store.skipReceivedActions()
    #expect(store.state.secondsElapsed == 299)
    #expect(store.state.speakerIndex == 6)
    #expect(store.state.syncUp.meetings.isEmpty)
    #expect(!store.isDismissed)
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    #expect(store.state.syncUp.meetings.count == 1)
    #expect(store.isDismissed)
  }

  @Test func nonDivisibleDurationAdvancesEvery42Seconds() async {
    var syncUp = SyncUp.s3
    syncUp.duration = .seconds(300)
    syncUp.attendees = IdentifiedArray((0..<7).map { Attendee(id: Attendee.ID(fixedID(200 + $0))) })
    let store = TestStore(
      initialState: RecordMeeting.State(secondsElapsed: 293, speakerIndex: 6, syncUp: Shared(value: syncUp))
    ) { RecordMeeting() } withDependencies: {
      $0.date = .constant(fixedDate)
      $0.uuid = .incrementing
    }
    // 294 is a multiple of 42, but the last speaker stays the last.
    await store.send(.timerTick) { $0.secondsElapsed = 294 }
  }

  @Test func oneAttendeeNextShowsTheFinalAlert() async {
    var syncUp = SyncUp.s3
    syncUp.attendees = [Attendee(id: Attendee.ID(fixedID(300)))]
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) { RecordMeeting() }
    await store.send(.nextButtonTapped) { $0.alert = .endMeeting(isDiscardable: false) }
  }

  @Test func speechResultUnderAnAlertUpdatesTheTranscriptButTicksDoNotCount() async {
    let speech = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self, throwing: (any Error).self)
    let store = store(.design, status: .authorized, stream: speech.stream)
    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    speech.continuation.yield(.heard("Still talking"))
    await store.receive(\.speechResult) { $0.transcript = "Still talking" }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick)
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    speech.continuation.finish()
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.alert(.presented(.confirmDiscard))) { $0.alert = nil }
  }

  @Test func ticksAfterTheEndSaveNothingMore() async {
    let store = TestStore(initialState: RecordMeeting.State(secondsElapsed: 6, speakerIndex: 2, syncUp: Shared(value: .s3))) {
      RecordMeeting()
    }
    await store.send(.timerTick) { $0.secondsElapsed = 7 }
    #expect(store.state.syncUp.meetings.isEmpty)
  }

  @Test func progressIsZeroForAMeetingOfNoLength() {
    var syncUp = SyncUp.s3
    syncUp.duration = .zero
    #expect(RecordMeeting.State(syncUp: Shared(value: syncUp)).progress == 0)
    #expect(RecordMeeting.State(secondsElapsed: 3, syncUp: Shared(value: .s3)).progress == 0.5)
  }
}

/// Ending the program during a meeting keeps it, as a meeting ended early.
@MainActor
struct RecordMeetingProgramExitTests {
  let clock = TestClock()

  func store(_ syncUp: SyncUp = .design) -> TestStore<RecordMeeting.State, RecordMeeting.Action> {
    TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.date = .constant(fixedDate)
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { .denied }
    }
  }

  @Test func aRunningMeetingIsSavedAsEndedEarly() async {
    let store = store()
    await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.programWillExit) {
      $0.$syncUp.withLock { _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: ""), at: 0) }
    }
    #expect(store.isDismissed)
    await store.finish()
  }

  @Test func aMeetingPausedUnderItsAlertIsSavedToo() async {
    let store = store()
    await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.programWillExit) {
      $0.$syncUp.withLock { _ = $0.meetings.insert(Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: ""), at: 0) }
    }
    #expect(store.isDismissed)
    await store.finish()
  }

  @Test func aMeetingWithNothingTimedOrHeardIsNotSaved() async {
    let store = store()
    await store.send(.programWillExit)
    #expect(!store.isDismissed)
  }
}
