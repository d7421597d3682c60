import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// The state of the reusable favoriting component: which item, whether it is a favorite, and
/// the alert of a failed request.
public struct FavoritingState<ID: Hashable & Sendable>: Equatable, Sendable {
  @Presents public var alert: AlertState<FavoritingAction.Alert>?
  public let id: ID
  public var isFavorite: Bool

  public init(alert: AlertState<FavoritingAction.Alert>? = nil, id: ID, isFavorite: Bool) {
    self.alert = alert
    self.id = id
    self.isFavorite = isFavorite
  }
}

/// The actions of the favoriting component, the same for any id.
@CasePathable
public enum FavoritingAction: Equatable, Sendable {
  case alert(PresentationAction<Alert>)
  case buttonTapped
  case response(Result<Bool, FavoriteError>)

  /// The failure alert has only OK.
  @CasePathable
  public enum Alert: Equatable, Sendable {}
}

/// Why a favorite request failed, as its alert says.
public struct FavoriteError: LocalizedError, Equatable, Sendable {
  public var message: String
  public init(_ message: String = "Favoriting failed.") { self.message = message }
  public var errorDescription: String? { message }
}

/// A reusable, generic component: toggles the flag at once (optimistically), asks the server,
/// keeps only the latest request per item, and on failure shows an alert whose dismissal
/// rolls the flag back.
@Reducer
public struct Favoriting<ID: Hashable & Sendable> {
  public typealias State = FavoritingState<ID>
  public typealias Action = FavoritingAction

  let favorite: @Sendable (ID, Bool) async throws -> Bool

  /// The component asking `favorite(id, isFavorite)`, which answers the flag the server kept.
  public init(favorite: @escaping @Sendable (ID, Bool) async throws -> Bool) {
    self.favorite = favorite
  }

  struct CancelID: Hashable, Sendable {
    let id: ID
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.dismiss):
        state.alert = nil
        state.isFavorite.toggle()
        return .none
      case .alert:
        return .none
      case .buttonTapped:
        state.isFavorite.toggle()
        return .run { [id = state.id, isFavorite = state.isFavorite, favorite] send in
          do {
            await send(.response(.success(try await favorite(id, isFavorite))))
          } catch let error as FavoriteError {
            await send(.response(.failure(error)))
          } catch {
            await send(.response(.failure(FavoriteError(error.localizedDescription))))
          }
        }
        .cancellable(id: CancelID(id: state.id), cancelInFlight: true)
      case .response(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        return .none
      case .response(.success(let isFavorite)):
        state.isFavorite = isFavorite
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// One episode of the list, with the favoriting component embedded.
@Reducer
public struct Episode {
  public struct State: Equatable, Identifiable, Sendable {
    public var alert: AlertState<FavoritingAction.Alert>?
    public let id: UUID
    public var isFavorite: Bool
    public let title: String

    public init(id: UUID, isFavorite: Bool = false, title: String) {
      self.id = id
      self.isFavorite = isFavorite
      self.title = title
    }

    /// The component's view of this episode; writing it back keeps the alert and the flag.
    public var favorite: FavoritingState<UUID> {
      get { FavoritingState(alert: alert, id: id, isFavorite: isFavorite) }
      set {
        alert = newValue.alert
        isFavorite = newValue.isFavorite
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case favorite(FavoritingAction)
  }

  let favorite: @Sendable (UUID, Bool) async throws -> Bool

  public init(favorite: @escaping @Sendable (UUID, Bool) async throws -> Bool) {
    self.favorite = favorite
  }

  public var body: some ReducerOf<Self> {
    Scope(\.favorite, action: \.favorite) { Favoriting(favorite: favorite) }
  }
}

/// The list of episodes, each favorited on its own.
@Reducer
public struct Episodes {
  public struct State: Equatable, Sendable {
    public var episodes: IdentifiedArrayOf<Episode.State>

    public init(episodes: IdentifiedArrayOf<Episode.State> = []) {
      self.episodes = episodes
    }
  }

  public enum Action: Equatable, Sendable {
    case episodes(IdentifiedActionOf<Episode>)
  }

  let favorite: @Sendable (UUID, Bool) async throws -> Bool

  public init(favorite: @escaping @Sendable (UUID, Bool) async throws -> Bool = liveFavorite) {
    self.favorite = favorite
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.episodes, action: \.episodes) { Episode(favorite: favorite) }
  }
}

/// The live request: a second on the clock, then the server keeps the flag, except one time
/// in four (drawn from the injected generator), when it fails.
@Sendable public func liveFavorite(_ id: UUID, _ isFavorite: Bool) async throws -> Bool {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  try await clock.sleep(for: .seconds(1))
  let fails = withRandomNumberGenerator { Double.random(in: 0..<1, using: &$0) } < 0.25
  if fails { throw FavoriteError() }
  return isFavorite
}

extension IdentifiedArrayOf<Episode.State> {
  /// The six episodes of the study.
  public static var mocks: Self {
    let titles = [
      "Functions", "Side Effects", "Algebraic Data Types", "DSLs vs. Templates", "Tagged", "Composition without Equality",
    ]
    return IdentifiedArray(titles.enumerated().map { index, title in
      Episode.State(id: UUID(uuidString: "00000000-0000-0000-0000-\(NumberText.zeroPadded(index, width: 12))")!, title: title)
    })
  }
}
