import Dependencies
import DependenciesMacros

/// Looks places up and fetches their forecasts.
///
/// This module holds the interface, the offline value and the test value; the working client
/// is `WeatherClient.live(...)` in `SearchClientLive`, which the program installs.
@DependencyClient
public struct WeatherClient: Sendable {
  /// The places whose name matches `query`, best first.
  public var search: @Sendable (_ query: String) async throws -> GeocodingSearch
  /// The daily forecast of `location`.
  public var forecast: @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast
}

/// Why a request gave no answer, with a message the status line shows.
public enum WeatherClientError: Error, Equatable, Sendable {
  /// No connection, a refused one, a timeout: anything before an HTTP answer.
  case network(String)
  /// The server answered with a status other than 200.
  case status(Int)
  /// The answer was not the JSON the API sends.
  case malformedResponse(String)

  /// What failed, in a few words.
  public var message: String {
    switch self {
    case let .network(reason): "no connection (\(reason))"
    case let .status(code): "the server answered HTTP \(code)"
    case let .malformedResponse(reason): "unexpected answer (\(reason))"
    }
  }
}

extension DependencyValues {
  /// The weather client features search and fetch forecasts with.
  public var weatherClient: WeatherClient {
    get { self[WeatherClientKey.self] }
    set { self[WeatherClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs `WeatherClient.live(...)`
/// (`SearchClientLive`) or `.offline`; until then every call reports an issue. In tests,
/// `WeatherClient()`: each endpoint reports "Unimplemented: 'WeatherClient.…'" and throws.
private enum WeatherClientKey: DependencyKey {
  static let liveValue = WeatherClient()
  static let previewValue = WeatherClient.offline
  static let testValue = WeatherClient()
}
