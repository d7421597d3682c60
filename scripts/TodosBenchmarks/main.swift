import Foundation
import TerminalUI

// Measures the Todos program with 10,000 todos: each kind of key press until its frame is
// drawn (target under 5 ms), and start-up from the database file to the first frame
// (target under 0.5 s). Run it with `scripts/bench` (release build).

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func format(_ milliseconds: Double) -> String {
  String(format: "%7.3f", milliseconds)
}

/// One line of results: a label, then one or more times.
func printRow(_ label: String, _ values: Double...) {
  print("  " + label.padding(toLength: 54, withPad: " ", startingAt: 0) + values.map(format).joined(separator: " /"))
}

@inline(never)
func blackHole<T>(_ value: T) {}

print("Todos benchmarks (release build)\n")
measureKeyPresses(count: 10_000, size: Size(width: 80, height: 24))
print()
measureKeyPresses(count: 10_000, size: Size(width: 200, height: 60))
print()
try await measureStartUp(count: 10_000)
