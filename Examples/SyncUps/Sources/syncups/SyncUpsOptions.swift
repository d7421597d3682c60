#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpeechClient
import SpeechClientSimulated
import SyncUpsCore
import TerminalScript

/// What the command line (and `SYNCUPS_SPEECH_AUTH`) asks for beside the shared flags.
struct SyncUpsOptions {
  /// `--open ROUTE`: the screen to start on.
  var route: SyncUpsRoute?
  var speech = SimulatedSpeech(grant: .authorized)

  /// Reads the arguments the scaffold leaves; `--speech-auth` wins over `SYNCUPS_SPEECH_AUTH`.
  /// A route that does not parse exits with 64 but without the usage, as one naming no
  /// sync-up does later.
  init(_ arguments: inout ProgramArguments, environment: [String: String]) throws {
    if let value = environment["SYNCUPS_SPEECH_AUTH"], !value.isEmpty {
      speech.authorization = try Self.status(value, from: "SYNCUPS_SPEECH_AUTH")
    }
    var transcriptPath: String?
    var routeText: String?
    while let argument = try arguments.next() {
      switch argument {
      case "--open":
        routeText = try arguments.value(of: argument)
      case "--speech-auth":
        speech.authorization = try Self.status(try arguments.value(of: argument), from: argument)
      case "--transcript":
        transcriptPath = try arguments.value(of: argument)
      case "--speech-fail-after":
        let text = try arguments.value(of: argument)
        guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
          throw ArgumentError("--speech-fail-after: not a number of seconds: \(text)")
        }
        speech.failure = SimulatedSpeech.PlannedFailure(.taskError, trigger: .after(.milliseconds(Int(seconds * 1000))))
      default:
        throw ArgumentError.unknown(argument)
      }
    }
    guard !arguments.showsHelp else { return }
    if let transcriptPath {
      speech.script = try Self.transcript(at: transcriptPath)
    }
    do {
      route = try routeText.map(SyncUpsRoute.init)
    } catch {
      throw ArgumentError("\(error)", pointsToHelp: false)
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
