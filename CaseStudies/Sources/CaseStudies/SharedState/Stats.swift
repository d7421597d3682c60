import ComposableArchitecture

/// The counting statistics the shared-state studies share between their two tabs.
public struct Stats: Codable, Equatable, Sendable {
  public var count = 0
  public var maxCount = 0
  public var minCount = 0
  public var numberOfCounts = 0

  public init(count: Int = 0, maxCount: Int = 0, minCount: Int = 0, numberOfCounts: Int = 0) {
    self.count = count
    self.maxCount = maxCount
    self.minCount = minCount
    self.numberOfCounts = numberOfCounts
  }

  /// One step up; the maximum follows the count.
  public mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }

  /// One step down; the minimum follows the count.
  public mutating func decrement() {
    count -= 1
    numberOfCounts += 1
    minCount = min(minCount, count)
  }
}

/// Whether `n` is prime, by trial division up to its square root (none at or below 1).
public func isPrime(_ n: Int) -> Bool {
  if n <= 1 { return false }
  if n <= 3 { return true }
  var divisor = 2
  while divisor * divisor <= n {
    if n % divisor == 0 { return false }
    divisor += 1
  }
  return true
}

extension AlertState {
  /// Says whether `count` is prime; the counter tabs of every shared-state study show it.
  public static func primeAnswer(for count: Int) -> Self {
    AlertState {
      TextState(isPrime(count) ? "👍 The number \(count) is prime!" : "👎 The number \(count) is not prime :(")
    }
  }
}
