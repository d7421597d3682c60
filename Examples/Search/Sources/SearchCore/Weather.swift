#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Search.State {
  /// The forecast shown under a result: the id of the place it belongs to, and its days.
  public struct Weather: Equatable, Sendable {
    public var id: GeocodingSearch.Result.ID
    public var days: [Day]

    /// One day of a forecast, with the units the API gave.
    public struct Day: Equatable, Sendable {
      public var date: Date
      public var temperatureMax: Double
      public var temperatureMaxUnit: String
      public var temperatureMin: Double
      public var temperatureMinUnit: String

      /// A day of the forecast.
      public init(
        date: Date, temperatureMax: Double, temperatureMaxUnit: String, temperatureMin: Double, temperatureMinUnit: String
      ) {
        self.date = date
        self.temperatureMax = temperatureMax
        self.temperatureMaxUnit = temperatureMaxUnit
        self.temperatureMin = temperatureMin
        self.temperatureMinUnit = temperatureMinUnit
      }
    }

    /// Weather of the days `days` for location `id`.
    public init(id: GeocodingSearch.Result.ID, days: [Day]) {
      self.id = id
      self.days = days
    }

    /// The forecast's days, index by index; arrays of unequal length stop at the shortest.
    public init(id: GeocodingSearch.Result.ID, forecast: Forecast) {
      let daily = forecast.daily
      let count = min(daily.time.count, daily.temperatureMax.count, daily.temperatureMin.count)
      self.init(
        id: id,
        days: (0..<count).map { index in
          Day(
            date: daily.time[index],
            temperatureMax: daily.temperatureMax[index], temperatureMaxUnit: forecast.dailyUnits.temperatureMax,
            temperatureMin: daily.temperatureMin[index], temperatureMinUnit: forecast.dailyUnits.temperatureMin
          )
        }
      )
    }

    /// The lines shown under the location: "Today, 11.2°C – 17.9°C" for the first day, then
    /// the weekday's full English name ("Tuesday, ..."). Dates are midnight UTC of the local
    /// day, so the weekday is read in UTC.
    public var lines: [String] {
      days.enumerated().map { index, day in
        let label = index == 0 ? "Today" : Self.weekdayName(of: day.date)
        return "\(label), \(Self.format(day.temperatureMin))\(day.temperatureMinUnit) – "
          + "\(Self.format(day.temperatureMax))\(day.temperatureMaxUnit)"
      }
    }

    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The weekday of `date` in UTC: 1 January 1970 was a Thursday.
    static func weekdayName(of date: Date) -> String {
      let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
      return weekdayNames[((days + 4) % 7 + 7) % 7]
    }

    /// A temperature with one decimal, as the API gives it: "90.0", "11.2", "-0.5"; a value
    /// that rounds to zero has no sign.
    static func format(_ value: Double) -> String {
      let tenths = Int((value * 10).rounded())
      return (tenths < 0 ? "-" : "") + "\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }
  }
}
