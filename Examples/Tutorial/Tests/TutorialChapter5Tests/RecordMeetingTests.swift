import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TutorialChapter2
import TutorialChapter5

/// Chapter 5: the meeting's clock is a `TestClock`, which moves only when the test advances
/// it, so a six-second meeting takes no time to test and every tick is asserted.
@MainActor
struct RecordMeetingTests {
  let clock = TestClock()
  let start = Date(timeIntervalSince1970: 1_772_442_000)
  let syncUp = SyncUp(
    id: UUID(0),
    attendees: [Attendee(id: UUID(1), name: "Ann"), Attendee(id: UUID(2), name: "Bo"), Attendee(id: UUID(3), name: "Cy")],
    duration: .seconds(6), title: "Design"
  )

  func store() -> TestStoreOf<RecordMeeting> {
    TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: { [clock, start] in
      $0.continuousClock = clock
      $0.date = .constant(start)
      $0.uuid = .incrementing
    }
  }

  /// Each attendee speaks two seconds; at six the meeting is handed on and the screen closes.
  @Test func theClockMovesTheSpeakersThenFinishes() async {
    let store = store()
    await store.send(.onTask)
    for (elapsed, speaker) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = elapsed
        $0.speakerIndex = speaker
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
    }
    await store.receive(\.delegate.saveMeeting, Meeting(id: UUID(0), date: start, duration: .seconds(6)))
    #expect(store.isDismissed)
  }

  /// Next skips to the next speaker's share of the time; past the last one it ends the meeting.
  @Test func nextThenEndKeepsTheMeetingAsLongAsItRan() async {
    let store = store()
    await store.send(.onTask)
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 3
    }
    await store.send(.endMeetingButtonTapped)
    await store.receive(\.delegate.saveMeeting, Meeting(id: UUID(0), date: start, duration: .seconds(3)))
    #expect(store.isDismissed)
  }
}

/// The app: starting a meeting pushes its screen and starts its clock; the finished meeting
/// goes into both copies of the sync-up, the list's and the detail's.
@MainActor
struct StartMeetingTests {
  @Test func aFinishedMeetingReachesTheListAndTheDetail() async {
    let clock = TestClock()
    let start = Date(timeIntervalSince1970: 1_772_442_000)
    let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], duration: .seconds(1), title: "Design")
    var state = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
    let store = TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(start)
      $0.uuid = .incrementing
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    await store.receive(\.path[id: 1].record.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.modify(\.record) { $0.secondsElapsed = 1 }
    }
    let meeting = Meeting(id: UUID(0), date: start, duration: .seconds(1))
    await store.receive(\.path[id: 1].record.delegate.saveMeeting, meeting) {
      _ = $0.syncUpsList.syncUps[id: syncUp.id]?.meetings.insert(meeting, at: 0)
      $0.path[id: 0]?.modify(\.detail) { _ = $0.syncUp.meetings.insert(meeting, at: 0) }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
  }
}

/// The meeting's screen as a whole frame.
struct RecordScreenTests {
  @Test func theSecondSpeakerHalfwayThrough() {
    let syncUp = SyncUp(
      id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann"), Attendee(id: UUID(2), name: "Bo")],
      duration: .seconds(120), title: "Design"
    )
    var state = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
    state.path.append(.record(RecordMeeting.State(secondsElapsed: 60, speakerIndex: 1, syncUp: syncUp)))
    var frame = Frame(width: 40, height: 10)
    AppScreen.render(state, into: &frame)
    #expect(frame.text == """
       Sync-ups › Design › Meeting
      \(String(repeating: "─", count: 40))
       1:00 elapsed                 1:00 left
       ████████████████░░░░░░░░░░░░░░░░░  50%
                 Speaker 2 of 2: Bo


      \(String(repeating: "─", count: 40))

       n next speaker  e end meeting
      """)
  }
}
