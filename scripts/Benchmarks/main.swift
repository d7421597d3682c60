import ComposableArchitecture

// Measures the cost of the core's hot paths, in nanoseconds per action (median of several
// runs), and of drawing a large screen, and prints the ratios the project aims for.
// Run it with `scripts/bench`.

@MainActor
func measure(_ name: String, iterations: Int, runs: Int = 11, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  body()  // warm up
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    samples.append(nanoseconds(in: ContinuousClock.now - start) / Double(iterations))
  }
  return report(name, median(samples))
}

/// One loop of a group measured in alternation: `iterations` passes of its work per run.
struct Loop {
  let name: String
  let iterations: Int
  let body: () -> Void
}

/// Measures loops whose times are compared, in alternation: each round runs every loop once,
/// so a moment when the machine is busy (another process, a slower clock) falls on all of
/// them, and the ratios hold even when the times drift. Returns each loop's median, in
/// nanoseconds per iteration, in order.
@MainActor
func measureAlternating(runs: Int = 11, _ loops: [Loop]) -> [Double] {
  for loop in loops { loop.body() }  // warm up
  var samples = Array(repeating: [Double](), count: loops.count)
  for _ in 0..<runs {
    for (index, loop) in loops.enumerated() {
      let start = ContinuousClock.now
      loop.body()
      samples[index].append(nanoseconds(in: ContinuousClock.now - start) / Double(loop.iterations))
    }
  }
  return zip(loops, samples).map { loop, samples in report(loop.name, median(samples)) }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Prints a figure's name and value, and returns the value.
func report(_ name: String, _ nanoseconds: Double) -> Double {
  print(name.padding(toLength: 52, withPad: " ", startingAt: 0), formatted(nanoseconds), "ns")
  return nanoseconds
}

/// A duration in nanoseconds.
func nanoseconds(in duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func formatted(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return String(rounded).padding(toLength: 9, withPad: " ", startingAt: 0)
}

@inline(never)
func blackHole<T>(_ value: T) {}

/// The floor: one non-inlined call of a reducer on an `inout` state, as a store must make.
@inline(never)
func rawReduce(_ state: inout Counter.State, _ action: Counter.Action) {
  _ = Counter().reduce(into: &state, action: action)
}

@MainActor
func runBenchmarks() async {
  let iterations = 200_000
  print("ComposableArchitecture benchmarks (release build; medians of 11 runs, alternating between the figures compared)\n")

  // The loops compared with a root send are measured together, in alternation.
  let rootStore = Store(initialState: Counter.State()) { Counter() }
  let oneLevel = Store(initialState: Level10.State()) { Level10() }
  let tenLevels = Store(initialState: Level1.State()) { Level1() }
  let leafAction = Level1.Action.child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
  // One scope per statement: ten chained in one expression cost the type checker seconds.
  let leaf2 = tenLevels.scope(\.child, action: \.child)
  let leaf3 = leaf2.scope(\.child, action: \.child)
  let leaf4 = leaf3.scope(\.child, action: \.child)
  let leaf5 = leaf4.scope(\.child, action: \.child)
  let leaf6 = leaf5.scope(\.child, action: \.child)
  let leaf7 = leaf6.scope(\.child, action: \.child)
  let leaf8 = leaf7.scope(\.child, action: \.child)
  let leaf9 = leaf8.scope(\.child, action: \.child)
  let leaf10 = leaf9.scope(\.child, action: \.child)
  let leafStore = leaf10.scope(\.child, action: \.child)
  // The same ten levels with `AnyCasePath`s, the one-line case paths.
  let tenAnyPathLevels = Store(initialState: AnyPathLevel1.State()) { AnyPathLevel1() }
  let anyPathLeafAction = AnyPathLevel1.Action.child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
  let anyPath2 = tenAnyPathLevels.scope(\.child, action: \.child)
  let anyPath3 = anyPath2.scope(\.child, action: \.child)
  let anyPath4 = anyPath3.scope(\.child, action: \.child)
  let anyPath5 = anyPath4.scope(\.child, action: \.child)
  let anyPath6 = anyPath5.scope(\.child, action: \.child)
  let anyPath7 = anyPath6.scope(\.child, action: \.child)
  let anyPath8 = anyPath7.scope(\.child, action: \.child)
  let anyPath9 = anyPath8.scope(\.child, action: \.child)
  let anyPath10 = anyPath9.scope(\.child, action: \.child)
  let anyPathLeafStore = anyPath10.scope(\.child, action: \.child)
  // What that store's send is compared with: the same action sent at the root, reached
  // through ten plain closures, each embedding it one level and calling the next, as any
  // chain made at run time must do (Swift cannot specialise such a chain as a whole).
  let leafThroughClosures = closureChain(to: tenLevels)
  let sends = measureAlternating([
    Loop(name: "raw inout reducer call (floor)", iterations: iterations) {
      // A local state: a variable captured by the loop would be checked for exclusive
      // access at run time on every call, a cost no store pays for its state.
      var state = Counter.State()
      for _ in 0..<iterations { rawReduce(&state, .increment) }
      blackHole(state)
    },
    Loop(name: "root send, no effect", iterations: iterations) {
      for _ in 0..<iterations { rootStore.send(.increment) }
    },
    Loop(name: "root send through 1 Scope", iterations: iterations) {
      for _ in 0..<iterations { oneLevel.send(.child(.increment)) }
    },
    Loop(name: "root send through 10 nested Scopes", iterations: iterations) {
      for _ in 0..<iterations { tenLevels.send(leafAction) }
    },
    Loop(name: "send on a store scoped 10 levels deep", iterations: iterations) {
      for _ in 0..<iterations { leafStore.send(.increment) }
    },
    Loop(name: "  the same through 10 plain closures, no stores", iterations: iterations) {
      for _ in 0..<iterations { leafThroughClosures.send(.increment) }
    },
    Loop(name: "read the state of a 10-deep scoped store", iterations: iterations) {
      for _ in 0..<iterations { blackHole(leafStore.state) }
    },
    Loop(name: "10 nested Scopes, AnyCasePaths", iterations: iterations) {
      for _ in 0..<iterations { tenAnyPathLevels.send(anyPathLeafAction) }
    },
    Loop(name: "store scoped 10 deep, AnyCasePaths", iterations: iterations) {
      for _ in 0..<iterations { anyPathLeafStore.send(.increment) }
    },
  ])
  let (raw, rootSend, oneScope, tenScopes, tenScopedStores) = (sends[0], sends[1], sends[2], sends[3], sends[4])
  let (plainClosureChain, leafRead, tenAnyPathScopes, tenAnyPathScopedStores) = (sends[5], sends[6], sends[7], sends[8])

  let smallList = Store(initialState: CounterList.State(count: 10)) { CounterList() }
  let smallID = smallList.state.rows[5].id
  let largeList = Store(initialState: CounterList.State(count: 10_000)) { CounterList() }
  let largeID = largeList.state.rows[5_000].id
  let forEach = measureAlternating([
    Loop(name: "element action, 10-element forEach", iterations: iterations) {
      for _ in 0..<iterations { smallList.send(.rows(.element(id: smallID, action: .increment))) }
    },
    Loop(name: "element action, 10,000-element forEach", iterations: iterations) {
      for _ in 0..<iterations { largeList.send(.rows(.element(id: largeID, action: .increment))) }
    },
  ])
  let (forEachSmall, forEachLarge) = (forEach[0], forEach[1])

  let effectIterations = 10_000
  let effects = Store(initialState: Counter.State()) { Counter() }
  var tasks: [StoreTask] = []
  tasks.reserveCapacity(effectIterations)
  let runEffect = measure("send returning a run effect (task start)", iterations: effectIterations, runs: 5) {
    for _ in 0..<effectIterations { tasks.append(effects.send(.startEffect)) }
  }
  for task in tasks { await task.finish() }

  var figures = await measureFigures(
    rootSend: rootSend, tenScopes: tenScopes, tenScopedStores: tenScopedStores, leafRead: leafRead
  )
  figures.plainClosureChain = plainClosureChain
  figures.tenAnyPathScopes = tenAnyPathScopes
  figures.tenAnyPathScopedStores = tenAnyPathScopedStores
  let shared = measureShared(iterations: iterations)

  let render = measureListRender()

  print("\nRatios (targets in brackets)")
  print("  root send / raw reducer:            \(formatted(rootSend / raw))x  [≤ 20x]")
  print("  1 Scope / root send:                \(formatted(oneScope / rootSend))x")
  print("  10k forEach / 10 forEach:           \(formatted(forEachLarge / forEachSmall))x  [≤ 2x]")
  print("  run effect / root send:             \(formatted(runEffect / rootSend))x")
  figures.printRatios()
  print("  shared read / plain field read:     \(formatted(shared.sharedRead / shared.plainRead))x  [≤ 3x]")
  print("  shared change / plain field change: \(formatted(shared.sharedChange / shared.plainChange))x  [≤ 10x]")
  print("  1,000 file-stored changes, flushed: \(formatted(shared.burst / 1_000)) µs, \(shared.burstWrites) write(s)  [1 write]")
  print("  list screen render:                 \(formatted(render / 1_000)) µs per frame  [< 200 µs]")
}

await runBenchmarks()
