/// An action for one element of a collection feature, addressed by the element's id.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)

  /// The case paths of `IdentifiedAction`: its one case, `element`. One element's actions are
  /// reached with `[id:]` on a case path instead, e.g. `\.todos[id: id]`.
  public struct AllCasePaths: Sendable {
    /// The element case, as an `(id, action)` pair.
    public let element = AnyCasePath<IdentifiedAction, (id: ID, action: Action)>(
      embed: { .element(id: $0.id, action: $0.action) }
    ) { if case let .element(id, action) = $0 { (id, action) } else { nil } }
  }
  /// The case paths, for `CasePathable`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// The element action of a child feature `R` whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension AnyCasePath {
  /// The actions of the element with `id`: `\.todos[id: id]`, or deeper,
  /// `\.todos[id: id].delegate`. Other elements' actions do not match.
  public subscript<ID, ElementAction>(id id: ID) -> AnyCasePath<Root, ElementAction>
  where Value == IdentifiedAction<ID, ElementAction> {
    // Written as one path rather than the element's path appended to this one: a row's store
    // keeps the embedding, and one closure around this path's is one object, where appending
    // kept two (the element's embedding and the closure joining them).
    let (embed, extract, naming, isIdentity) = (_embed, _extract, naming, isIdentity)
    return AnyCasePath<Root, ElementAction>(
      embed: { embed(.element(id: id, action: $0)) },
      extract: { root in
        guard case let .element(elementID, action)? = extract(root), elementID == id else { return nil }
        return action
      },
      naming: { isIdentity ? "element(id: \(id))" : "\(naming()).element(id: \(id))" },
      isIdentity: false
    )
  }
}
