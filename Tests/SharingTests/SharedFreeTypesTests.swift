import ComposableArchitecture
import Foundation
import Testing

/// Which values a store skips when it looks for the shared values its state holds, and that
/// it still finds every one of them.
struct SharedFreeTypesTests {
  struct Row: Equatable, Identifiable, Sendable {
    var id: UUID
    var title: String
    var isDone: Bool
    var date: Date
    var url: URL
  }

  struct Counter: Sendable {
    var count: Shared<Int>
  }

  enum Screen: Sendable {
    case none
    case counter(Shared<Int>)
  }

  struct State: Sendable {
    var rows: IdentifiedArrayOf<Row>
    var counters: [Counter]
    var screens: [Screen]
    var pair: (Int, String)
    var payload: any Sendable
  }

  @Test func structsAndTuplesOfPlainValuesCannotHoldSharedValues() {
    #expect(SharedFreeTypes.contains(Row.self))
    #expect(SharedFreeTypes.contains((Int, String).self))
    #expect(SharedFreeTypes.contains(String.self))
  }

  @Test func typesWhoseValuesMayHoldSharedValuesAreNotSkipped() {
    #expect(!SharedFreeTypes.contains(Shared<Int>.self))
    #expect(!SharedFreeTypes.contains(SharedReader<Int>.self))
    #expect(!SharedFreeTypes.contains(Counter.self))
    #expect(!SharedFreeTypes.contains(Screen.self))
    #expect(!SharedFreeTypes.contains(Int?.self))
    #expect(!SharedFreeTypes.contains((any Sendable).self))
    #expect(!SharedFreeTypes.contains([Row].self))
  }

  @Test func everySharedValueIsFoundBesideRowsThatAreSkipped() {
    let rows = IdentifiedArray((0..<1_000).map {
      Row(id: UUID(), title: "Row \($0)", isDone: false, date: Date(), url: URL(fileURLWithPath: "/tmp"))
    })
    let (first, second, third, fourth) = (Shared(value: 1), Shared(value: 2), Shared(value: 3), Shared(value: 4))
    let state = State(
      rows: rows, counters: [Counter(count: first)], screens: [.none, .counter(second)], pair: (1, "one"),
      payload: [Counter(count: third), Counter(count: fourth)]
    )
    #expect(SharedFreeTypes.containsElements(of: rows))
    #expect(SharedReferences.find(in: state).count == 4)
  }
}
