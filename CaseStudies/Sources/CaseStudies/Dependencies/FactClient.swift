import Dependencies
import DependenciesMacros
import Foundation
import HTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a fact about a number, for the Effects studies.
@DependencyClient
public struct FactClient: Sendable {
  /// A fact about the number; throws when none arrives.
  public var fetch: @Sendable (Int) async throws -> String

  /// Why a fact did not arrive, as the studies show it.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
  }
}

extension FactClient {
  /// The offline stand-in for a trivia web service: waits a second on `clock`, then states
  /// what it can compute about the number (parity, primality, a square, the digit sum).
  public static func offline(clock: any Clock<Duration>) -> FactClient {
    FactClient { number in
      try await clock.sleep(for: .seconds(1))
      return localFact(about: number)
    }
  }

  /// Asks a web service: `template` with `{n}` replaced by the number, e.g.
  /// `http://numbersapi.com/{n}`; the body of a 2xx answer is the fact.
  public static func http(template: String, client: HTTPClient) -> FactClient {
    FactClient { number in
      let text = template.replacingOccurrences(of: "{n}", with: String(number))
      guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
        throw Failure("\(text) is not an http or https URL")
      }
      let (data, response) = try await client.data(for: URLRequest(url: url))
      guard (200..<300).contains(response.statusCode) else {
        throw Failure("\(url.absoluteString) answered \(response.statusCode)")
      }
      let fact = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      guard !fact.isEmpty else { throw Failure("\(url.absoluteString) answered with no fact") }
      return fact
    }
  }

  /// A fact computed here: "7 is odd and prime; its digits add up to 7."
  public static func localFact(about number: Int) -> String {
    var properties = [number.isMultiple(of: 2) ? "even" : "odd"]
    if isPrime(number) { properties.append("prime") }
    let root = Int(Double(max(0, number)).squareRoot().rounded())
    if number >= 0, root * root == number { properties.append("the square of \(root)") }
    let digitSum = String(number.magnitude).compactMap(\.wholeNumberValue).reduce(0, +)
    let described = properties.count == 1
      ? properties[0] : properties.dropLast().joined(separator: ", ") + " and " + properties[properties.count - 1]
    return "\(number) is \(described); its digits add up to \(digitSum)."
  }

  /// Whether `number` is prime: 2 and 3 are, numbers up to 1 are not, others by trial division.
  public static func isPrime(_ number: Int) -> Bool {
    guard number > 1 else { return false }
    guard number > 3 else { return true }
    var divisor = 2
    while divisor * divisor <= number {
      if number.isMultiple(of: divisor) { return false }
      divisor += 1
    }
    return true
  }

  /// Answers at once with a local fact: for previews and demos.
  public static let preview = FactClient { localFact(about: $0) }
}

extension DependencyValues {
  /// The number-fact client of the Effects studies.
  public var factClient: FactClient {
    get { self[FactClientKey.self] }
    set { self[FactClientKey.self] = newValue }
  }
}

/// Live: the offline stand-in on the real clock (`casestudies --facts-url` installs the web one).
/// In tests, `FactClient()`: `fetch` reports "Unimplemented: 'FactClient.fetch'" and throws.
private enum FactClientKey: DependencyKey {
  static let liveValue = FactClient.offline(clock: ContinuousClock())
  static let previewValue = FactClient.preview
  static let testValue = FactClient()
}
