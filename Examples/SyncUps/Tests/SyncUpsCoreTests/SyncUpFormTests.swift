import ComposableArchitecture
import Foundation
import SyncUpsCore
import Testing

/// The add/edit form (spec scenarios 18, 19) and its arrow keys.
@MainActor
struct SyncUpFormTests {
  @Test func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(fixedID(1)), title: "Engineering"))
    ) { SyncUpForm() } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.syncUp.attendees == [Attendee(id: Attendee.ID(uuid(0)))])
    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(Attendee.ID(uuid(1)))
      $0.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid(1))))
    }
  }

  @Test func focusAfterRemovingAttendees() async {
    let (a, b, c, d) = (
      Attendee(id: Attendee.ID(fixedID(1)), name: "a"), Attendee(id: Attendee.ID(fixedID(2)), name: "b"),
      Attendee(id: Attendee.ID(fixedID(3)), name: "c"), Attendee(id: Attendee.ID(fixedID(4)), name: "d")
    )
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(fixedID(9)), attendees: [a, b, c, d], title: "Engineering"))
    ) { SyncUpForm() } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(b.id)
      $0.syncUp.attendees = [b, c, d]
    }
    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(d.id)
      $0.syncUp.attendees = [b, d]
    }
    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(b.id)
      $0.syncUp.attendees = [b]
    }
    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(Attendee.ID(uuid(0)))
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(uuid(0)))]
    }
  }

  @Test func arrowsAdjustLengthFromOneToThirtyMinutesAndCycleThemes() async {
    let store = TestStore(
      initialState: SyncUpForm.State(focus: .duration, syncUp: .design)
    ) { SyncUpForm() }
    // 60 s is shown as it is, 1 min, the shortest: ← leaves it, → adds a minute, ← takes it back.
    #expect(SyncUpForm.clampedMinutes(store.state.syncUp.duration) == 1)
    await store.send(.previousValueTapped)
    await store.send(.nextValueTapped) { $0.syncUp.duration = .seconds(120) }
    await store.send(.previousValueTapped) { $0.syncUp.duration = .seconds(60) }
    await store.send(\.binding.focus, .theme) { $0.focus = .theme }
    await store.send(.nextValueTapped) { $0.syncUp.theme = .oxblood }
    await store.send(.previousValueTapped) { $0.syncUp.theme = .orange }
    await store.send(\.binding.focus, .title) { $0.focus = .title }
    await store.send(.nextValueTapped)
  }

  @Test func tabGoesAsTheFormIsDrawnTitleLengthThemeThenAttendees() {
    let form = SyncUpForm.State(syncUp: .design)
    #expect(form.fields == [.title, .duration, .theme] + SyncUp.design.attendees.ids.map(SyncUpForm.Field.attendee))
  }

  @Test func aLengthUnderAMinuteIsShownAsOneAndStepsFromThere() async {
    let store = TestStore(
      initialState: SyncUpForm.State(focus: .duration, syncUp: .design.with { $0.duration = .seconds(20) })
    ) { SyncUpForm() }
    #expect(SyncUpForm.clampedMinutes(store.state.syncUp.duration) == 1)
    await store.send(.previousValueTapped) { $0.syncUp.duration = .seconds(60) }
  }

  @Test func lengthStopsAtThirtyMinutes() async {
    let store = TestStore(
      initialState: SyncUpForm.State(focus: .duration, syncUp: .design.with { $0.duration = .seconds(3600) })
    ) { SyncUpForm() }
    await store.send(.nextValueTapped) { $0.syncUp.duration = .seconds(1800) }
    await store.send(.nextValueTapped)
  }

  @Test func themesWrapAround() {
    #expect(Theme.yellow.next == .bubblegum)
    #expect(Theme.bubblegum.previous == .yellow)
    #expect(Theme.allCases.count == 16)
    #expect(Theme.periwinkle.name == "Periwinkle")
    #expect(Theme.allCases.filter(\.isDark) == [.indigo, .magenta, .navy, .oxblood, .purple])
  }

  @Test func secondsPerAttendeeIsAtLeastOne() {
    let crowd = SyncUp(id: SyncUp.ID(fixedID(1)), attendees: IdentifiedArray((0..<400).map { Attendee(id: Attendee.ID(fixedID(10 + $0))) }))
    #expect(crowd.durationPerAttendee == .seconds(1))
    #expect(SyncUp.s3.durationPerAttendee == .seconds(2))
  }
}
