#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams samples into a new WAV file: a header with zero sizes first, the samples as they
/// come (nothing is kept in memory), and the real sizes written into the header by `finish`.
/// Sendable so a recording's ticks can write from a task of their own; one task writes at a
/// time (the ticks, then, once they ended, the stop).
public final class WAVWriter: @unchecked Sendable {
  /// The file being written.
  public let path: String
  /// The samples' format.
  public let format: WAVFormat
  /// The bytes of samples written so far.
  public private(set) var dataSize = 0
  /// The frames written so far.
  public var framesWritten: Int { dataSize / format.blockAlign }
  private var descriptor: Int32

  /// Creates (or truncates) the file at `path` and writes a provisional header. Throws
  /// `Failure` when the file cannot be created or written.
  public init(path: String, format: WAVFormat = .recording) throws(Failure) {
    self.path = path
    self.format = format
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotCreate(path: path, reason: Self.reason()) }
    do {
      try writeAll(WAVHeader(format: format, dataSize: 0).bytes)
    } catch {
      close(descriptor)
      descriptor = -1
      throw error
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends `samples` (16-bit, little-endian on disk). Throws `Failure.cannotWrite` when the
  /// disk is full or the file went away.
  public func append(_ samples: [Int16]) throws(Failure) {
    guard !samples.isEmpty else { return }
    let bytes = samples.withUnsafeBytes { Array($0) }  // little-endian on every platform Swift runs on here
    try writeAll(bytes)
    dataSize += bytes.count
  }

  /// Writes the real sizes into the header and closes the file; the writer is done after this.
  public func finish() throws(Failure) {
    guard descriptor >= 0 else { return }
    defer {
      close(descriptor)
      descriptor = -1
    }
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw .cannotWrite(path: path, reason: Self.reason()) }
    try writeAll(WAVHeader(format: format, dataSize: dataSize).bytes)
  }

  private func writeAll(_ bytes: [UInt8]) throws(Failure) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if result < 0 {
        if errno == EINTR { continue }
        throw .cannotWrite(path: path, reason: Self.reason())
      }
      written += result
    }
  }

  private static func reason() -> String { String(cString: strerror(errno)) }

  /// Why recording into a file failed.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be created (the system's reason).
    case cannotCreate(path: String, reason: String)
    /// Writing failed, e.g. the disk is full.
    case cannotWrite(path: String, reason: String)

    public var description: String {
      switch self {
      case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
      case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
      }
    }
  }
}
