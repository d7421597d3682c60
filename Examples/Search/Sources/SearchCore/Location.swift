/// A place the geocoding API found for a query, as its JSON names it. The API omits `admin1`
/// (the region: a state, a province) for some places.
public struct Location: Decodable, Equatable, Identifiable, Sendable {
  public var id: Int
  public var name: String
  public var admin1: String?
  public var country: String
  public var latitude: Double
  public var longitude: Double

  /// A location; the region is optional, as in the API.
  public init(id: Int, name: String, admin1: String? = nil, country: String, latitude: Double, longitude: Double) {
    self.id = id
    self.name = name
    self.admin1 = admin1
    self.country = country
    self.latitude = latitude
    self.longitude = longitude
  }

  /// "name, region, country", leaving out a missing region.
  public var title: String {
    [name, admin1, country].compactMap { $0 }.joined(separator: ", ")
  }
}

/// The geocoding API's answer. It leaves `results` out when nothing matches, which decodes
/// as an empty list.
public struct GeocodingSearch: Decodable, Equatable, Sendable {
  public var results: [Location]

  /// An answer with `results` in the API's order.
  public init(results: [Location]) {
    self.results = results
  }

  enum CodingKeys: CodingKey { case results }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    results = try container.decodeIfPresent([Location].self, forKey: .results) ?? []
  }
}
