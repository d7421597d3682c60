import AudioClients
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the simulated microphone and speaker behave: what each program fills from its flags
/// and environment.
public struct SimulatedAudio: Sendable {
  /// Whether asking for the microphone grants it (`--mic-permission`, `VOICEMEMOS_MIC`).
  public var isPermissionGranted = true
  /// The directory that must be writable for permission to be granted.
  public var recordingsDirectory: URL?
  /// What is "heard" while recording.
  public var generator = SampleGenerator.silence
  /// A recording fails this long after it starts (`--record-fail-after`), to see the alert.
  public var recordingFailsAfter: Duration?
  /// How often samples are written: each chunk holds the frames the clock says are due.
  public var chunkInterval = Duration.milliseconds(100)
  /// A shell command that plays a file given on its standard input (`--player`, e.g. `aplay -q`).
  public var playerCommand: String?

  /// The defaults: permission granted, silence, no failure, no external player.
  public init(
    isPermissionGranted: Bool = true, recordingsDirectory: URL? = nil, generator: SampleGenerator = .silence,
    recordingFailsAfter: Duration? = nil, chunkInterval: Duration = .milliseconds(100), playerCommand: String? = nil
  ) {
    self.isPermissionGranted = isPermissionGranted
    self.recordingsDirectory = recordingsDirectory
    self.generator = generator
    self.recordingFailsAfter = recordingFailsAfter
    self.chunkInterval = chunkInterval
    self.playerCommand = playerCommand
  }

  /// Why a simulated recording stopped with an error.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--record-fail-after` was reached.
    case forced

    public var description: String { "the recording failed on purpose (--record-fail-after)" }
  }
}
