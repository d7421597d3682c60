import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension WeatherClient {
  /// Canned answers after a short wait on the injected clock, for `--offline` and previews:
  /// any query finds the three mock places; every place has the mock forecast.
  public static let offline = WeatherClient(
    search: { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: offlineDelay)
      return .mock
    },
    forecast: { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: offlineDelay)
      return .mock
    }
  )

  /// How long the offline client takes to answer, so spinners and debouncing still show.
  public static let offlineDelay = Duration.milliseconds(500)
}

extension GeocodingSearch {
  /// Brooklyn, Los Angeles and San Francisco, ids 1 to 3, with their regions.
  public static let mock = GeocodingSearch(
    results: [
      Result(country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1, name: "Brooklyn", admin1: "New York"),
      Result(
        country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2, name: "Los Angeles", admin1: "California"
      ),
      Result(
        country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: "California"
      ),
    ]
  )
}

extension Forecast {
  /// Three days from 1 January 1970 (UTC): highs 90, 70, 100 and lows 70, 50, 80 in °F.
  public static let mock = Forecast(
    daily: Daily(
      temperatureMax: [90, 70, 100], temperatureMin: [70, 50, 80],
      time: [0, 86_400, 172_800].map(Date.init(timeIntervalSince1970:))
    ),
    dailyUnits: DailyUnits(temperatureMax: "°F", temperatureMin: "°F")
  )
}
