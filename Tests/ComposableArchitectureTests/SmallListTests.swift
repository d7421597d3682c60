import ComposableArchitecture
import Testing

/// The list the effect registry keeps its ids, keys and tasks in: the first element inline.
struct SmallListTests {
  @Test func keepsTheOrderOfWhatIsAppended() {
    var list = SmallList<Int>()
    #expect(list.isEmpty)
    #expect(Array(list) == [])
    list.append(1)
    #expect(list.others == nil)
    list.append(2)
    list.append(contentsOf: SmallList(3))
    #expect(Array(list) == [1, 2, 3])
    #expect(list.array == [1, 2, 3])
  }

  @Test func removingTheFirstMovesTheNextInline() {
    var list = SmallList(1)
    list.append(2)
    list.append(3)
    list.removeAll { $0 == 1 }
    #expect(list.first == 2)
    #expect(Array(list) == [2, 3])
    list.removeAll { $0 == 3 }
    #expect(Array(list) == [2])
    #expect(list.others == nil)
  }

  @Test func removingEverythingLeavesItEmpty() {
    var list = SmallList(4)
    list.append(4)
    list.append(5)
    list.removeAll { $0 >= 4 }
    #expect(list.isEmpty)
    #expect(list.others == nil)
    #expect(Array(list) == [])
  }
}
