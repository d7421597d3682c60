/// The 44 bytes before the samples of a canonical WAV file: a RIFF chunk of type WAVE holding a
/// `fmt ` chunk (PCM) and a `data` chunk. Sizes are little-endian; a file still being written
/// has zero sizes until its writer finishes it.
public struct WAVHeader: Equatable, Sendable {
  /// The samples' format.
  public var format: WAVFormat
  /// The size of the samples in bytes.
  public var dataSize: Int

  /// The size of a header written by `bytes`.
  public static let size = 44

  /// A header for `dataSize` bytes of `format`.
  public init(format: WAVFormat = .recording, dataSize: Int) {
    self.format = format
    self.dataSize = dataSize
  }

  /// The header as it is stored.
  public var bytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.size)
    bytes += Array("RIFF".utf8)
    bytes.appendLittleEndian(UInt32(36 + dataSize))
    bytes += Array("WAVE".utf8)
    bytes += Array("fmt ".utf8)
    bytes.appendLittleEndian(UInt32(16))
    bytes.appendLittleEndian(UInt16(1))  // PCM
    bytes.appendLittleEndian(UInt16(format.channels))
    bytes.appendLittleEndian(UInt32(format.sampleRate))
    bytes.appendLittleEndian(UInt32(format.byteRate))
    bytes.appendLittleEndian(UInt16(format.blockAlign))
    bytes.appendLittleEndian(UInt16(format.bitsPerSample))
    bytes += Array("data".utf8)
    bytes.appendLittleEndian(UInt32(dataSize))
    return bytes
  }

  /// Reads the header at the start of a file of `fileSize` bytes, walking its chunks until
  /// `data`, so files with extra chunks (`LIST`, `fact`) are read too. Throws `WAVFile.Failure`
  /// when the bytes are not PCM WAV, or the file is shorter than its data chunk says.
  public static func parse(_ bytes: [UInt8], fileSize: Int) throws(WAVFile.Failure) -> (header: WAVHeader, dataOffset: Int) {
    guard bytes.count >= 12, bytes.tag(at: 0) == "RIFF", bytes.tag(at: 8) == "WAVE" else {
      throw .notWAV
    }
    var offset = 12
    var format: WAVFormat?
    while offset + 8 <= bytes.count {
      let tag = bytes.tag(at: offset)
      let size = Int(bytes.uint32(at: offset + 4))
      let body = offset + 8
      switch tag {
      case "fmt ":
        guard size >= 16, body + 16 <= bytes.count else { throw .truncated }
        guard bytes.uint16(at: body) == 1 else { throw .unsupportedFormat("not PCM") }
        let parsed = WAVFormat(
          sampleRate: Int(bytes.uint32(at: body + 4)), channels: Int(bytes.uint16(at: body + 2)),
          bitsPerSample: Int(bytes.uint16(at: body + 14))
        )
        guard parsed.channels > 0, parsed.sampleRate > 0, [8, 16, 24, 32].contains(parsed.bitsPerSample) else {
          throw .unsupportedFormat("\(parsed.channels) channels, \(parsed.sampleRate) Hz, \(parsed.bitsPerSample) bits")
        }
        format = parsed
      case "data":
        guard let format else { throw .notWAV }
        guard body + size <= fileSize else { throw .truncated }
        return (WAVHeader(format: format, dataSize: size), body)
      default:
        break
      }
      offset = body + size + size % 2  // chunks are padded to an even size
    }
    throw bytes.count < fileSize ? .notWAV : .truncated
  }
}

extension [UInt8] {
  fileprivate mutating func appendLittleEndian(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
  }

  fileprivate mutating func appendLittleEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value))
    append(UInt8(truncatingIfNeeded: value >> 8))
  }

  fileprivate func tag(at offset: Int) -> String {
    String(decoding: self[offset..<offset + 4], as: UTF8.self)
  }

  fileprivate func uint32(at offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(self[offset + $1]) << UInt32(8 * $1) }
  }

  fileprivate func uint16(at offset: Int) -> UInt16 {
    UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
  }
}
