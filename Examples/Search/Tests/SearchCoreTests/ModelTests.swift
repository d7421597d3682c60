import Foundation
import SearchCore
import Testing

/// Decoding the APIs' JSON (shaped like real answers) and formatting forecast lines.
struct ModelTests {
  @Test func aSearchDecodesItsResultsInOrder() throws {
    let json = """
      {"results":[
        {"id":5391959,"name":"San Francisco","latitude":37.77493,"longitude":-122.41942,"elevation":16.0,
         "feature_code":"PPLA2","country_code":"US","admin1_id":5332921,"timezone":"America/Los_Angeles",
         "population":864816,"postcodes":["94102"],"country_id":6252001,"country":"United States",
         "admin1":"California","admin2":"San Francisco"},
        {"id":3621849,"name":"San José","latitude":9.93333,"longitude":-84.08333,"elevation":1161.0,
         "feature_code":"PPLC","country_code":"CR","timezone":"America/Costa_Rica","country":"Costa Rica"}
      ],"generationtime_ms":0.93}
      """
    let search = try JSONDecoder.weather().decode(GeocodingSearch.self, from: Data(json.utf8))
    #expect(search == GeocodingSearch(results: [
      GeocodingSearch.Result(country: "United States", latitude: 37.77493, longitude: -122.41942, id: 5391959, name: "San Francisco", admin1: "California"),
      GeocodingSearch.Result(country: "Costa Rica", latitude: 9.93333, longitude: -84.08333, id: 3621849, name: "San José"),
    ]))
    #expect(search.results.map(\.title) == ["San Francisco, California, United States", "San José, Costa Rica"])
  }

  @Test func aSearchWithoutResultsIsEmpty() throws {
    let search = try JSONDecoder.weather().decode(GeocodingSearch.self, from: Data(#"{"generationtime_ms":0.41}"#.utf8))
    #expect(search.results == [])
  }

  @Test func aForecastDecodesItsDaysAsUTCMidnights() throws {
    let json = """
      {"latitude":37.763283,"longitude":-122.41286,"generationtime_ms":0.05,"utc_offset_seconds":-25200,
       "timezone":"America/Los_Angeles","timezone_abbreviation":"PDT","elevation":18.0,
       "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},
       "daily":{"time":["2024-03-18","2024-03-19","2024-03-20"],
                "temperature_2m_max":[17.9,16.4,18.3],"temperature_2m_min":[11.2,10.8,11.0]}}
      """
    let forecast = try JSONDecoder.weather().decode(Forecast.self, from: Data(json.utf8))
    #expect(forecast == Forecast(
      daily: Forecast.Daily(
        temperatureMax: [17.9, 16.4, 18.3], temperatureMin: [11.2, 10.8, 11.0],
        time: [1_710_720_000, 1_710_806_400, 1_710_892_800].map(Date.init(timeIntervalSince1970:))
      ),
      dailyUnits: Forecast.DailyUnits(temperatureMax: "°C", temperatureMin: "°C")
    ))
    #expect(Search.State.Weather(id: 7, forecast: forecast).lines == [
      "Today, 11.2°C – 17.9°C",
      "Tuesday, 10.8°C – 16.4°C",
      "Wednesday, 11.0°C – 18.3°C",
    ])
  }

  @Test func aDateThatIsNotADayFailsToDecode() {
    let json = """
      {"daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C"},
       "daily":{"time":["18/03/2024"],"temperature_2m_max":[1],"temperature_2m_min":[0]}}
      """
    #expect(throws: DecodingError.self) { try JSONDecoder.weather().decode(Forecast.self, from: Data(json.utf8)) }
  }

  @Test func theFirstDayIsTodayThenWeekdaysWithUnitsVerbatim() {
    #expect(Search.State.Weather(id: 1, forecast: .mock).lines == [
      "Today, 70.0°F – 90.0°F",
      "Friday, 50.0°F – 70.0°F",
      "Saturday, 80.0°F – 100.0°F",
    ])
    let day = Search.State.Weather.Day(
      date: Date(timeIntervalSince1970: -86_400), temperatureMax: -0.04, temperatureMaxUnit: " K",
      temperatureMin: -12.25, temperatureMinUnit: "deg"
    )
    #expect(Search.State.Weather(id: 1, days: [day, day]).lines == ["Today, -12.3deg – 0.0 K", "Wednesday, -12.3deg – 0.0 K"])
  }

  @Test func unevenArraysStopAtTheShortest() {
    var forecast = Forecast.mock
    forecast.daily.temperatureMin.removeLast()
    #expect(Search.State.Weather(id: 1, forecast: forecast).days.count == 2)
  }
}
