import AudioClientsSimulated
import Foundation
import Testing
import TestSupport

/// The WAV writer and reader against real files in a temporary directory.
struct WAVFileTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func aFinishedFileHasTheCanonicalHeader() throws {
    let path = directory.file("one.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([1, -1, 256])
    try writer.finish()
    let bytes = [UInt8](try contents(of: path))
    #expect(bytes.count == 44 + 6)
    #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
    #expect(Array(bytes[4..<8]) == [42, 0, 0, 0])  // 36 + 6
    #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
    #expect(Array(bytes[16..<36]) == [
      16, 0, 0, 0,  // fmt size
      1, 0, 1, 0,  // PCM, mono
      0x80, 0x3E, 0, 0,  // 16000 Hz
      0x00, 0x7D, 0, 0,  // 32000 bytes a second
      2, 0, 16, 0,  // 2 bytes a frame, 16 bits
    ])
    #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
    #expect(Array(bytes[40..<44]) == [6, 0, 0, 0])
    #expect(Array(bytes[44...]) == [1, 0, 0xFF, 0xFF, 0, 1])
  }

  @Test func anUnfinishedFileSaysItHoldsNothing() throws {
    let path = directory.file("open.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([Int16](repeating: 7, count: 100))
    #expect(try WAVFile(path: path).header.dataSize == 0)
    try writer.finish()
    #expect(try WAVFile(path: path).header.dataSize == 200)
  }

  @Test func theReaderGivesFormatSizeAndDuration() throws {
    let path = directory.file("second.wav")
    let writer = try WAVWriter(path: path)
    try writer.append([Int16](repeating: 0, count: 24_000))
    try writer.finish()
    let file = try WAVFile(path: path)
    #expect(file.header == WAVHeader(format: .recording, dataSize: 48_000))
    #expect(file.dataOffset == 44)
    #expect(file.duration == 1.5)
  }

  @Test func extraChunksBeforeTheDataAreSkipped() throws {
    var bytes = WAVHeader(dataSize: 4).bytes
    // A LIST chunk of 3 bytes (padded to 4) between fmt and data.
    let list: [UInt8] = Array("LIST".utf8) + [3, 0, 0, 0, 9, 9, 9, 0]
    bytes.insert(contentsOf: list, at: 36)
    bytes[4] += UInt8(list.count)
    let path = try directory.file("list.wav", containing: Data(bytes + [0, 0, 0, 0]))
    let file = try WAVFile(path: path)
    #expect(file.header.dataSize == 4)
    #expect(file.dataOffset == 56)
  }

  @Test func aTruncatedFileIsRejected() throws {
    let path = try directory.file("cut.wav", containing: Data(WAVHeader(dataSize: 1000).bytes + [UInt8](repeating: 0, count: 999)))
    #expect(throws: WAVFile.Failure.truncated) { try WAVFile(path: path) }
    let header = try directory.file("half-header.wav", containing: Data(WAVHeader(dataSize: 0).bytes.prefix(30)))
    #expect(throws: WAVFile.Failure.truncated) { try WAVFile(path: header) }
  }

  @Test func aFileThatIsNotWAVIsRejected() throws {
    let text = try directory.file("notes.wav", containing: Data("Buy milk, then record the memo.\n".utf8))
    #expect(throws: WAVFile.Failure.notWAV) { try WAVFile(path: text) }
    let empty = try directory.file("empty.wav", containing: Data())
    #expect(throws: WAVFile.Failure.notWAV) { try WAVFile(path: empty) }
    var compressed = WAVHeader(dataSize: 0).bytes
    compressed[20] = 3  // IEEE float
    let float = try directory.file("float.wav", containing: Data(compressed))
    #expect(throws: WAVFile.Failure.unsupportedFormat("not PCM")) { try WAVFile(path: float) }
  }

  @Test func aMissingFileIsRejected() {
    #expect(throws: WAVFile.Failure.cannotOpen("No such file or directory")) {
      try WAVFile(path: directory.file("gone.wav"))
    }
  }

  @Test func anUnwritablePathThrows() {
    let path = directory.file("no-such-directory/memo.wav")
    #expect(throws: WAVWriter.Failure.cannotCreate(path: path, reason: "No such file or directory")) {
      try WAVWriter(path: path)
    }
  }

  @Test func aFullDiskThrows() throws {
    // /dev/full accepts the open and fails every write with ENOSPC.
    #expect(throws: WAVWriter.Failure.cannotWrite(path: "/dev/full", reason: "No space left on device")) {
      try WAVWriter(path: "/dev/full")
    }
  }

  @Test func theToneIsQuietAndStartsAtZero() {
    let samples = SampleGenerator.quietTone.samples(from: 0, count: 16_000, sampleRate: 16_000)
    #expect(samples[0] == 0)
    #expect(samples.max() == 3276)
    #expect(samples.min() == -3276)
    // Chunked generation equals generation at once.
    let chunked = SampleGenerator.quietTone.samples(from: 0, count: 100, sampleRate: 16_000)
      + SampleGenerator.quietTone.samples(from: 100, count: 100, sampleRate: 16_000)
    #expect(chunked == Array(SampleGenerator.quietTone.samples(from: 0, count: 200, sampleRate: 16_000)))
    #expect(SampleGenerator.silence.samples(from: 5, count: 3, sampleRate: 16_000) == [0, 0, 0])
  }

  @Test func framesOfADuration() {
    #expect(WAVFormat.recording.frames(in: .seconds(600)) == 9_600_000)
    #expect(WAVFormat.recording.frames(in: .milliseconds(2_500)) == 40_000)
    #expect(WAVFormat.recording.frames(in: .microseconds(62)) == 0)
    #expect(WAVFormat.recording.frames(in: .microseconds(63)) == 1)
  }
}
