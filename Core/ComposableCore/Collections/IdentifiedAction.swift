/// An action for one element of a collection feature, addressed by the element's id.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)

  public struct AllCasePaths: Sendable {
    /// The element case, as an `(id, action)` pair.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } }
      )
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// The element action of a child feature `R` whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
