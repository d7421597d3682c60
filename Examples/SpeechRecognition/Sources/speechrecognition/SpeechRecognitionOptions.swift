#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpeechClient
import SpeechClientSimulated
import TerminalScript

/// What the command line (and `SPEECH_AUTH`) asks for: how the simulated recogniser behaves.
struct SpeechRecognitionOptions {
  var speech = SimulatedSpeech()

  /// Reads the arguments the scaffold leaves; `--speech-auth` wins over `SPEECH_AUTH`.
  init(_ arguments: inout ProgramArguments, environment: [String: String]) throws {
    if let value = environment["SPEECH_AUTH"], !value.isEmpty {
      speech.authorization = try Self.status(value, from: "SPEECH_AUTH")
    }
    var transcriptPath: String?
    while let argument = try arguments.next() {
      switch argument {
      case "--speech-auth":
        speech.authorization = try Self.status(try arguments.value(of: argument), from: argument)
      case "--transcript":
        transcriptPath = try arguments.value(of: argument)
      case "--speech-fail":
        let mode = try arguments.value(of: argument)
        guard let failure = SpeechClient.Failure(mode: mode) else {
          throw ArgumentError(
            "--speech-fail: unknown mode \(mode) (\(SpeechClient.Failure.modes.joined(separator: ", ")))"
          )
        }
        speech.failure = SimulatedSpeech.PlannedFailure(failure)
      default:
        throw ArgumentError.unknown(argument)
      }
    }
    if let transcriptPath, !arguments.showsHelp {
      speech.script = try Self.transcript(at: transcriptPath)
    }
  }

  private static func status(_ value: String, from source: String) throws -> SpeechClient.AuthorizationStatus {
    guard let status = SpeechClient.AuthorizationStatus(rawValue: value) else {
      let names = SpeechClient.AuthorizationStatus.allCases.map(\.rawValue).joined(separator: ", ")
      throw ArgumentError("\(source): unknown permission \(value) (\(names))")
    }
    return status
  }

  private static func transcript(at path: String) throws -> String {
    let text: String
    do {
      text = try FileDescriptorIO.readText(at: path)
    } catch {
      throw ArgumentError("cannot read the transcript \(path): \(error.reason)", status: 1)
    }
    guard !SimulatedSpeech(script: text).words.isEmpty else {
      throw ArgumentError("the transcript \(path) has no words", status: 1)
    }
    return text
  }
}
