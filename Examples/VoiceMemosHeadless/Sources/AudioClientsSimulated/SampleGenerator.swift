#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What the simulated microphone "hears": silence, or a quiet sine so that a recording is
/// audibly not empty. Samples are a function of the frame index, so a recording written in
/// chunks equals one written at once.
public enum SampleGenerator: Equatable, Sendable {
  case silence
  /// A sine of `frequency` Hz at `amplitude` (0–1) of full scale.
  case tone(frequency: Double, amplitude: Double)

  /// The quiet 440 Hz of `--tone`.
  public static let quietTone = SampleGenerator.tone(frequency: 440, amplitude: 0.1)

  /// `count` samples starting at frame `start` of a recording at `sampleRate`.
  public func samples(from start: Int, count: Int, sampleRate: Int) -> [Int16] {
    switch self {
    case .silence:
      return [Int16](repeating: 0, count: count)
    case .tone(let frequency, let amplitude):
      let scale = Double(Int16.max) * min(max(amplitude, 0), 1)
      return (start..<start + count).map { frame in
        Int16(scale * sin(2 * .pi * frequency * Double(frame) / Double(sampleRate)))
      }
    }
  }
}
