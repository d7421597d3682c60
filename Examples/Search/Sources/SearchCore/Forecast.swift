import Foundation  // DateFormatter, for the API's local dates

/// The forecast API's answer: per day a date, the highest and the lowest temperature, and
/// the units of both, under the API's JSON names (`daily.temperature_2m_max`, ...).
public struct Forecast: Decodable, Equatable, Sendable {
  public var daily: Daily
  public var dailyUnits: DailyUnits

  /// The daily values, index by index: day `i` is `time[i]`, `temperatureMax[i]`, ...
  public struct Daily: Decodable, Equatable, Sendable {
    public var temperatureMax: [Double]
    public var temperatureMin: [Double]
    /// Midnight UTC of each day's date ("yyyy-MM-dd" in the JSON).
    public var time: [Date]

    /// Daily values; the arrays are read index by index, up to the shortest.
    public init(temperatureMax: [Double], temperatureMin: [Double], time: [Date]) {
      self.temperatureMax = temperatureMax
      self.temperatureMin = temperatureMin
      self.time = time
    }

    enum CodingKeys: String, CodingKey {
      case temperatureMax = "temperature_2m_max"
      case temperatureMin = "temperature_2m_min"
      case time
    }
  }

  /// The units the API reports, e.g. "°C".
  public struct DailyUnits: Decodable, Equatable, Sendable {
    public var temperatureMax: String
    public var temperatureMin: String

    /// Units for the highest and the lowest temperature.
    public init(temperatureMax: String, temperatureMin: String) {
      self.temperatureMax = temperatureMax
      self.temperatureMin = temperatureMin
    }

    enum CodingKeys: String, CodingKey {
      case temperatureMax = "temperature_2m_max"
      case temperatureMin = "temperature_2m_min"
    }
  }

  /// A forecast of `daily` values in `dailyUnits`.
  public init(daily: Daily, dailyUnits: DailyUnits) {
    self.daily = daily
    self.dailyUnits = dailyUnits
  }

  enum CodingKeys: String, CodingKey {
    case daily
    case dailyUnits = "daily_units"
  }
}

extension JSONDecoder {
  /// A decoder for the weather APIs: dates are "yyyy-MM-dd", read as midnight UTC (POSIX
  /// locale), so a day never shifts with the machine's time zone.
  public static func weather() -> JSONDecoder {
    let formatter = DateFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    return decoder
  }
}
