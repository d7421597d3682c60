import ComposableArchitecture
import Foundation
import HTTP
import SearchCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension WeatherClient {
  /// Open-Meteo's place search.
  public static let geocodingURL = URL(string: "https://geocoding-api.open-meteo.com/v1/search")!
  /// Open-Meteo's forecast.
  public static let forecastURL = URL(string: "https://api.open-meteo.com/v1/forecast")!

  /// Real HTTP GETs through `http` (URLSession in the program): the geocoding endpoint with
  /// `name=<query>`, the forecast endpoint with the place's coordinates, the daily highs and
  /// lows and `timeZone`'s id. A request not answered within `timeout` (whole seconds) fails;
  /// a status other than 200 or JSON of another shape is a failure too. Cancelling the effect
  /// cancels the request, which closes its connection.
  public static func live(
    http: HTTPClient = .live, geocodingURL: URL = geocodingURL, forecastURL: URL = forecastURL,
    timeZone: TimeZone = .current, timeout: Duration = .seconds(10)
  ) -> WeatherClient {
    WeatherClient(
      search: { query in
        let url = geocodingURL.appendingQuery([("name", query)])
        return try await get(GeocodingSearch.self, from: url, http: http, timeout: timeout)
      },
      forecast: { location in
        let url = forecastURL.appendingQuery([
          ("latitude", String(location.latitude)),
          ("longitude", String(location.longitude)),
          ("daily", "temperature_2m_max,temperature_2m_min"),
          ("timezone", timeZone.identifier),
        ])
        return try await get(Forecast.self, from: url, http: http, timeout: timeout)
      }
    )
  }

  private static func get<Value: Decodable>(
    _ type: Value.Type, from url: URL, http: HTTPClient, timeout: Duration
  ) async throws -> Value {
    var request = URLRequest(url: url)
    // FoundationNetworking counts the timeout in whole seconds (0.5 s times out at once).
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    request.timeoutInterval = max(1, seconds.rounded(.up))
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await http.data(for: request)
    } catch let error as URLError {
      throw WeatherClientError.network(Self.describe(error.code))
    }
    guard response.statusCode == 200 else { throw WeatherClientError.status(response.statusCode) }
    do {
      return try JSONDecoder.weather().decode(Value.self, from: data)
    } catch {
      throw WeatherClientError.malformedResponse(Self.describe(error))
    }
  }

  /// A network failure in a few words.
  static func describe(_ code: URLError.Code) -> String {
    switch code {
    case .timedOut: "timed out"
    case .cannotConnectToHost: "could not connect"
    case .cannotFindHost, .dnsLookupFailed: "host not found"
    case .notConnectedToInternet, .networkConnectionLost: "no network"
    case .secureConnectionFailed, .serverCertificateUntrusted: "secure connection failed"
    default: "URL error \(code.rawValue)"
    }
  }

  /// A decoding error in a few words: what was wrong, and where.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case let .keyNotFound(key, context):
      let at = path(context)
      return "no \(key.stringValue)\(at.isEmpty ? "" : " in \(at)")"
    case let .typeMismatch(_, context), let .valueNotFound(_, context):
      return "wrong value at \(path(context))"
    case let .dataCorrupted(context):
      return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context))"
    @unknown default:
      return "not the expected JSON"
    }
  }
}

extension URL {
  /// This URL with `items` added to its query, each name and value percent-encoded so that
  /// only unreserved ASCII characters stay as they are ("San José & co" becomes
  /// "San%20Jos%C3%A9%20%26%20co"). A comma is kept: it separates values of one item.
  func appendingQuery(_ items: [(name: String, value: String)]) -> URL {
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return self }
    let added = items.map { "\(Self.encode($0.name))=\(Self.encode($0.value))" }
    let existing = components.percentEncodedQuery.map { [$0] } ?? []
    components.percentEncodedQuery = (existing + added).joined(separator: "&")
    return components.url ?? self
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,"
  )

  private static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
