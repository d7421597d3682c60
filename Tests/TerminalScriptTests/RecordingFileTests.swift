import Foundation
import Testing
import TestSupport
import TerminalScript

/// The file `--record` writes: never one that exists unless asked (`--force`), and a path
/// that cannot be written is refused with the reason in words.
@Suite struct RecordingFileTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  func problem(writing path: String, overwriting: Bool = false) -> FileProblem? {
    do {
      _ = try SessionWriter(path: path, overwriting: overwriting)
      return nil
    } catch {
      return error
    }
  }

  @Test func aNewFileIsCreated() throws {
    let path = directory.file("new.session")
    #expect(problem(writing: path) == nil)
    #expect(try contents(of: path) == Data())
  }

  @Test func anExistingFileIsRefusedUntouched() throws {
    let path = try directory.file("kept.session", containing: Data("an earlier session\n".utf8))
    #expect(problem(writing: path) == FileProblem(path: path, reason: "already exists"))
    #expect(try contents(of: path) == Data("an earlier session\n".utf8))
  }

  @Test func forceEmptiesAnExistingFile() throws {
    let path = try directory.file("replaced.session", containing: Data("an earlier session\n".utf8))
    #expect(problem(writing: path, overwriting: true) == nil)
    #expect(try contents(of: path) == Data())
  }

  @Test func unwritablePathsAreNamedWithTheReasonInWords() throws {
    let file = try directory.file("file", containing: Data())
    #expect(problem(writing: directory.file("missing/s.session")) == FileProblem(path: directory.file("missing/s.session"), reason: "no such directory"))
    #expect(problem(writing: directory.path) == FileProblem(path: directory.path, reason: "is a directory"))
    #expect(problem(writing: directory.path, overwriting: true) == FileProblem(path: directory.path, reason: "is a directory"))
    #expect(problem(writing: file + "/s.session") == FileProblem(path: file + "/s.session", reason: "a part of the path is not a directory"))
  }

  @Test func foundationErrorsBecomeWords() {
    let denied = CocoaError(.fileWriteNoPermission, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)])
    #expect(FileProblem(path: "p", error: denied).reason == "permission denied")
    #expect(FileProblem(path: "p", error: CocoaError(.fileWriteOutOfSpace)).reason == "no space left on the device")
    #expect(FileProblem(path: "p", error: CocoaError(.fileNoSuchFile)).reason == "no such file or directory")
    #expect(FileProblem(path: "p", error: POSIXError(.EISDIR)).reason == "is a directory")
    #expect(!FileProblem(path: "p", error: CocoaError(.fileWriteUnknown)).reason.contains("NSCocoaErrorDomain"))
  }
}
