import AudioClients
import AudioClientsSimulated
import ComposableArchitecture
import CMallocInfo
import Foundation
import TerminalUI
import VoiceMemosCore
import VoiceMemosUI

// Measures voicememos while it records: a key press until its frame is drawn, with the
// recorder writing samples beside it on the real clock (target under 1 ms), and the heap
// through a 10-minute recording on a clock that runs as fast as the disk allows (target:
// flat, since samples stream to the file). Run it with `scripts/bench` (release build).

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let directory = URL(fileURLWithPath: NSTemporaryDirectory() + "voicememos-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

print("VoiceMemos benchmarks (release build)\n")
await measureKeyPressesWhileRecording(in: directory)
print()
try await measureMemoryOfALongRecording(in: directory)
