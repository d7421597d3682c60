/// The geocoding API's answer: the places found for a query, best first. The API leaves
/// `results` out when nothing matches, which decodes as an empty list.
public struct GeocodingSearch: Decodable, Equatable, Sendable {
  public var results: [Result]

  /// A place found, under the API's JSON names. The API omits `admin1` (the region: a
  /// state, a province) for some places.
  public struct Result: Decodable, Equatable, Identifiable, Sendable {
    public var country: String
    public var latitude: Double
    public var longitude: Double
    public var id: Int
    public var name: String
    public var admin1: String?

    /// A place; the region is optional, as in the API.
    public init(country: String, latitude: Double, longitude: Double, id: Int, name: String, admin1: String? = nil) {
      self.country = country
      self.latitude = latitude
      self.longitude = longitude
      self.id = id
      self.name = name
      self.admin1 = admin1
    }

    /// "name, region, country", leaving out a missing region.
    public var title: String {
      [name, admin1, country].compactMap { $0 }.joined(separator: ", ")
    }
  }

  /// An answer with `results` in the API's order.
  public init(results: [Result]) {
    self.results = results
  }

  enum CodingKeys: CodingKey { case results }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    results = try container.decodeIfPresent([Result].self, forKey: .results) ?? []
  }
}
