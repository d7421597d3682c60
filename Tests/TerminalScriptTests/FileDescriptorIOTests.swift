import Foundation
import TerminalScript
import TestSupport
import Testing

/// Reading a file the way the programs read scripts, sessions and transcripts, with the
/// reason in words when it cannot be read.
@Suite struct FileDescriptorIOTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  @Test func textIsReadWholeAlsoFromWhatIsNotARegularFile() throws {
    let text = String(repeating: "a line of the transcript\n", count: 10_000)
    let path = try directory.file("transcript.txt", containing: Data(text.utf8))
    #expect(try FileDescriptorIO.readText(at: path) == text)
    #expect(try FileDescriptorIO.readText(at: "/dev/null") == "")
  }

  @Test func whatCannotBeReadIsSaidInWords() throws {
    let binary = try directory.file("binary", containing: Data([0xFF, 0xFE, 0x00]))
    #expect(throws: FileProblem(path: binary, reason: "it is not UTF-8 text")) { try FileDescriptorIO.readText(at: binary) }
    #expect(throws: FileProblem(path: directory.path, reason: "is a directory")) {
      try FileDescriptorIO.readText(at: directory.path)
    }
    let missing = directory.file("missing.txt")
    #expect(throws: FileProblem(path: missing, reason: "no such file")) { try FileDescriptorIO.readText(at: missing) }
  }

  @Test func everyByteIsWrittenToADescriptor() throws {
    let path = directory.file("written")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    #expect(descriptor >= 0)
    let bytes = [UInt8](repeating: 0x61, count: 300_000)
    #expect(FileDescriptorIO.write(bytes, to: descriptor))
    close(descriptor)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
  }
}
