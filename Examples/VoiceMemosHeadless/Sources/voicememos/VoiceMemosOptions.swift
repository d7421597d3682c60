import AudioClientsSimulated
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalScript

/// What the command line (and `VOICEMEMOS_MIC`) asks for beside the shared flags: how the
/// simulated microphone and speaker behave.
struct VoiceMemosOptions {
  var audio = SimulatedAudio()

  /// Reads the arguments the scaffold leaves; `--mic-permission` wins over `VOICEMEMOS_MIC`.
  init(_ arguments: inout ProgramArguments, environment: [String: String]) throws {
    if let value = environment["VOICEMEMOS_MIC"], !value.isEmpty {
      audio.isPermissionGranted = try Self.permission(value, from: "VOICEMEMOS_MIC")
    }
    while let argument = try arguments.next() {
      switch argument {
      case "--tone":
        audio.generator = .quietTone
      case "--mic-permission":
        audio.isPermissionGranted = try Self.permission(try arguments.value(of: argument), from: argument)
      case "--record-fail-after":
        let text = try arguments.value(of: argument)
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
          throw ArgumentError("--record-fail-after: not a number of seconds: \(text)")
        }
        audio.recordingFailsAfter = .milliseconds(Int64(seconds * 1000))
      case "--player":
        let command = try arguments.value(of: argument)
        guard !command.allSatisfy(\.isWhitespace) else {
          throw ArgumentError("--player needs a command, as in --player 'aplay -q'")
        }
        audio.playerCommand = command
      default:
        throw ArgumentError.unknown(argument)
      }
    }
  }

  private static func permission(_ value: String, from source: String) throws -> Bool {
    switch value {
    case "granted": return true
    case "denied": return false
    default: throw ArgumentError("\(source): unknown permission \(value) (granted, denied)")
    }
  }
}
