#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalScript

/// The folder the recordings live in: the folder of the list's file, so the two move together;
/// in memory a temporary one, made here (in a replay, the one its recording used, as that path
/// is in the state). Call it after `openDatabase`, which makes the default folder.
@MainActor
func recordingsFolder(of program: Program) -> String {
  if let location = program.location { return URL(fileURLWithPath: location.path).deletingLastPathComponent().path }
  let directory = program.driver.outsideValue(recordingsDirectoryName) {
    FileManager.default.temporaryDirectory.appendingPathComponent("voicememos-\(ProcessInfo.processInfo.processIdentifier)").path
  }
  do {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  } catch {
    program.fail("cannot create \(directory): \(FileProblem(path: directory, error: error).reason)")
  }
  return directory
}

/// The name a session keeps the temporary recordings directory under.
let recordingsDirectoryName = "recordings directory"
