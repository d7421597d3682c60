import ComposableArchitecture
import Foundation
import StoreInspection
import Tagged
import Testing

private struct Item: Equatable, Identifiable {
  var id: UUID
  var title: String
  var isDone = false
}

@CasePathable
private enum Screen: Equatable {
  case list(Item)
  case empty
}

private struct Page: Equatable {
  var items: IdentifiedArrayOf<Item> = []
  var selected: Item?
  var screen: Screen = .empty
  var path: StackState<Item> = []
  var tags: Set<String> = []
  var wait = Duration.milliseconds(250)
}

/// Values written as the Swift that makes them again, and changes as the statements a
/// `TestStore` step asserts them with: what a test generated from a session is made of.
struct SwiftLiteralTests {
  @Test func valuesAreWrittenAsTheyAreMade() throws {
    let item = Item(id: UUID(2), title: "Say \"hi\"\n")
    #expect(try SwiftLiteral.source(of: item) == #"Item(id: UUID(2), title: "Say \"hi\"\n", isDone: false)"#)
    #expect(try SwiftLiteral.source(of: Screen.empty) == ".empty")
    #expect(try SwiftLiteral.source(of: Optional<Int>.none as Any) == "nil")
    #expect(try SwiftLiteral.source(of: Set(["b", "a"])) == #"["a", "b"]"#)
    #expect(try SwiftLiteral.source(of: Duration.seconds(3)) == ".seconds(3)")
    #expect(try SwiftLiteral.source(of: Duration.milliseconds(1500)) == ".milliseconds(1500)")
    #expect(
      try SwiftLiteral.source(of: UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!)
        == #"UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!"#
    )
    // An identified array as an array literal, a binding action with its key path.
    #expect(
      try SwiftLiteral.source(of: IdentifiedArrayOf<Item>([Item(id: UUID(0), title: "A")]))
        == #"[Item(id: UUID(0), title: "A", isDone: false)]"#
    )
    #expect(
      try SwiftLiteral.source(of: BindingAction<Item>.set(\.title, "Milk")) == #".set(\.title, "Milk")"#
    )
  }

  @Test func aClosureCannotBeWritten() {
    #expect(throws: SwiftLiteral.Unwritable.self) { try SwiftLiteral.source(of: { () -> Int in 1 }) }
  }

  @Test func onlyWhatChangedIsWritten() throws {
    var page = Page(items: [Item(id: UUID(0), title: "A"), Item(id: UUID(1), title: "B")])
    var changed = page
    changed.items[id: UUID(1)]?.isDone = true
    changed.wait = .seconds(1)
    #expect(
      try StateChangeSource.assignments(from: page, to: changed) == [
        "$0.items[id: UUID(1)]?.isDone = true", "$0.wait = .seconds(1)",
      ]
    )

    // Inserted and removed elements, the others keeping their order.
    changed = page
    changed.items.remove(id: UUID(0))
    changed.items.append(Item(id: UUID(5), title: "C"))
    #expect(
      try StateChangeSource.assignments(from: page, to: changed) == [
        "$0.items.remove(id: UUID(0))", #"$0.items.insert(Item(id: UUID(5), title: "C", isDone: false), at: 1)"#,
      ]
    )

    // An optional set whole, then changed through; an enum's payload changed through `modify`.
    page.screen = .list(Item(id: UUID(0), title: "A"))
    changed = page
    changed.selected = Item(id: UUID(0), title: "A")
    changed.screen = .list(Item(id: UUID(0), title: "Z"))
    #expect(
      try StateChangeSource.assignments(from: page, to: changed) == [
        #"$0.selected = Item(id: UUID(0), title: "A", isDone: false)"#, #"$0.screen.modify(\.list) { $0.title = "Z" }"#,
      ]
    )
    page = changed
    changed.selected?.title = "Y"
    #expect(try StateChangeSource.assignments(from: page, to: changed) == [#"$0.selected?.title = "Y""#])
  }

  @Test func aStackPushesAndPopsByID() throws {
    let page = Page()
    var pushed = page
    pushed.path.append(Item(id: UUID(0), title: "A"))
    pushed.path.append(Item(id: UUID(1), title: "B"))
    #expect(
      try StateChangeSource.assignments(from: page, to: pushed) == [
        #"$0.path[id: 0] = Item(id: UUID(0), title: "A", isDone: false)"#,
        #"$0.path[id: 1] = Item(id: UUID(1), title: "B", isDone: false)"#,
      ]
    )
    var popped = pushed
    popped.path.removeLast()
    #expect(try StateChangeSource.assignments(from: pushed, to: popped) == ["$0.path[id: 1] = nil"])
  }

  @Test func aLongValueIsBrokenOverLines() throws {
    let items = IdentifiedArrayOf<Item>((0..<3).map { Item(id: UUID($0), title: "A title long enough to need a line") })
    let lines = try SwiftLiteral.source(of: items).split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.first == "[")
    #expect(lines[1] == #"  Item(id: UUID(0), title: "A title long enough to need a line", isDone: false),"#)
    #expect(lines.last == "]")
  }
}

private struct Member: Equatable, Identifiable {
  let id: Tagged<Self, UUID>
  var name = ""
}

@Suite struct TaggedLiteralTests {
  /// A tagged id is written `.init(raw)`, which the context types, and dumps as its raw value.
  @Test func taggedIdsAreWrittenAsTheirRawValueInitialised() throws {
    let member = Member(id: Member.ID(UUID(3)), name: "Blob")
    #expect(try SwiftLiteral.source(of: member) == #"Member(id: .init(UUID(3)), name: "Blob")"#)
    #expect(ValueDump.describe(member) == #"Member(id: UUID(00000000-0000-0000-0000-000000000003), name: "Blob")"#)
  }
}

@CasePathable
private enum Child: Equatable {
  case heard(String)
  case tick
}

@CasePathable
private enum Parent: Equatable {
  case rows(IdentifiedAction<Int, Child>)
  case child(Child)
}

@Suite struct CaseKeyPathSourceTests {
  /// An action is named by its cases down to the last, with an element's id, without values.
  @Test func anActionIsNamedByItsCasesWithoutItsValues() throws {
    #expect(try CaseKeyPathSource.of(Parent.child(.heard("a long result"))) == #"\.child.heard"#)
    #expect(try CaseKeyPathSource.of(Parent.rows(.element(id: 3, action: .tick))) == #"\.rows[id: 3].tick"#)
    #expect(try CaseKeyPathSource.of("not an action") == nil)
  }

  /// A duration finer than a nanosecond is written exactly.
  @Test func aDurationFinerThanANanosecondIsWrittenExactly() {
    let duration = Duration(secondsComponent: 0, attosecondsComponent: 100_954_545_454_545_450)
    #expect(SwiftLiteral.durationSource(duration) == "Duration(secondsComponent: 0, attosecondsComponent: 100954545454545450)")
    #expect(SwiftLiteral.durationSource(.milliseconds(250)) == ".milliseconds(250)")
  }
}
