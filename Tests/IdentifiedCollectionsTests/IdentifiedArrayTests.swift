import Foundation
import IdentifiedCollections
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

  @Test func everyMutationChangesTheRevisionAndReadsDoNot() {
    var array = todos(1, 2, 3)
    var seen: Set<UInt64> = [array.revision]
    func expectNewRevision(_ change: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
      #expect(seen.insert(array.revision).inserted, "\(change) kept the revision", sourceLocation: sourceLocation)
    }
    _ = array[id: 2]
    _ = array.index(id: 3)
    _ = array.ids
    #expect(array.revision == seen.first)
    array[id: 2]?.title = "two"
    expectNewRevision("setting by id")
    array[position: 0].title = "one"
    expectNewRevision("modifying by position")
    array[id: 2]?.title = "two"
    expectNewRevision("setting an equal value")
    array.append(Todo(id: 4))
    expectNewRevision("append")
    array.insert(Todo(id: 0), at: 0)
    expectNewRevision("insert")
    array.move(fromOffsets: [0], toOffset: 2)
    expectNewRevision("move")
    array.sort { $0.id < $1.id }
    expectNewRevision("sort")
    array.remove(id: 4)
    expectNewRevision("remove")
    array.removeAll { $0.id == 3 }
    expectNewRevision("removeAll(where:)")
    array.removeAll()
    expectNewRevision("removeAll")
    // A copy changed apart never takes a revision another array had.
    var copy = todos(1)
    let original = copy
    copy[id: 1]?.title = "changed"
    #expect(copy.revision != original.revision)
  }

  @Test func copiesChangedTheSameNumberOfTimesNeverShareARevision() {
    let original = todos(1, 2)
    var first = original, second = original
    first[id: 1]?.title = "first"
    second[id: 2]?.title = "second"
    #expect(first.revision != second.revision)
    #expect(first.revision != original.revision && second.revision != original.revision)
    // Once a copy is the only holder of its lineage it counts on: each change is one step.
    let revision = first.revision
    first[id: 2]?.title = "again"
    #expect(first.changedPosition(since: revision) == 1)
  }

  @Test func theOneElementChangedInPlaceIsNamedByPosition() {
    var array = todos(1, 2, 3)
    var revision = array.revision
    #expect(array.changedPosition(since: revision) == nil, "nothing changed")
    array[position: 2].title = "three"
    #expect(array.changedPosition(since: revision) == 2)
    revision = array.revision
    array[id: 1]?.title = "one"
    #expect(array.changedPosition(since: revision) == 0)
    array[id: 2]?.title = "two"
    #expect(array.changedPosition(since: revision) == nil, "two changes since")
    for change in [
      { (array: inout IdentifiedArrayOf<Todo>) in array.append(Todo(id: 9)) },
      { $0.remove(id: 9) },
      { $0.insert(Todo(id: 0), at: 0) },
      { $0.move(fromOffsets: [0], toOffset: 2) },
      { $0.sort { $0.id < $1.id } },
    ] {
      revision = array.revision
      change(&array)
      #expect(array.changedPosition(since: revision) == nil, "a change of the rows themselves names no row")
    }
  }

  @Test func idsAndPositionsStayInStepThroughMixedChanges() {
    var array = todos()
    var model: [Todo] = []
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Int((seed >> 33) % UInt64(max(1, bound)))
    }
    for step in 0..<2_000 {
      switch next(6) {
      case 0:
        let todo = Todo(id: step, title: "\(step)")
        let index = next(model.count + 1)
        array.insert(todo, at: index)
        model.insert(todo, at: index)
      case 1 where !model.isEmpty:
        let index = next(model.count)
        array.remove(at: index)
        model.remove(at: index)
      case 2 where !model.isEmpty:
        let offsets = IndexSet((0..<1 + next(3)).map { _ in next(model.count) })
        let destination = next(model.count + 1)
        array.move(fromOffsets: offsets, toOffset: destination)
        let moving = offsets.map { model[$0] }
        let before = offsets.filter { $0 < destination }.count
        for index in offsets.reversed() { model.remove(at: index) }
        model.insert(contentsOf: moving, at: destination - before)
      case 3:
        array.removeAll { $0.id % 7 == step % 7 }
        model.removeAll { $0.id % 7 == step % 7 }
      case 4 where !model.isEmpty:
        array.sort { $0.title < $1.title }
        model.sort { $0.title < $1.title }
      default:
        let todo = Todo(id: step, title: "\(step)")
        array.append(todo)
        model.append(todo)
      }
      #expect(Array(array) == model)
      #expect(array.ids == model.map(\.id))
      for (index, todo) in model.enumerated() where array.index(id: todo.id) != index {
        Issue.record("step \(step): \(todo.id) is at \(index), the array says \(String(describing: array.index(id: todo.id)))")
      }
    }
  }
}

@Suite struct IdentifiedArrayPositionTests {
  private struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  /// `rows[0].title = …` changes the element in place and keeps its id findable.
  @Test func anElementIsChangedInPlaceThroughItsPosition() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 7, title: "a"), Row(id: 9, title: "b")]
    rows[1].title = "B"
    #expect(rows == [Row(id: 7, title: "a"), Row(id: 9, title: "B")])
    #expect(rows[id: 9]?.title == "B")
  }
}
