import AudioClientsSimulated
import Foundation

/// What the command line (and `VOICEMEMOS_MIC`) asks for: help, where memos are kept, and
/// how the simulated microphone and speaker behave.
struct VoiceMemosOptions {
  var showsHelp = false
  var isInMemory = false
  var audio = SimulatedAudio()

  /// A wrong argument or value; the program exits with status 64 and the usage.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the arguments after the program name; `--mic-permission` wins over `VOICEMEMOS_MIC`.
  init(_ arguments: [String], environment: [String: String]) throws {
    var hasDatabasePath = false
    if let value = environment["VOICEMEMOS_MIC"], !value.isEmpty {
      audio.isPermissionGranted = try Self.permission(value, from: "VOICEMEMOS_MIC")
    }
    var iterator = arguments.makeIterator()
    func value(of option: String) throws -> String {
      guard let value = iterator.next() else { throw UsageError(description: "\(option) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--in-memory":
        isInMemory = true
      case "--db":
        // The path itself is resolved by `DatabaseLocation`, which reads the same arguments.
        _ = try value(of: argument)
        hasDatabasePath = true
      case _ where argument.hasPrefix("--db="):
        hasDatabasePath = true
      case "--tone":
        audio.generator = .quietTone
      case "--mic-permission":
        audio.isPermissionGranted = try Self.permission(try value(of: argument), from: argument)
      case "--record-fail-after":
        let text = try value(of: argument)
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
          throw UsageError(description: "--record-fail-after: not a number of seconds: \(text)")
        }
        audio.recordingFailsAfter = .milliseconds(Int64(seconds * 1000))
      case "--player":
        let command = try value(of: argument)
        guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
          throw UsageError(description: "--player needs a command, as in --player 'aplay -q'")
        }
        audio.playerCommand = command
      default:
        throw UsageError(description: "unknown argument \(argument)")
      }
    }
    if hasDatabasePath, isInMemory {
      throw UsageError(description: "--db cannot be combined with --in-memory")
    }
  }

  private static func permission(_ value: String, from source: String) throws -> Bool {
    switch value {
    case "granted": return true
    case "denied": return false
    default: throw UsageError(description: "\(source): unknown permission \(value) (granted, denied)")
    }
  }
}
