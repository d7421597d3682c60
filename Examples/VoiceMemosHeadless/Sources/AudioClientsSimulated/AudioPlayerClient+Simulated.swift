import AudioClients
import Foundation

extension AudioPlayerClient {
  /// A speaker that reads the real file: it validates the WAV header (a missing, truncated or
  /// foreign file throws `WAVFile.Failure`), then "plays" for the duration its data size and
  /// byte rate give, on `clock`, and returns true. Cancelling stops it at once. With
  /// `audio.playerCommand` the file is also piped to that command, which is stopped with it.
  public static func simulated<C: Clock>(_ audio: SimulatedAudio, clock: C) -> Self where C.Duration == Duration {
    AudioPlayerClient { url in
      let file = try WAVFile(path: url.path)
      let external = audio.playerCommand.flatMap { try? ExternalPlayer(command: $0, path: url.path) }
      defer { external?.stop() }
      try await clock.sleep(for: .seconds(file.duration))
      return true
    }
  }
}

/// A command the user named to hear a memo, fed the file on its standard input. Its output
/// is discarded, so it cannot draw over the screen; a command that fails changes nothing.
struct ExternalPlayer {
  let process: Process

  init(command: String, path: String) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardInput = FileHandle(forReadingAtPath: path)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  func stop() {
    if process.isRunning { process.terminate() }
  }
}
