import AudioClients
import Dependencies
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AudioPlayerClient {
  /// A speaker that reads the real file: it validates the WAV header (a missing, truncated or
  /// foreign file throws `WAVFile.Failure`), then "plays" for the duration its data size and
  /// byte rate give, on `clock`, and returns true. Cancelling stops it at once. With
  /// `audio.playerCommand` the file is also piped to that command, which is stopped with it;
  /// a command that fails fails the playback (`ExternalPlayer.Failure`), so the user hears of it.
  public static func simulated<C: Clock>(_ audio: SimulatedAudio, clock: C) -> Self where C.Duration == Duration {
    AudioPlayerClient { url in
      let file = try WAVFile(path: url.path)
      return try await withThrowingTaskGroup(of: Bool.self) { group in
        group.addTask {
          try await clock.sleep(for: .seconds(file.duration))
          return true
        }
        if let command = audio.playerCommand {
          // A command that ends well, even before the memo does (it may buffer), changes nothing.
          group.addTask {
            try await ExternalPlayer.run(command, feeding: url.path)
            return false
          }
        }
        defer { group.cancelAll() }
        while let timeIsUp = try await group.next() {
          if timeIsUp { return true }
        }
        return true
      }
    }
  }
}

/// A command the user named to hear a memo, fed the file on its standard input. Its output
/// is discarded, so it cannot draw over the screen; the last line it writes to standard error
/// is kept for the failure it reports.
enum ExternalPlayer {
  /// The command could not start, or ended with a status other than 0.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Runs `command` on the file at `path` until it exits: returns on status 0, throws
  /// `Failure` on another. Cancelling stops the command.
  static func run(_ command: String, feeding path: String) async throws {
    let ending: ChildCommand.Ending
    do {
      ending = try await ChildCommand.run("/bin/sh", arguments: ["-c", command], input: path)
    } catch let failure as ChildCommand.StartFailure {
      throw Failure(description: "the player command \(command) could not start: \(failure)")
    }
    guard ending.status != 0 else { return }
    let said = ending.lastErrorLine.map { ": " + $0 } ?? ""
    throw Failure(description: "the player command \(command) failed (exit status \(ending.status))\(said)")
  }
}
