import ComposableArchitecture
import Testing

private struct Stats: Equatable, Sendable, Codable {
  var count = 0
  var events = 0
}

private struct Item: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

/// What a `Shared` is: one value behind every copy, read like a property, changed by `withLock`.
@Suite struct SharedTests {
  @Test func copiesSeeEachOthersChanges() {
    let stats = Shared(value: Stats())
    let copy = stats
    copy.withLock { $0.count += 1 }
    #expect(stats.wrappedValue.count == 1)
    #expect(stats.withLock { $0.count } == 1)
  }

  @Test func aNewValueIsNotSharedWithAnEqualOne() {
    let first = Shared(value: Stats())
    let second = Shared(value: Stats())
    first.withLock { $0.count = 5 }
    #expect(second.wrappedValue.count == 0)
  }

  @Test func equalityAndDumpsUseTheCurrentValue() {
    struct State: Equatable {
      @Shared var stats: Stats
    }
    let stats = Shared(value: Stats())
    let state = State(stats: stats)
    let other = State(stats: Shared(value: Stats()))
    #expect(state == other)
    stats.withLock { $0.count = 2 }
    #expect(state != other)
    #expect(ValueDump.dump(state) == """
      SharedTests.State(
        stats: Stats(
          count: 2,
          events: 0
        )
      )
      """)
  }

  @Test func aPropertyIsASharedValueOfItsOwn() {
    let stats = Shared(value: Stats())
    let count = stats.count
    count.withLock { $0 += 3 }
    #expect(stats.wrappedValue == Stats(count: 3, events: 0))
    stats.withLock { $0.count = 7 }
    #expect(count.wrappedValue == 7)
  }

  @Test func anElementIsASharedValueOfItsOwn() throws {
    let items = Shared(value: IdentifiedArray<Int, Item>([Item(id: 1, title: "a"), Item(id: 2, title: "b")]))
    let second = try #require(items[id: 2])
    second.withLock { $0.title = "B" }
    #expect(items.wrappedValue[id: 2]?.title == "B")
    items.withLock { $0[id: 2]?.title = "bee" }
    #expect(second.wrappedValue.title == "bee")
    #expect(items[id: 3] == nil)
  }

  @Test func aRemovedElementReadsAsItsLastValueAndDropsChanges() throws {
    let items = Shared(value: IdentifiedArray<Int, Item>([Item(id: 1, title: "a"), Item(id: 2, title: "b")]))
    let second = try #require(items[id: 2])
    items.withLock { $0[id: 2]?.title = "last" }
    items.withLock { $0[id: 2] = nil }
    items.withLock { $0[id: 1]?.title = "after" }
    #expect(second.wrappedValue == Item(id: 2, title: "last"))
    second.withLock { $0.title = "dropped" }
    #expect(second.wrappedValue.title == "last")
    #expect(items.wrappedValue.count == 1)
    items.withLock { _ = $0.append(Item(id: 2, title: "again")) }
    #expect(second.wrappedValue.title == "again")
  }

  @Test func withLockReturnsWhatItsBodyReturnsAndRethrows() {
    struct Refused: Error {}
    let stats = Shared(value: Stats())
    #expect(stats.withLock { stats -> Int in
      stats.events += 1
      return stats.events * 10
    } == 10)
    #expect(throws: Refused.self) {
      _ = try stats.withLock { _ in throw Refused() }
    }
  }

  @Test func valuesKeptInMemoryHaveNoPersistenceError() {
    let stats = Shared(value: Stats())
    stats.reload()
    #expect(stats.persistenceError == nil)
  }
}
