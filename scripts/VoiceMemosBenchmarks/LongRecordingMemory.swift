import AudioClients
import AudioClientsSimulated
import CMallocInfo
import ComposableArchitecture
import Foundation

/// The C heap in use (bytes handed out and not taken back).
func allocatedBytes() -> Int { Int(mallinfo2().uordblks) }

/// Records 10 minutes on a clock whose sleeps return at once, sampling the heap each recorded
/// minute: streaming to disk keeps it flat, where buffering would grow it by 1.9 MB a minute.
func measureMemoryOfALongRecording(in directory: URL) async throws {
  let clock = ImmediateClock()
  let recorder = AudioRecorderClient.simulated(SimulatedAudio(generator: .quietTone), clock: clock)
  let url = directory.appendingPathComponent("long.wav")
  let before = allocatedBytes()
  let start = ContinuousClock.now
  let recording = Task { try await recorder.startRecording(url) }
  var samples: [Int] = []
  var minute = 1
  while minute <= 10 {
    if let time = await recorder.currentTime(), time >= Double(minute * 60) {
      samples.append(allocatedBytes() - before)
      minute += 1
    } else {
      await Task.yield()
    }
  }
  await recorder.stopRecording()
  _ = try await recording.value
  let elapsed = ContinuousClock.now - start
  let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
  print("heap during a 10-minute recording (KiB above the start, each recorded minute; target: flat)")
  print("  " + samples.map { String($0 / 1024) }.joined(separator: " "))
  print("  file: \(size) bytes (\(size - 44) of samples = \((size - 44) / 32_000) s), written in \(elapsed)")
}
