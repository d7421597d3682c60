import ComposableArchitecture
import Foundation
import Testing
import TodosCore

/// Long random sequences of user steps against the list reducer: after every step ids are
/// unique, no todo is lost or changed except by the steps that do so, the filtered view is
/// the filter of the list, moves reorder exactly, and once no sort is pending the completed
/// todos are below the open ones. A failure prints its seed and a shrunk sequence.
@MainActor
struct TodosPropertyTests {
  static let sequenceCount = 1_000
  static let stepsPerSequence = 200
  nonisolated static let batches = 10

  /// Replays one seed instead of all: TODOS_PROPERTY_SEED=1234 swift test --filter TodosPropertyTests
  static let replayedSeed = ProcessInfo.processInfo.environment["TODOS_PROPERTY_SEED"].flatMap(UInt64.init)

  /// The steps of sequence `seed`, each generated against the state the previous ones left
  /// (tracked by running them), so rows and offsets are valid when generated.
  static func steps(seed: UInt64, count: Int) -> [TodosStep] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    // Enough of the list's shape to generate valid rows: each todo's completion, the filter.
    var completions: [Bool] = []
    var filter = Filter.all
    var steps: [TodosStep] = []
    for _ in 0..<count {
      let visible = completions.indices.filter { filter.includes(isComplete: completions[$0]) }
      let step = TodosStep.random(visibleCount: visible.count, using: &generator)
      steps.append(step)
      switch step {
      case .add:
        completions.insert(false, at: 0)
      case .toggle(let row):
        completions[visible[row]].toggle()
      case .delete(let rows):
        for position in Set(rows.map { visible[$0] }).sorted(by: >) { completions.remove(at: position) }
      case .filter(let newFilter):
        filter = newFilter
      case .clearCompleted:
        completions.removeAll { $0 }
      case .edit, .move, .editMode, .advance:
        // Moves and sorts reorder the real list, which this sketch ignores: its rows stay in
        // range, and the runner takes every row modulo the rows it really shows.
        break
      }
    }
    return steps
  }

  @Test(arguments: 0..<batches)
  func randomSequencesKeepTheInvariants(batch: Int) async {
    let seeds: [UInt64] = Self.replayedSeed.map { batch == 0 ? [$0] : [] }
      ?? (0..<Self.sequenceCount / Self.batches).map { UInt64(batch * Self.sequenceCount / Self.batches + $0) }
    let runner = TodosPropertyRunner { Todos() }
    for seed in seeds {
      let steps = Self.steps(seed: seed, count: Self.stepsPerSequence)
      guard let failure = await runner.run(steps) else { continue }
      let shrunk = await TodosShrinker.shrink(Array(steps.prefix(failure.step + 1))) { await runner.run($0) != nil }
      let shrunkFailure = await runner.run(shrunk)
      Issue.record(
        """
        Seed \(seed) broke an invariant \(failure).
        Replay it with TODOS_PROPERTY_SEED=\(seed). Shrunk to \(shrunk.count) steps, \
        \(shrunkFailure.map(\.description) ?? "which no longer fails"):
        \(shrunk.map { "  \($0)," }.joined(separator: "\n"))
        """
      )
      return
    }
  }

  @Test func aPlantedInvariantFailsAndShrinksToTheSmallestSequence() async {
    var runner = TodosPropertyRunner { Todos() }
    runner.extraInvariant = { $0.todos.count > 3 ? "more than 3 todos" : nil }
    let steps = Self.steps(seed: 7, count: Self.stepsPerSequence)
    guard let failure = await runner.run(steps) else {
      Issue.record("200 random steps never made 4 todos")
      return
    }
    #expect(failure.message.hasSuffix("more than 3 todos"))
    let shrunk = await TodosShrinker.shrink(Array(steps.prefix(failure.step + 1))) { await runner.run($0) != nil }
    #expect(shrunk == [.add, .add, .add, .add])
  }

  @Test func aReducerThatNeverSortsIsCaught() async {
    // The list without its sort: completed todos stay where they were ticked.
    let runner = TodosPropertyRunner {
      Reduce<Todos.State, Todos.Action> { state, action in
        if case .sortCompletedTodos = action { return .none }
        return Todos().reduce(into: &state, action: action)
      }
    }
    let steps: [TodosStep] = [.add, .add, .filter(.active), .toggle(row: 0), .add, .advance(milliseconds: 1_500)]
    let failure = await runner.run(steps)
    #expect(failure?.step == 5)
    #expect(failure?.message.contains("an open todo is below a completed one") == true)
    // Without the wait the sort still never comes: the check after every timer ran catches it.
    let shrunk = await TodosShrinker.shrink(steps) { await runner.run($0) != nil }
    #expect(shrunk == [.add, .add, .toggle(row: 0)])
  }
}
