#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a WAV file on disk holds, read from its header: the format, the size of its samples,
/// and so how long it plays.
public struct WAVFile: Equatable, Sendable {
  /// The file's header.
  public var header: WAVHeader
  /// Where the samples start in the file.
  public var dataOffset: Int

  /// How long the samples play, in seconds: data bytes over the byte rate.
  public var duration: Double { header.format.duration(ofDataBytes: header.dataSize) }

  /// Reads the header of the file at `path`. Throws `Failure` when it is missing, unreadable,
  /// not PCM WAV, or shorter than its header says.
  public init(path: String) throws(Failure) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    // The header with a few extra chunks fits in 4 KiB; the samples are never read.
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
    let parsed = try WAVHeader.parse(Array(bytes.prefix(count)), fileSize: Int(status.st_size))
    header = parsed.header
    dataOffset = parsed.dataOffset
  }

  /// Why a file cannot be played.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or unreadable (the system's reason).
    case cannotOpen(String)
    /// The file is not a RIFF WAVE file.
    case notWAV
    /// The file ends before its samples do.
    case truncated
    /// The samples are not PCM this player reads.
    case unsupportedFormat(String)

    public var description: String {
      switch self {
      case .cannotOpen(let reason): "cannot open the recording: \(reason)"
      case .notWAV: "the file is not a WAV recording"
      case .truncated: "the recording is cut short"
      case .unsupportedFormat(let format): "unsupported recording format (\(format))"
      }
    }
  }
}
