import Foundation
import SpeechClient
import SpeechClientSimulated

/// What the command line (and `SYNCUPS_SPEECH_AUTH`) asks for.
struct SyncUpsOptions {
  enum Storage: Equatable {
    /// `--db PATH` or the default file.
    case file
    /// `--in-memory` (empty) or `--demo` (the sample).
    case memory(isDemo: Bool)
  }

  var showsHelp = false
  var storage = Storage.file
  /// `--open ROUTE`: the screen to start on.
  var route: String?
  var speech = SimulatedSpeech(grant: .authorized)

  /// A wrong argument or value; `status` is the exit status.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    var status: Int32 = 64
  }

  /// Reads the arguments after the program name; `--speech-auth` wins over
  /// `SYNCUPS_SPEECH_AUTH`. `--db PATH` is read again by `DatabaseLocation`.
  init(_ arguments: [String], environment: [String: String]) throws {
    if let value = environment["SYNCUPS_SPEECH_AUTH"], !value.isEmpty {
      speech.authorization = try Self.status(value, from: "SYNCUPS_SPEECH_AUTH")
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
      case "--demo":
        storage = .memory(isDemo: true)
      case "--in-memory":
        storage = .memory(isDemo: false)
      case "--db":
        _ = try value(of: argument)
      case _ where argument.hasPrefix("--db="):
        break
      case "--open":
        route = try value(of: argument)
      case "--speech-auth":
        speech.authorization = try Self.status(try value(of: argument), from: argument)
      case "--transcript":
        transcriptPath = try value(of: argument)
      case "--speech-fail-after":
        let text = try value(of: argument)
        guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
          throw Failure(description: "--speech-fail-after: not a number of seconds: \(text)")
        }
        speech.failure = SimulatedSpeech.PlannedFailure(.taskError, trigger: .after(.milliseconds(Int(seconds * 1000))))
      default:
        throw Failure(description: "unknown argument \(argument)")
      }
    }
    if let transcriptPath, !showsHelp {
      let text: String
      do {
        text = try String(contentsOfFile: transcriptPath, encoding: .utf8)
      } catch {
        throw Failure(description: "cannot read the transcript \(transcriptPath): \(error.localizedDescription)", status: 1)
      }
      guard !SimulatedSpeech(script: text).words.isEmpty else {
        throw Failure(description: "the transcript \(transcriptPath) has no words", status: 1)
      }
      speech.script = text
    }
  }

  private static func status(_ value: String, from source: String) throws -> SpeechClient.AuthorizationStatus {
    guard let status = SpeechClient.AuthorizationStatus(rawValue: value) else {
      let names = SpeechClient.AuthorizationStatus.allCases.map(\.rawValue).joined(separator: ", ")
      throw Failure(description: "\(source): unknown permission \(value) (\(names))")
    }
    return status
  }
}
