import ComposableCore
import Testing

private struct Todo: Equatable, Hashable, Identifiable {
  var id: Int
  var title = ""
}

private func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> {
  IdentifiedArray(ids.map { Todo(id: $0, title: "\($0)") })
}

struct IdentifiedArrayTests {
  @Test func subscriptByIDReadsUpdatesAndRemoves() {
    var array = todos(1, 2, 3)
    #expect(array[id: 2]?.title == "2")
    array[id: 2]?.title = "two"
    #expect(array[id: 2]?.title == "two")
    array[id: 2] = nil
    #expect(array.ids == [1, 3])
    #expect(array[id: 2] == nil)
  }

  @Test func subscriptByNewIDAppends() {
    var array = todos(1)
    array[id: 5] = Todo(id: 5)
    #expect(array.ids == [1, 5])
    #expect(array.index(id: 5) == 1)
  }

  @Test func appendRefusesADuplicateID() {
    var array = todos(1, 2)
    let appended = array.append(Todo(id: 3))
    let appendedDuplicate = array.append(Todo(id: 1, title: "duplicate"))
    #expect(appended)
    #expect(!appendedDuplicate)
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 1]?.title == "1")
  }

  @Test func insertShiftsLaterPositions() {
    var array = todos(1, 2)
    let inserted = array.insert(Todo(id: 9), at: 0)
    let insertedDuplicate = array.insert(Todo(id: 2), at: 0)
    #expect(inserted)
    #expect(!insertedDuplicate)
    #expect(array.ids == [9, 1, 2])
    #expect(array.index(id: 2) == 2)
  }

  @Test func removeByIDAndPositionKeepLookupsRight() {
    var array = todos(1, 2, 3, 4)
    let removed = array.remove(id: 2)
    let removedAgain = array.remove(id: 2)
    let removedFirst = array.remove(at: 0)
    #expect(removed?.id == 2)
    #expect(removedAgain == nil)
    #expect(removedFirst.id == 1)
    #expect(array.ids == [3, 4])
    #expect(array.index(id: 3) == 0)
    #expect(array.index(id: 4) == 1)
  }

  @Test func removeAllWhere() {
    var array = todos(1, 2, 3, 4)
    array.removeAll { $0.id.isMultiple(of: 2) }
    #expect(array.ids == [1, 3])
    #expect(array.index(id: 3) == 1)
    array.removeAll()
    #expect(array.isEmpty)
    #expect(array.index(id: 1) == nil)
  }

  @Test func moveWorksLikeOnMove() {
    var array = todos(1, 2, 3, 4)
    array.move(fromOffsets: [0], toOffset: 3)
    #expect(array.ids == [2, 3, 1, 4])
    array.move(fromOffsets: [1, 3], toOffset: 0)
    #expect(array.ids == [3, 4, 2, 1])
    #expect(array.ids.map { array.index(id: $0) } == [0, 1, 2, 3])
  }

  @Test func sortReindexes() {
    var array = todos(3, 1, 2)
    array.sort { $0.id < $1.id }
    #expect(array.ids == [1, 2, 3])
    #expect(array.index(id: 3) == 2)
  }

  @Test func laterDuplicateReplacesTheEarlierInPlace() {
    let array = IdentifiedArray([Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 1, title: "c")])
    #expect(array.ids == [1, 2])
    #expect(array[id: 1]?.title == "c")
  }

  @Test func equalityAndHashFollowTheElementsInOrder() {
    #expect(todos(1, 2) == todos(1, 2))
    #expect(todos(1, 2) != todos(2, 1))
    #expect(Set([todos(1, 2), todos(1, 2)]).count == 1)
  }

  @Test func customIDKeyPath() {
    var names = IdentifiedArray(["ant", "bee"], id: \String.self)
    #expect(names.index(id: "bee") == 1)
    names[id: "ant"] = nil
    #expect(Array(names) == ["bee"])
  }

  @Test func collectionAccess() {
    let array = todos(4, 5, 6)
    #expect(array.count == 3)
    #expect(array[1].id == 5)
    #expect(array.map(\.id) == [4, 5, 6])
    #expect(array.description == todos(4, 5, 6).description)
  }
}
