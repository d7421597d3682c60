import ComposableArchitecture
import Foundation
import SpeechClient
import SyncUpsCore
import Testing

/// The root and its navigation stack (spec scenarios 1-3, 23, 25): the screens share the
/// list's sync-up, and delegate actions ask the root to push.
@MainActor
struct AppFeatureTests {
  let clock = TestClock()

  /// The list [`syncUps`] with a detail of the first pushed, then a record screen when `recording`.
  func store(
    _ syncUps: IdentifiedArrayOf<SyncUp> = [.design], recording: Bool = false,
    _ dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(
      initialState: {
        let list = sharedList(syncUps)
        let syncUp = list[id: syncUps[0].id]!
        var path = StackState<AppFeature.Path.State>([.detail(SyncUpDetail.State(syncUp: syncUp))])
        if recording { path.append(.record(RecordMeeting.State(syncUp: syncUp))) }
        return AppFeature.State(path: path)
      }()
    ) { AppFeature() } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.date = .constant(fixedDate)
      dependencies(&$0)
    }
  }

  @Test func editingFromTheStackUpdatesTheList() async {
    let store = store()
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path.modifyDetail(0) { $0.destination = .edit(SyncUpForm.State(syncUp: .design)) }
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Blob")))))))))
    {
      $0.path.modifyDetail(0) {
        $0.destination = .edit(SyncUpForm.State(syncUp: .design.with { $0.title = "Blob" }))
      }
    }
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path.modifyDetail(0) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0[id: SyncUp.design.id]?.title = "Blob" }
    }
    #expect(store.state.syncUpsList.syncUps[0].title == "Blob")
  }

  @Test func deletingFromTheStackRemovesAndPops() async {
    let store = store()
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path.modifyDetail(0) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))) {
      $0.path.modifyDetail(0) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func finishedMeetingIsSavedAndPopped() async {
    let store = store([.s3], recording: true) {
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in recognition(["I completed the project"]) }
    }
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(\.path[id: 1].record.speechResult) {
      $0.path.modifyRecord(1) { $0.transcript = "I completed the project" }
    }
    for elapsed in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
        $0.path.modifyRecord(1) {
          $0.secondsElapsed = elapsed
          $0.speakerIndex = elapsed / 2
        }
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
      $0.path.modifyRecord(1) { $0.secondsElapsed = 6 }
      $0.syncUpsList.$syncUps.withLock {
        $0[id: SyncUp.s3.id]?.meetings = [Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: "I completed the project")]
      }
    }
    await store.receive(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    #expect(store.state.path.count == 1)
    guard case let .detail(detail)? = store.state.path[id: 0] else {
      Issue.record("The detail should stay on the stack.")
      return
    }
    #expect(detail.syncUp.meetings == [Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: "I completed the project")])
  }

  @Test func endingTheProgramKeepsTheMeetingOnTop() async {
    let store = store([.s3], recording: true) { $0.speechClient.authorizationStatus = { .denied } }
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
      $0.path.modifyRecord(1) { $0.secondsElapsed = 1 }
    }
    await store.send(.programWillExit)
    await store.receive(.path(.element(id: 1, action: .record(.programWillExit)))) {
      $0.syncUpsList.$syncUps.withLock {
        $0[id: SyncUp.s3.id]?.meetings = [Meeting(id: Meeting.ID(uuid(0)), date: fixedDate, transcript: "")]
      }
    }
    await store.receive(.path(.popFrom(id: 1))) { $0.path.removeLast() }
  }

  @Test func endingTheProgramWithoutAMeetingDoesNothing() async {
    let store = store()
    await store.send(.programWillExit)
  }

  @Test func finishedMeetingIsSavedAndPoppedOnAnImmediateClock() async {
    // The original's form of scenario 3: time runs as fast as the effects go, so the test
    // asserts the outcome, not each tick.
    let store = store([.s3], recording: true) {
      $0.continuousClock = ImmediateClock()
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in recognition(["I completed the project"]) }
    }
    store.exhaustivity = .off
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(.path(.popFrom(id: 1)))
    #expect(store.state.path.count == 1)
    guard case let .detail(detail)? = store.state.path[id: 0] else {
      Issue.record("The detail should stay on the stack.")
      return
    }
    #expect(detail.syncUp.meetings.count == 1)
    #expect(detail.syncUp.meetings.first?.id == Meeting.ID(uuid(0)))
    #expect(detail.syncUp.meetings.first?.date == fixedDate)
  }

  @Test func rowTappedPushesTheDetailOfThatSyncUp() async {
    let store = TestStore(initialState: { _ = sharedList([.design, .s3]); return AppFeature.State() }()) {
      AppFeature()
    }
    await store.send(.syncUpTapped(SyncUp.s3.id)) {
      $0.path.append(.detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[id: SyncUp.s3.id]!)))
    }
    await store.send(.syncUpTapped(SyncUp.ID(fixedID(999))))
  }

  @Test func openingASyncUpListedWithoutMeetingsReadsThemOnce() async {
    let listed = SyncUp.design.with { $0.meetings = []; $0.areMeetingsLoaded = false }
    let reads = CallCount()
    let store = TestStore(initialState: { _ = sharedList([listed, .s3]); return AppFeature.State() }()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStore = SyncUpsStore(
        load: { nil },
        loadMeetings: { id in
          reads.record()
          return id == SyncUp.design.id ? SyncUp.design.meetings : []
        },
        save: { _ in }
      )
    }
    await store.send(.syncUpTapped(SyncUp.design.id)) {
      $0.syncUpsList.$syncUps.withLock { $0[id: SyncUp.design.id] = .design }
      $0.path.append(.detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[id: SyncUp.design.id]!)))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await store.send(.syncUpTapped(SyncUp.design.id)) {
      $0.path.append(.detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[id: SyncUp.design.id]!)))
    }
    #expect(reads.value == 1)
  }

  @Test func aSyncUpWhoseMeetingsCannotBeReadIsNotOpened() async {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "disk I/O error" }
    }
    let listed = SyncUp.design.with { $0.meetings = []; $0.areMeetingsLoaded = false }
    let store = TestStore(initialState: { _ = sharedList([listed]); return AppFeature.State() }()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStore = SyncUpsStore(load: { nil }, loadMeetings: { _ in throw Unreadable() }, save: { _ in })
    }
    await store.send(.syncUpTapped(SyncUp.design.id)) {
      $0.syncUpsList.destination = .alert(.meetingsUnreadable(title: "Design", error: Unreadable()))
    }
    #expect(
      AlertState.meetingsUnreadable(title: "Design", error: Unreadable()).message
        == TextState("The past meetings of \"Design\" could not be read: disk I/O error"))
  }

  @Test func startMeetingFromTheDetailPushesTheRecordScreen() async {
    let store = store {
      $0.speechClient.authorizationStatus = { .notDetermined }
    }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.startMeeting))))) {
      $0.path.append(.record(RecordMeeting.State(syncUp: $0.syncUpsList.$syncUps[id: SyncUp.design.id]!)))
    }
  }

  @Test func poppingTheRecordScreenCancelsTimerAndSpeech() async {
    let speech = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self, throwing: (any Error).self)
    let store = store([.s3], recording: true) {
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in speech.stream }
    }
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
      $0.path.modifyRecord(1) { $0.secondsElapsed = 1 }
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    speech.continuation.yield(.heard("too late"))
    await clock.advance(by: .seconds(10))
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func pastMeetingIsAStaticScreen() async {
    let store = store()
    let meeting = SyncUp.design.meetings[0]
    await store.send(.path(.push(id: 1, state: .meeting(meeting, syncUp: .design)))) {
      $0.path.append(.meeting(meeting, syncUp: .design))
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
  }
}
