/// The sound a WAV file holds: PCM samples of `bitsPerSample` bits, `channels` interleaved, at
/// `sampleRate` frames a second. Recordings here are 16-bit mono at 16 kHz.
public struct WAVFormat: Equatable, Sendable {
  /// Frames a second.
  public var sampleRate: Int
  /// Samples a frame.
  public var channels: Int
  /// Bits a sample.
  public var bitsPerSample: Int

  /// A PCM format; the default is what recordings use.
  public init(sampleRate: Int = 16_000, channels: Int = 1, bitsPerSample: Int = 16) {
    self.sampleRate = sampleRate
    self.channels = channels
    self.bitsPerSample = bitsPerSample
  }

  /// What recordings are made in: PCM 16-bit, mono, 16 kHz.
  public static let recording = WAVFormat()

  /// Bytes a frame (one sample of each channel).
  public var blockAlign: Int { channels * bitsPerSample / 8 }
  /// Bytes a second.
  public var byteRate: Int { sampleRate * blockAlign }

  /// The number of frames in `duration`, rounded down: the frames a recording of that length holds.
  public func frames(in duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
    return Int(seconds) * sampleRate + Int(attoseconds / (attosecondsPerSecond / Int64(sampleRate)))
  }

  /// How long `dataBytes` bytes of samples play.
  public func duration(ofDataBytes dataBytes: Int) -> Double {
    Double(dataBytes) / Double(byteRate)
  }
}
