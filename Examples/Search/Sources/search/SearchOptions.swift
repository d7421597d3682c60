import Foundation

/// What the command line asks for: help, the offline client, or other endpoints.
struct SearchOptions: Equatable {
  var showsHelp = false
  var isOffline = false
  var geocodingURL: URL?
  var forecastURL: URL?

  /// An option this program does not know, or a value it cannot use.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the arguments after the program name.
  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--offline":
        isOffline = true
      case "--geocoding-url":
        geocodingURL = try Self.url(after: argument, iterator.next())
      case "--forecast-url":
        forecastURL = try Self.url(after: argument, iterator.next())
      default:
        throw UsageError(description: "unknown argument \(argument)")
      }
    }
    if isOffline, geocodingURL != nil || forecastURL != nil {
      throw UsageError(description: "--offline cannot be combined with --geocoding-url or --forecast-url")
    }
  }

  /// The http or https URL given after `option`.
  private static func url(after option: String, _ value: String?) throws -> URL {
    guard let value else { throw UsageError(description: "\(option) needs a URL") }
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      url.host != nil
    else {
      throw UsageError(description: "\(option) needs an http:// or https:// URL, not \(value)")
    }
    return url
  }
}
