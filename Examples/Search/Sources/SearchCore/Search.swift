import ComposableArchitecture

/// Live place search with inline weather: a pause in typing searches, choosing a result
/// fetches its forecast and shows it under that row.
///
/// The pause itself is the front end's to notice (the terminal waits 300 ms after the last
/// change of the query, as the reference's view does, then sends `searchQueryChangeDebounced`).
/// Two effects, each under a cancellation id: the search (a newer one cancels an older one,
/// and clearing the query cancels it, so a late answer can never fill a list the user
/// emptied), and the forecast (a second choice cancels the first request).
@Reducer
public struct Search {
  public struct State: Equatable, Sendable {
    /// The location whose forecast is being fetched; its row shows a spinner.
    public var resultForecastRequestInFlight: GeocodingSearch.Result?
    public var results: [GeocodingSearch.Result]
    public var searchQuery: String
    /// The forecast shown under the row of the location with its id.
    public var weather: Weather?

    /// An empty search.
    public init(
      resultForecastRequestInFlight: GeocodingSearch.Result? = nil, results: [GeocodingSearch.Result] = [],
      searchQuery: String = "", weather: Weather? = nil
    ) {
      self.resultForecastRequestInFlight = resultForecastRequestInFlight
      self.results = results
      self.searchQuery = searchQuery
      self.weather = weather
    }
  }

  public enum Action: Equatable, Sendable {
    case forecastResponse(GeocodingSearch.Result.ID, Result<Forecast, WeatherClientError>)
    case searchQueryChangeDebounced
    case searchQueryChanged(String)
    case searchResponse(Result<GeocodingSearch, WeatherClientError>)
    case searchResultTapped(GeocodingSearch.Result)
  }

  enum CancelID { case search, weather }

  @Dependency(\.weatherClient) var weatherClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .forecastResponse(_, .failure):
        state.weather = nil
        state.resultForecastRequestInFlight = nil
        return .none

      case let .forecastResponse(id, .success(forecast)):
        state.weather = State.Weather(id: id, forecast: forecast)
        state.resultForecastRequestInFlight = nil
        return .none

      case .searchQueryChangeDebounced:
        guard !state.searchQuery.isEmpty else { return .none }
        return search(state.searchQuery)

      case let .searchQueryChanged(query):
        state.searchQuery = query
        guard !query.isEmpty else {
          state.results = []
          state.weather = nil
          return .cancel(id: CancelID.search)
        }
        return .none

      case .searchResponse(.failure):
        state.results = []
        return .none

      case let .searchResponse(.success(response)):
        state.results = response.results
        return .none

      case let .searchResultTapped(location):
        state.resultForecastRequestInFlight = location
        return fetchForecast(location)
      }
    }
  }

  /// Searches for `query`; a newer search cancels this one, so answers arrive in order.
  private func search(_ query: String) -> EffectOf<Self> {
    .run { [weatherClient] send in
      let result = try await Result.capturing { try await weatherClient.search(query) }
      await send(.searchResponse(result))
    }
    .cancellable(id: CancelID.search, cancelInFlight: true)
  }

  /// Fetches the forecast of `location`; choosing another location cancels this request.
  private func fetchForecast(_ location: GeocodingSearch.Result) -> EffectOf<Self> {
    .run { [weatherClient] send in
      let result = try await Result.capturing { try await weatherClient.forecast(location) }
      await send(.forecastResponse(location.id, result))
    }
    .cancellable(id: CancelID.weather, cancelInFlight: true)
  }
}

extension Result where Failure == WeatherClientError {
  /// The outcome of `body`: any error becomes a `WeatherClientError`; a cancellation is
  /// thrown on, so a cancelled request sends nothing.
  static func capturing(_ body: () async throws -> Success) async throws -> Self {
    do {
      return .success(try await body())
    } catch let error as WeatherClientError {
      return .failure(error)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      if Task.isCancelled { throw CancellationError() }
      return .failure(.network(String(describing: error)))
    }
  }
}
