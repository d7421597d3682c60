import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsUI
import TerminalUI

/// The demo's sample, with ids counted from 0 and its meeting on a fixed date.
let sampleDate = Date(timeIntervalSince1970: 1_741_338_180)  // 2025-03-07 09:03 UTC

func sample() -> IdentifiedArrayOf<SyncUp> {
  let counter = Counter()
  return .demo(now: sampleDate) { counter.next() }
}

/// Hands out UUIDs 0, 1, 2, …
final class Counter {
  var value = 0
  func next() -> UUID {
    defer { value += 1 }
    return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", value))!
  }
}

/// The program's state over the list `syncUps`, made with its own shared storage, with
/// `configure` applied.
@MainActor
func terminalState(
  _ syncUps: IdentifiedArrayOf<SyncUp> = sample(), _ configure: (inout SyncUpsTerminal.State) -> Void = { _ in }
) -> SyncUpsTerminal.State {
  withDependencies {
    $0.sharedStorage = SharedStorage(persisting: false)
    $0.uuid = .incrementing
  } operation: {
    @Shared(.syncUps) var list = syncUps
    var state = SyncUpsTerminal.State(app: AppFeature.State())
    configure(&state)
    return state
  }
}

/// The frame of `state` at `width`x`height`.
@MainActor
func frame(_ state: SyncUpsTerminal.State, _ width: Int = 80, _ height: Int = 24) -> String {
  var frame = Frame(width: width, height: height)
  SyncUpsScreen.render(state, into: &frame)
  return frame.text
}
