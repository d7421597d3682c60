import SearchCore

/// What the screen says of the requests: the last failure, shown until the next answer
/// arrives or the query is cleared, and the query a search is pending for (waiting for the
/// pause, or asked), so that an empty list says it is searching rather than that nothing was
/// found.
public struct SearchStatus: Equatable, Sendable {
  /// What went wrong with the last request; nil once one succeeds.
  public var failure: String?
  /// The query whose answer is awaited; nil once answered.
  public var searchingFor: String?

  public init(failure: String? = nil, searchingFor: String? = nil) {
    self.failure = failure
    self.searchingFor = searchingFor
  }

  /// Keeps the status in step with what the search just handled.
  mutating func note(_ action: Search.Action) {
    switch action {
    case let .searchResponse(.failure(error)):
      failure = "Search failed: \(error.message); offline? try --offline"
      searchingFor = nil
    case let .forecastResponse(_, .failure(error)):
      failure = "Forecast failed: \(error.message); offline? try --offline"
    case .searchResponse(.success):
      failure = nil
      searchingFor = nil
    case .forecastResponse(_, .success):
      failure = nil
    case .searchQueryChanged(""):
      failure = nil
      searchingFor = nil
    case let .searchQueryChanged(query):
      searchingFor = query
    case .searchQueryChangeDebounced, .searchResultTapped:
      break
    }
  }
}
