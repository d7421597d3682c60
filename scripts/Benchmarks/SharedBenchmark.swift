import ComposableArchitecture
import Foundation
import Synchronization

/// A count kept in a plain field and one kept in memory as a shared value, read and changed
/// by the same actions, to compare what sharing costs a reducer.
struct SharedCounting: Reducer {
  struct State {
    var plain = 0
    @Shared(.inMemory("benchmarkCount")) var shared = 0
    var total = 0
  }
  enum Action: Sendable {
    case changePlain
    case changeShared
    case readPlain
    case readShared
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .changePlain: state.plain &+= 1
    case .changeShared: state.$shared.withLock { $0 &+= 1 }
    case .readPlain: state.total &+= state.plain
    case .readShared: state.total &+= state.shared
    }
    return .none
  }
}

/// Per-action costs of reading and changing a shared value, beside a plain field's.
struct SharedCosts {
  let plainRead: Double
  let sharedRead: Double
  let plainChange: Double
  let sharedChange: Double
  let burst: Double
  let burstWrites: Int
}

@MainActor
func measureShared(iterations: Int) -> SharedCosts {
  let store = Store(initialState: SharedCounting.State()) { SharedCounting() }
  let costs = measureAlternating([
    Loop(name: "send reading a plain field", iterations: iterations) {
      for _ in 0..<iterations { store.send(.readPlain) }
    },
    Loop(name: "send reading a shared value", iterations: iterations) {
      for _ in 0..<iterations { store.send(.readShared) }
    },
    Loop(name: "send changing a plain field", iterations: iterations) {
      for _ in 0..<iterations { store.send(.changePlain) }
    },
    Loop(name: "send changing a shared value", iterations: iterations) {
      for _ in 0..<iterations { store.send(.changeShared) }
    },
  ])
  let (plainRead, sharedRead, plainChange, sharedChange) = (costs[0], costs[1], costs[2], costs[3])
  let (burst, writes) = measureFileBurst()
  return SharedCosts(
    plainRead: plainRead, sharedRead: sharedRead, plainChange: plainChange, sharedChange: sharedChange,
    burst: burst, burstWrites: writes
  )
}

/// A file key that counts its saves.
private struct CountedFileKey: SharedKey {
  final class SaveCount: Sendable {
    let value = Atomic(0)
  }

  let file: FileStorageKey<Int>
  let saves = SaveCount()

  var id: FileStorageKeyID { file.id }
  var saveDelay: Duration { file.saveDelay }
  func load() throws -> Int? { try file.load() }
  func save(_ value: Int) throws {
    saves.value.add(1, ordering: .relaxed)
    try file.save(value)
  }
}

/// Nanoseconds for 1,000 changes to a file-stored value and the flush that writes them, and
/// how many writes that took (the median run's).
@MainActor
private func measureFileBurst() -> (Double, Int) {
  let directory = NSTemporaryDirectory() + "shared-benchmark-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: directory) }
  var writes: [Int] = []
  let nanoseconds = measure("burst of 1,000 changes to a file-stored value", iterations: 1) {
    let storage = SharedStorage(persisting: true)
    let url = URL(fileURLWithPath: directory + "/count-\(writes.count).json")
    let key = CountedFileKey(file: FileStorageKey(url: url))
    let count = withDependencies { $0.sharedStorage = storage } operation: {
      Shared(wrappedValue: 0, key)
    }
    for _ in 0..<1_000 { count.withLock { $0 += 1 } }
    storage.flush()
    writes.append(key.saves.value.load(ordering: .relaxed))
  }
  return (nanoseconds, writes.sorted()[writes.count / 2])
}
