import Foundation
import SpeechClient
import SpeechClientSimulated

/// What the command line (and `SPEECH_AUTH`) asks for: help, or how the simulated
/// recogniser behaves.
struct SpeechRecognitionOptions {
  var showsHelp = false
  var speech = SimulatedSpeech()

  /// A wrong argument or value, or a transcript that cannot be used; `status` is the exit status.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    var status: Int32 = 64
  }

  /// Reads the arguments after the program name; `--speech-auth` wins over `SPEECH_AUTH`.
  init(_ arguments: [String], environment: [String: String]) throws {
    if let value = environment["SPEECH_AUTH"], !value.isEmpty {
      speech.authorization = try Self.status(value, from: "SPEECH_AUTH")
    }
    var transcriptPath: String?
    var iterator = arguments.makeIterator()
    func value(of option: String) throws -> String {
      guard let value = iterator.next() else { throw Failure(description: "\(option) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--speech-auth":
        speech.authorization = try Self.status(try value(of: argument), from: argument)
      case "--transcript":
        transcriptPath = try value(of: argument)
      case "--speech-fail":
        let mode = try value(of: argument)
        guard let failure = SpeechClient.Failure(mode: mode) else {
          throw Failure(
            description: "--speech-fail: unknown mode \(mode) (\(SpeechClient.Failure.modes.joined(separator: ", ")))"
          )
        }
        speech.failure = SimulatedSpeech.PlannedFailure(failure)
      default:
        throw Failure(description: "unknown argument \(argument)")
      }
    }
    if let transcriptPath, !showsHelp {
      speech.script = try Self.transcript(at: transcriptPath)
    }
  }

  private static func status(_ value: String, from source: String) throws -> SpeechClient.AuthorizationStatus {
    guard let status = SpeechClient.AuthorizationStatus(rawValue: value) else {
      let names = SpeechClient.AuthorizationStatus.allCases.map(\.rawValue).joined(separator: ", ")
      throw Failure(description: "\(source): unknown permission \(value) (\(names))")
    }
    return status
  }

  private static func transcript(at path: String) throws -> String {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw Failure(description: "cannot read the transcript \(path): \(error.localizedDescription)", status: 1)
    }
    guard !SimulatedSpeech(script: text).words.isEmpty else {
      throw Failure(description: "the transcript \(path) has no words", status: 1)
    }
    return text
  }
}
