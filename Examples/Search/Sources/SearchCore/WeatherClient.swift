import ComposableCore

/// Looks places up and fetches their forecasts.
///
/// This module holds the interface, the offline value and the test value; the working client
/// is `WeatherClient.live(...)` in `SearchClientLive`, which the program installs.
public struct WeatherClient: Sendable {
  /// The places whose name matches `query`, best first.
  public var search: @Sendable (_ query: String) async throws -> GeocodingSearch
  /// The daily forecast of `location`.
  public var forecast: @Sendable (_ location: Location) async throws -> Forecast

  /// Creates a client from its two endpoints.
  public init(
    search: @escaping @Sendable (_ query: String) async throws -> GeocodingSearch,
    forecast: @escaping @Sendable (_ location: Location) async throws -> Forecast
  ) {
    self.search = search
    self.forecast = forecast
  }
}

/// Why a request gave no answer, with a message the status line shows.
public enum WeatherClientError: Error, Equatable, Sendable {
  /// No connection, a refused one, a timeout: anything before an HTTP answer.
  case network(String)
  /// The server answered with a status other than 200.
  case status(Int)
  /// The answer was not the JSON the API sends.
  case malformedResponse(String)
  /// A test called an endpoint it did not override.
  case unimplemented(endpoint: String)

  /// What failed, in a few words.
  public var message: String {
    switch self {
    case let .network(reason): "no connection (\(reason))"
    case let .status(code): "the server answered HTTP \(code)"
    case let .malformedResponse(reason): "unexpected answer (\(reason))"
    case let .unimplemented(endpoint): "WeatherClient.\(endpoint) is unimplemented"
    }
  }
}

extension WeatherClient {
  /// Every endpoint reports an issue naming itself, so a test must override what it uses.
  public static let unimplemented = WeatherClient(
    search: { query in
      reportIssue("WeatherClient.search(\"\(query)\") was called but is unimplemented; override it in this test.")
      throw WeatherClientError.unimplemented(endpoint: "search")
    },
    forecast: { location in
      reportIssue("WeatherClient.forecast(\(location.name)) was called but is unimplemented; override it in this test.")
      throw WeatherClientError.unimplemented(endpoint: "forecast")
    }
  )
}

extension DependencyValues {
  /// The weather client features search and fetch forecasts with.
  public var weatherClient: WeatherClient {
    get { self[WeatherClientKey.self] }
    set { self[WeatherClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs `WeatherClient.live(...)`
/// (`SearchClientLive`) or `.offline`; until then every call reports an issue.
private enum WeatherClientKey: DependencyKey {
  static let liveValue = WeatherClient.unimplemented
  static let previewValue = WeatherClient.offline
  static let testValue = WeatherClient.unimplemented
}
