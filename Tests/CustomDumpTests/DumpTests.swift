import ComposableArchitecture
import Foundation
import Synchronization
import Testing

private struct Profile: Equatable {
  var name: String
  var tags: [String] = []
  var nickname: String?
}

private struct Todo: Equatable, Identifiable {
  var id: Int
  var title: String
}

private enum Event: Equatable {
  case closed
  case moved(x: Int, y: Int)
  case renamed(String)
}

private struct Pair<First, Second> {
  var first: First
  var second: Second
}

private struct Host {
  @Presents var child: Int? = 3
  @Presents var sheet: String?
}

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementButtonTapped, noop }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .incrementButtonTapped { state.count += 1 }
    return .none
  }
}

@MainActor
struct DumpTests {
  @Test func structsBreakOneFieldPerLine() {
    #expect(ValueDump.dump(Profile(name: "Blob", tags: ["a", "b"])) == """
      Profile(
        name: "Blob",
        tags: [
          "a",
          "b"
        ],
        nickname: nil
      )
      """)
  }

  @Test func emptyCollectionsAndScalars() {
    #expect(ValueDump.dump([Int]()) == "[]")
    #expect(ValueDump.dump([String: Int]()) == "[:]")
    #expect(ValueDump.dump(42) == "42")
    #expect(ValueDump.dump(true) == "true")
    #expect(ValueDump.dump(Optional<Int>.none as Any) == "nil")
    #expect(ValueDump.dump(Optional(3) as Any) == "3")
  }

  @Test func stringsAreQuotedAndEscaped() {
    #expect(ValueDump.dump("say \"hi\"\n\tback\\slash") == #""say \"hi\"\n\tback\\slash""#)
  }

  @Test func enumsReadAsCases() {
    #expect(ValueDump.describe(Event.closed) == ".closed")
    #expect(ValueDump.describe(Event.moved(x: 1, y: 2)) == ".moved(x: 1, y: 2)")
    #expect(ValueDump.describe(Event.renamed("a")) == #".renamed("a")"#)
  }

  @Test func describeKeepsOneLine() {
    #expect(ValueDump.describe(Profile(name: "Blob", tags: ["a"])) == #"Profile(name: "Blob", tags: ["a"], nickname: nil)"#)
  }

  @Test func dictionariesAndSetsAreSorted() {
    #expect(ValueDump.dump(["b": 2, "a": 1]) == """
      [
        "a": 1,
        "b": 2
      ]
      """)
    #expect(ValueDump.describe(Set([3, 1, 2])) == "Set([1, 2, 3])")
  }

  @Test func foundationValuesHaveShortForms() {
    let uuid = UUID(incrementing: 10)
    #expect(ValueDump.dump(uuid) == "UUID(00000000-0000-0000-0000-00000000000A)")
    #expect(ValueDump.dump(Date(timeIntervalSince1970: 5)) == "Date(5.0)")
  }

  @Test func identifiedArraysDumpAsTheirElements() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    #expect(ValueDump.dump(todos) == """
      [
        Todo(
          id: 1,
          title: "Milk"
        )
      ]
      """)
  }

  @Test func presentsDumpsItsValue() {
    #expect(ValueDump.describe(Host()) == "Host(child: 3, sheet: nil)")
  }

  @Test func stackStatesDumpEachScreenWithItsID() {
    var stack: StackState<Todo> = [Todo(id: 1, title: "Milk")]
    stack.append(Todo(id: 2, title: "Eggs"))
    #expect(ValueDump.dump(stack) == """
      [
        #0: Todo(
          id: 1,
          title: "Milk"
        ),
        #1: Todo(
          id: 2,
          title: "Eggs"
        )
      ]
      """)
  }

  @Test func genericTypesAreNamedWithoutModules() {
    let alert = AlertState<Event> { TextState("Delete?") } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(ValueDump.describe(alert) == #"AlertState<Event>(buttons: [ButtonState<Event>(action: nil, label: "Cancel", role: .cancel)], message: nil, title: "Delete?")"#)
    #expect(ValueDump.describe(Pair(first: 1, second: Todo(id: 2, title: ""))) == #"Pair<Int, Todo>(first: 1, second: Todo(id: 2, title: ""))"#)
  }

  @Test func diffMarksChangedLines() {
    let diff = TextDiff.diff(Profile(name: "Blob"), Profile(name: "Blob Jr."))
    #expect(diff == """
        Profile(
      -   name: "Blob",
      +   name: "Blob Jr.",
          tags: [],
          nickname: nil
        )
      """)
  }

  @Test func diffOfEqualValuesIsNil() {
    #expect(TextDiff.diff(Profile(name: "Blob"), Profile(name: "Blob")) == nil)
  }

  @Test func diffFoldsLongUnchangedRuns() {
    let old = (1...10).map { "line \($0)" }
    var new = old
    new[9] = "line ten"
    #expect(TextDiff.lines(old, new) == """
        … (6 unchanged)
        line 7
        line 8
        line 9
      - line 10
      + line ten
      """)
  }

  @Test func timeZonesLocalesAndCalendarsDumpByName() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
    #expect(ValueDump.describe(TimeZone(identifier: "Europe/Paris")!) == "TimeZone(Europe/Paris)")
    #expect(ValueDump.describe(Locale(identifier: "en_US_POSIX")) == "Locale(en_US_POSIX)")
    #expect(ValueDump.describe(calendar) == "Calendar(gregorian, Europe/Paris)")
  }

  @Test func diffShowsInsertionsBetweenUnchangedLines() {
    #expect(TextDiff.lines(["a", "c"], ["a", "b", "c"]) == """
        a
      + b
        c
      """)
  }

  @Test func printChangesShowsTheActionAndTheDiff() {
    let output = Output()
    let store = Store(initialState: Counter.State()) {
      Counter().printChanges { text in output.lines.withLock { $0.append(text) } }
    }
    store.send(.incrementButtonTapped)
    store.send(.noop)
    #expect(output.lines.withLock { $0 } == [
      """
      received action:
        .incrementButtonTapped
          Counter.State(
        -   count: 0
        +   count: 1
          )
      """,
      """
      received action:
        .noop
        (No state changes)
      """,
    ])
  }
}

/// A counter whose count is shared.
private struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }
  enum Action {
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

extension DumpTests {
  @Test func printChangesShowsSharedChanges() {
    let output = Output()
    let store = Store(initialState: SharedCounter.State()) {
      SharedCounter().printChanges { text in output.lines.withLock { $0.append(text) } }
    }
    store.send(.incrementButtonTapped)
    #expect(output.lines.withLock { $0 } == [
      """
      received action:
        .incrementButtonTapped
          SharedCounter.State(
        -   count: 0
        +   count: 1
          )
      """,
    ])
  }
}

/// Collects printed text.
private final class Output: Sendable {
  let lines = Mutex<[String]>([])
}
