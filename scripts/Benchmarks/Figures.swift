import ComposableArchitecture

/// What a real program pays beyond a bare root send: observers, effects that ran, scoped
/// stores, cancellable effects and many observed rows, each as a ratio against its floor.
struct Figures {
  var observedSend = 0.0, unobservedSend = 0.0
  var sendAfterRun = 0.0, sendBeforeRun = 0.0
  var tenScopes = 0.0, tenScopedStores = 0.0, plainClosureChain = 0.0, leafRead = 0.0, rootSend = 0.0
  var tenAnyPathScopes = 0.0, tenAnyPathScopedStores = 0.0
  var cancellableRun = 0.0, taskFloor = 0.0, mainActorTaskFloor = 0.0
  var observedRows1000 = 0.0, observedRows10 = 0.0
  var bytesPerChildStore = 0.0, bytesPerObservedChildStore = 0.0, bytesPerRow = 0.0
  var bytesPerObservedRowStore = 0.0

  func printRatios() {
    func line(_ name: String, _ ratio: Double, _ target: String) {
      print("  " + name.padding(toLength: 36, withPad: " ", startingAt: 0), "\(formatted(ratio))x  [\(target)]")
    }
    line("1 observer / no observer:", observedSend / unobservedSend, "≤ 1.5x")
    line("send after a run effect / before:", sendAfterRun / sendBeforeRun, "≤ 1.2x")
    line("10-deep store send / root send:", tenScopedStores / rootSend, "≤ 2x")
    // The same send split in two: the root's 10 Scopes, and what the 10 child stores add.
    print("    of which 10 child stores / the same action sent at the root: \(formatted(tenScopedStores / tenScopes))x")
    // The same send through 10 plain closures, without stores: the chain of calls made at run
    // time that the stores make too, and cannot specialise away.
    print("    through 10 plain closures instead: \(formatted(plainClosureChain / rootSend))x root send; the stores take \(formatted(tenScopedStores / plainClosureChain))x that")
    line("10-deep store state read / root send:", leafRead / rootSend, "≤ 2x")
    line("10 nested Scopes / root send:", tenScopes / rootSend, "≤ 2x")
    // The two figures above are for cases written as types; with `AnyCasePath`s, one-line case
    // paths whose closures cannot be inlined:
    print("    the same through AnyCasePaths: 10 nested Scopes \(formatted(tenAnyPathScopes / rootSend))x, 10-deep store send \(formatted(tenAnyPathScopedStores / rootSend))x")
    line("cancellable run / task floor:", cancellableRun / taskFloor, "≤ 1.5x")
    line("1,000 observed rows / 10:", observedRows1000 / observedRows10, "≤ 3x")
    print("  task floor (start one, cancel the previous): \(formatted(taskFloor)) ns")
    print("  the same with main-actor tasks, which wait:   \(formatted(mainActorTaskFloor)) ns")
    print("  bytes per scoped child store:       \(formatted(bytesPerChildStore)) B")
    print("  bytes per observed child store:     \(formatted(bytesPerObservedChildStore)) B")
    print("  bytes per observed row store of scope(forEach:): \(formatted(bytesPerObservedRowStore)) B")
    print("  bytes per IdentifiedArray row (16 B element): \(formatted(bytesPerRow)) B")
  }
}

@MainActor
func measureFigures(rootSend: Double, tenScopes: Double, tenScopedStores: Double, leafRead: Double) async -> Figures {
  let iterations = 200_000
  var figures = Figures()
  figures.rootSend = rootSend
  figures.tenScopes = tenScopes
  figures.tenScopedStores = tenScopedStores
  figures.leafRead = leafRead

  // Observers: two stores alike, one observed. Effects: two stores alike, one has run a
  // `.run` effect.
  let unobserved = Store(initialState: Counter.State()) { Counter() }
  let observedStore = Store(initialState: Counter.State()) { Counter() }
  let calls = CallCount()
  let observation = observedStore.observe { calls.value &+= 1 }
  let beforeRun = Store(initialState: Counter.State()) { Counter() }
  let afterRun = Store(initialState: Counter.State()) { Counter() }
  await afterRun.send(.startEffect).finish()
  let sends = withExtendedLifetime(observation) {
    measureAlternating([
      Loop(name: "root send, no observer", iterations: iterations) {
        for _ in 0..<iterations { unobserved.send(.increment) }
      },
      Loop(name: "root send, 1 observer", iterations: iterations) {
        for _ in 0..<iterations { observedStore.send(.increment) }
      },
      Loop(name: "root send, before any run effect", iterations: iterations) {
        for _ in 0..<iterations { beforeRun.send(.increment) }
      },
      Loop(name: "root send, after a run effect ran", iterations: iterations) {
        for _ in 0..<iterations { afterRun.send(.increment) }
      },
    ])
  }
  precondition(calls.value > 0, "the observer was called")
  (figures.unobservedSend, figures.observedSend) = (sends[0], sends[1])
  (figures.sendBeforeRun, figures.sendAfterRun) = (sends[2], sends[3])

  // Cancellable effects against the floor: start one task, cancel the previous one.
  let restarts = await measureCancellableRestarts()
  figures.taskFloor = restarts.floor
  figures.mainActorTaskFloor = restarts.mainActorFloor
  figures.cancellableRun = restarts.cancellable

  // Many observed rows: one action changes one row.
  let rows = measureObservedRows([10, 1_000])
  (figures.observedRows10, figures.observedRows1000) = (rows[0], rows[1])

  // Memory.
  let rowCount = 10_000
  let list = Store(initialState: CounterList.State(count: rowCount)) { CounterList() }
  let ids = list.state.rows.ids
  let scoped = bytesPerItem(rowCount) {
    ids.compactMap { list.scope(\.rows[id: $0], action: \.rows[id: $0]) }
  }
  figures.bytesPerChildStore = scoped.bytes
  let observedList = Store(initialState: CounterList.State(count: rowCount)) { CounterList() }
  let observed = bytesPerItem(rowCount) {
    ids.compactMap { id -> (Store<Counter.State, Counter.Action>, StoreObservation)? in
      guard let row = observedList.scope(\.rows[id: id], action: \.rows[id: id]) else { return nil }
      return (row, row.observe { blackHole(row.state.count) })
    }
  }
  figures.bytesPerObservedChildStore = observed.bytes
  let rowList = Store(initialState: CounterList.State(count: rowCount)) { CounterList() }
  let rowStores = bytesPerItem(rowCount) {
    rowList.scope(forEach: \.rows, action: \.rows).map { row in (row, row.observe { blackHole(row.state.count) }) }
  }
  figures.bytesPerObservedRowStore = rowStores.bytes
  let arrayRows = 100_000
  let array = bytesPerItem(arrayRows) {
    IdentifiedArray((0..<arrayRows).map { Counter.State(id: $0) })
  }
  figures.bytesPerRow = array.bytes
  return withExtendedLifetime((scoped.kept, observed.kept, rowStores.kept, array.kept)) { figures }
}

/// How many times an observer was called.
///
/// Unchecked: the figure is what the store pays to tell an observer, and the run-time check of
/// exclusive access to a counter (a captured `var`, or a class's) cost more than that, and
/// from 6 to 17 ns depending on where the stack lay in memory, which made the figure read
/// 1.4x in one run and 1.9x in the next.
final class CallCount {
  @exclusivity(unchecked) var value = 0
}

/// Nanoseconds per action that changes one row of a list of rows, for each of `counts` rows,
/// each row observed through its own store, from `scope(forEach:action:)`, that reads its
/// state when told.
@MainActor
func measureObservedRows(_ counts: [Int]) -> [Double] {
  let lists = counts.map { count in
    let list = Store(initialState: CounterList.State(count: count)) { CounterList() }
    let observations = list.scope(forEach: \.rows, action: \.rows).map { row in
      row.observe { blackHole(row.state.count) }
    }
    return (list: list, changed: list.state.rows.ids[count / 2], observations: observations)
  }
  // `withExtendedLifetime`: the optimiser may otherwise release the observations early.
  return withExtendedLifetime(lists.map(\.observations)) {
    measureAlternating(runs: 7, zip(counts, lists).map { count, list in
      let iterations = 200_000 / count
      return Loop(name: "one row changed, \(count) observed rows", iterations: iterations) {
        for _ in 0..<iterations { list.list.send(.rows(.element(id: list.changed, action: .increment))) }
      }
    })
  }
}

/// Nanoseconds per restart of a cancellable effect and per restart at its floors.
struct CancellableRestarts {
  var floor: Double
  var mainActorFloor: Double
  var cancellable: Double
}

/// Nanoseconds per restart of a cancellable effect (`send` of an action returning
/// `.run { … }.cancellable(id:cancelInFlight: true)`) and per restart at the floor: start a
/// task, cancel the previous one, done in the same loop without a store.
///
/// The floor's tasks are the kind a store starts for its effects: nonisolated, so they run on
/// the global executor, as every effect's work does. A task started with `Task {}` from main
/// actor code would instead wait in the main actor's queue, waking no thread, until the loop
/// ends; it is printed beside, as the main-actor floor. Rounds alternate between the floor and
/// the store, each starting from drained tasks, so a busy moment of the machine falls on both.
@MainActor
func measureCancellableRestarts() async -> CancellableRestarts {
  let store = Store(initialState: Counter.State()) { Counter() }
  let iterations = 2_000
  // The first rounds warm up (the store's tables grow, the threads wake): not counted.
  let warmUpRounds = 5
  let rounds = 25
  let nonisolatedBody: @Sendable () async -> Void = {}
  var floors: [Double] = [], mainActorFloors: [Double] = [], restarts: [Double] = []
  func perIteration(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    return nanoseconds(in: ContinuousClock.now - start) / Double(iterations)
  }
  for round in 0..<(warmUpRounds + rounds) {
    var previous: Task<Void, Never>?
    let floor = perIteration {
      for _ in 0..<iterations {
        previous?.cancel()
        previous = Task(operation: nonisolatedBody)
      }
    }
    await previous?.value
    var previousOnMain: Task<Void, Never>?
    let mainActorFloor = perIteration {
      for _ in 0..<iterations {
        previousOnMain?.cancel()
        previousOnMain = Task {}
      }
    }
    await previousOnMain?.value
    var last: StoreTask?
    let restart = perIteration {
      for _ in 0..<iterations { last = store.send(.startCancellableEffect) }
    }
    await last?.finish()
    if round >= warmUpRounds {
      floors.append(floor)
      mainActorFloors.append(mainActorFloor)
      restarts.append(restart)
    }
  }
  let result = CancellableRestarts(
    floor: median(floors), mainActorFloor: median(mainActorFloors), cancellable: median(restarts)
  )
  _ = report("floor: start a task, cancel the previous", result.floor)
  _ = report("  the same, main-actor tasks", result.mainActorFloor)
  _ = report("send: run + cancellable(cancelInFlight:)", result.cancellable)
  return result
}
