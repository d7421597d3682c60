#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CustomDump
import Tagged
import Testing

private struct User { typealias ID = Tagged<Self, Int> }
private struct Team { typealias ID = Tagged<Self, Int> }

@Suite struct TaggedTests {
  @Test func comparesHashesAndSortsAsItsRawValue() {
    let ids: [User.ID] = [3, 1, 2]
    #expect(ids.sorted() == [User.ID(1), User.ID(2), User.ID(3)])
    #expect(Set(ids + [User.ID(rawValue: 1)]).count == 3)
    #expect(User.ID(7) != User.ID(8))
  }

  @Test func twoTagsOverOneRawValueAreTwoTypes() {
    #expect(!(User.ID.self == Team.ID.self))
    #expect(User.ID(4).map { $0 * 2 } == User.ID(8))
  }

  @Test func encodesAsTheBareRawValue() throws {
    let encoded = try JSONEncoder().encode([User.ID(5)])
    #expect(String(decoding: encoded, as: UTF8.self) == "[5]")
    #expect(try JSONDecoder().decode([User.ID].self, from: Data("[6]".utf8)) == [User.ID(6)])
  }

  @Test func readsThroughToTheRawValueAndPrintsAsIt() {
    let name: Tagged<User, String> = "Blob"
    #expect(name.count == 4)
    #expect("\(name)" == "Blob")
  }
}

@Suite struct TaggedDumpTests {
  @Test func dumpsAsItsRawValue() {
    #expect(ValueDump.describe(User.ID(5)) == "5")
  }
}

@Suite struct TaggedUUIDTests {
  private struct Item { typealias ID = Tagged<Self, UUID> }

  @Test func readsAUUIDsTextAndRefusesOtherText() {
    #expect(Item.ID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")?.rawValue.uuidString == "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
    #expect(Item.ID(uuidString: "not a uuid") == nil)
    #expect(Item.ID() != Item.ID())
  }
}
