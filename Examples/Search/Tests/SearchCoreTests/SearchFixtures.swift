import Synchronization
import Foundation
import SearchCore

extension GeocodingSearch.Result {
  /// The place the original example's tests tap: not among the mocks.
  static let special = GeocodingSearch.Result(country: "Special Country", latitude: 0, longitude: 0, id: 42, name: "Special Place")
}

extension Search.State.Weather {
  /// `Forecast.mock` as the state shows it, for the location `id`.
  static func mock(id: GeocodingSearch.Result.ID) -> Self {
    Self(
      id: id,
      days: [
        Day(date: Date(timeIntervalSince1970: 0), temperatureMax: 90, temperatureMaxUnit: "°F", temperatureMin: 70, temperatureMinUnit: "°F"),
        Day(date: Date(timeIntervalSince1970: 86_400), temperatureMax: 70, temperatureMaxUnit: "°F", temperatureMin: 50, temperatureMinUnit: "°F"),
        Day(date: Date(timeIntervalSince1970: 172_800), temperatureMax: 100, temperatureMaxUnit: "°F", temperatureMin: 80, temperatureMinUnit: "°F"),
      ]
    )
  }
}

/// The queries a stubbed client was asked, in order.
final class Calls: Sendable {
  private let queries = Mutex<[String]>([])
  func record(_ query: String) { queries.withLock { $0.append(query) } }
  var all: [String] { queries.withLock { $0 } }
}
