import ComposableArchitecture
import Foundation
import SyncUpsCore
import Testing

/// Deep links are state values: a route builds the navigation path over the shared list.
@MainActor
struct SyncUpsRouteTests {
  func list() -> Shared<IdentifiedArrayOf<SyncUp>> {
    withDependencies { $0.sharedStorage = SharedStorage(persisting: false) } operation: { sharedList([.design, .s3]) }
  }

  @Test func parses() throws {
    #expect(try SyncUpsRoute("Design") == SyncUpsRoute(title: "Design", screen: .detail))
    #expect(try SyncUpsRoute("Design/record") == SyncUpsRoute(title: "Design", screen: .record))
    #expect(try SyncUpsRoute("Design/meeting/1") == SyncUpsRoute(title: "Design", screen: .meeting(1)))
    #expect(try SyncUpsRoute("A/B") == SyncUpsRoute(title: "A/B", screen: .detail))
    #expect(throws: SyncUpsRoute.Failure.self) { try SyncUpsRoute("Design/meeting/0") }
  }

  @Test func opensTheDetailOfTheSharedSyncUp() throws {
    let syncUps = list()
    let path = try SyncUpsRoute("design").path(in: syncUps)
    #expect(path == [.detail(SyncUpDetail.State(syncUp: syncUps[id: SyncUp.design.id]!))])
  }

  @Test func opensARecordingOrAPastMeeting() throws {
    let syncUps = list()
    let shared = syncUps[id: SyncUp.design.id]!
    #expect(
      try SyncUpsRoute("Design/record").path(in: syncUps)
        == [.detail(SyncUpDetail.State(syncUp: shared)), .record(RecordMeeting.State(syncUp: shared))]
    )
    #expect(
      try SyncUpsRoute("Design/meeting/1").path(in: syncUps)
        == [.detail(SyncUpDetail.State(syncUp: shared)), .meeting(SyncUp.design.meetings[0], syncUp: .design)]
    )
  }

  @Test func aPastMeetingOfASyncUpListedWithoutMeetingsIsReadFirst() throws {
    let listed = SyncUp.design.with { $0.meetings = []; $0.areMeetingsLoaded = false }
    let syncUps = withDependencies { $0.sharedStorage = SharedStorage(persisting: false) } operation: {
      sharedList([listed])
    }
    let path = try withDependencies {
      $0.syncUpsStore = SyncUpsStore(load: { nil }, loadMeetings: { _ in SyncUp.design.meetings }, save: { _ in })
    } operation: {
      try SyncUpsRoute("Design/meeting/1").path(in: syncUps)
    }
    #expect(syncUps.wrappedValue == [.design])
    #expect(
      path == [.detail(SyncUpDetail.State(syncUp: syncUps[id: SyncUp.design.id]!)), .meeting(SyncUp.design.meetings[0], syncUp: .design)]
    )
  }

  @Test func unknownTitlesAndMeetingsAreReported() throws {
    let syncUps = list()
    #expect(throws: SyncUpsRoute.Failure(description: "--open: no sync-up titled \"Nope\"")) {
      try SyncUpsRoute("Nope").path(in: syncUps)
    }
    #expect(throws: SyncUpsRoute.Failure(description: "--open: \"Design\" has 1 past meeting, not 2")) {
      try SyncUpsRoute("Design/meeting/2").path(in: syncUps)
    }
  }
}
