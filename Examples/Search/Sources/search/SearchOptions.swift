#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalScript

/// What the command line asks for: the offline client, or other endpoints.
struct SearchOptions: Equatable {
  var isOffline = false
  var geocodingURL: URL?
  var forecastURL: URL?

  /// Reads the arguments the scaffold leaves.
  init(_ arguments: inout ProgramArguments) throws {
    while let argument = try arguments.next() {
      switch argument {
      case "--offline":
        isOffline = true
      case "--geocoding-url":
        geocodingURL = try Self.url(after: argument, arguments.value(of: argument, needing: "a URL"))
      case "--forecast-url":
        forecastURL = try Self.url(after: argument, arguments.value(of: argument, needing: "a URL"))
      default:
        throw ArgumentError.unknown(argument)
      }
    }
    if isOffline, geocodingURL != nil || forecastURL != nil {
      throw ArgumentError("--offline cannot be combined with --geocoding-url or --forecast-url")
    }
  }

  /// The http or https URL given after `option`.
  private static func url(after option: String, _ value: String) throws -> URL {
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      url.host != nil
    else {
      throw ArgumentError("\(option) needs an http:// or https:// URL, not \(value)")
    }
    return url
  }
}
