import IdentifiedCollections
import Foundation
import Testing

private struct Item: Codable, Equatable, Identifiable {
  var id: Int
  var name: String
}

struct IdentifiedArrayCodableTests {
  @Test func anArrayIsCodedAsItsElementsInOrder() throws {
    let items: IdentifiedArrayOf<Item> = [Item(id: 2, name: "b"), Item(id: 1, name: "a")]
    // Sorted keys: an encoder's key order is otherwise unspecified.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(items)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":2,"name":"b"},{"id":1,"name":"a"}]"#)
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data) == items)
  }

  @Test func twoElementsWithOneIDAreRefusedNotDropped() {
    let data = Data(#"[{"id":1,"name":"a"},{"id":1,"name":"b"}]"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data) }
  }
}
