import IdentifiedCollections
import Testing

private struct Row: Equatable, Identifiable {
  var id: Int
}

private func rows(_ ids: Int...) -> IdentifiedArrayOf<Row> {
  IdentifiedArray(ids.map(Row.init))
}

/// Offsets as a list's delete and move give them: in any order, repeated, or past the end, as
/// an array where SwiftUI would give an `IndexSet`.
struct IdentifiedArrayOffsetsTests {
  @Test func removingAtOffsetsTakesEachRowOnceWhateverTheOrder() {
    var array = rows(10, 11, 12, 13, 14)
    array.remove(atOffsets: [3, 0, 3, 9])
    #expect(array.ids == [11, 12, 14])
    #expect(array[id: 13] == nil)
    #expect(array[id: 14] == Row(id: 14))
  }

  @Test func movingUnsortedOffsetsKeepsTheirListOrder() {
    var array = rows(10, 11, 12, 13, 14)
    array.move(fromOffsets: [3, 1], toOffset: 5)
    #expect(array.ids == [10, 12, 14, 11, 13])
    #expect(array[id: 11] == Row(id: 11))
    array.move(fromOffsets: [4, 4], toOffset: 0)
    #expect(array.ids == [13, 10, 12, 14, 11])
  }
}
