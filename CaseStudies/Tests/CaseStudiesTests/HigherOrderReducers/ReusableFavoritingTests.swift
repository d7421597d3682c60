import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct ReusableFavoritingTests {
  let episodes = IdentifiedArrayOf<Episode.State>.mocks

  @Test func happyPath() async {
    let clock = TestClock()
    let store = TestStore(initialState: Episodes.State(episodes: episodes)) {
      Episodes(favorite: { _, isFavorite in
        try await clock.sleep(for: .seconds(1))
        return isFavorite
      })
    }
    let first = episodes[0].id
    let second = episodes[1].id
    await store.send(\.episodes[id: first].favorite.buttonTapped) {
      $0.episodes[id: first]?.isFavorite = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: first].favorite.response.success, true)
    await store.send(\.episodes[id: second].favorite.buttonTapped) {
      $0.episodes[id: second]?.isFavorite = true
    }
    await store.send(\.episodes[id: second].favorite.buttonTapped) {
      $0.episodes[id: second]?.isFavorite = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: second].favorite.response.success, false)
  }

  @Test func unhappyPath() async {
    let store = TestStore(initialState: Episodes.State(episodes: episodes)) {
      Episodes(favorite: { _, _ in throw FavoriteError() })
    }
    let first = episodes[0].id
    await store.send(\.episodes[id: first].favorite.buttonTapped) {
      $0.episodes[id: first]?.isFavorite = true
    }
    await store.receive(\.episodes[id: first].favorite.response.failure, FavoriteError()) {
      $0.episodes[id: first]?.alert = AlertState { TextState("Favoriting failed.") }
    }
    await store.send(\.episodes[id: first].favorite.alert.dismiss) {
      $0.episodes[id: first]?.alert = nil
      $0.episodes[id: first]?.isFavorite = false
    }
  }

  @Test func theTerminalsSelectionStaysWithinTheList() async {
    let store = TestStore(initialState: EpisodesTerminal.State()) { EpisodesTerminal() }
    await store.send(.selectionMoved(to: 2)) { $0.selection = 2 }
    await store.send(.selectionMoved(to: 99)) { $0.selection = 5 }
    await store.send(.selectionMoved(to: -1)) { $0.selection = 0 }
  }

  @Test func theLiveRequestWaitsASecondAndFailsOneTimeInFour() async {
    let clock = TestClock()
    var outcomes: [Bool] = []
    await withDependencies {
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = .seeded(7)
    } operation: {
      for _ in 0..<200 {
        let request = Task { try await liveFavorite(UUID(), true) }
        await untilSomeoneSleeps(on: clock)
        await clock.advance(by: .seconds(1))
        outcomes.append((try? await request.value) != nil)
      }
    }
    let failures = outcomes.filter { !$0 }.count
    #expect((30...70).contains(failures), "\(failures) of 200 failed")
  }
}
