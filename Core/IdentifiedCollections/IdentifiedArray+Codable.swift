/// An identified array is coded as the plain array of its elements, so a file written from
/// `[Element]` reads back as `IdentifiedArrayOf<Element>` and the other way round.
extension IdentifiedArray: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

/// Decoding refuses two elements with one id, which an identified array cannot hold: the
/// data is corrupt, and keeping either one would drop the other silently.
extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    var seen: Set<ID> = []
    for element in elements where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "two elements have the id \(element.id)"
      )
    }
    self.init(elements)
  }
}
