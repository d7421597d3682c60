extension Reducer {
  /// Runs `element` on one element of the identified array at `toElements` for each
  /// ``IdentifiedAction`` in case `toElementAction`, before this reducer runs.
  ///
  /// The element's effects are tagged with its id, and cancelled when the element is removed,
  /// while other elements keep running theirs: at once when this reducer removed it, with the
  /// next action that reaches this reducer when a reducer beside it did. An action for an id that is not in the array
  /// reports an issue: usually an effect outlived its row, or the row was removed too early.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, ID, Element>
  where Action: CasePathable, Element.State == ElementState, Element.Action == ElementAction {
    ForEachReducer(
      parent: self, toElements: toElements, toElementAction: Action.casePath(toElementAction),
      element: element(), location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer made by ``Reducer/forEach(_:action:fileID:filePath:line:column:element:)``.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let elements: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  /// The collection's key path as text, made once: it names the elements' effects.
  @usableFromInline let elementsName: String
  @usableFromInline let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let element: Element
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    element: Element,
    location: SourceLocation
  ) {
    self.parent = parent
    self.toElements = toElements
    self.elements = StatePath(toElements)
    self.elementsName = "\(toElements)"
    self.toElementAction = toElementAction
    self.element = element
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    let before = elements.modify(&state) { $0.removalSnapshot }
    let parentEffect = parent.reduce(into: &state, action: action)
    let removed = elements.modify(&state) { $0.idsRemoved(since: before) }
    if removed.isEmpty, !NavigationCheck.isNeeded {
      if elementEffect.isNone { return parentEffect }
      return parentEffect.isNone ? elementEffect : .merge(elementEffect, parentEffect)
    }
    return effects(elementEffect, parentEffect, removed: removed, state: state)
  }

  /// The effects when elements went away: the cancellations of the elements this reducer saw
  /// removed, and of those a reducer beside it removed. Out of line, so that the common path
  /// above does not pay for what this one needs.
  @inlinable @inline(never)
  func effects(
    _ elementEffect: Effect<Parent.Action>, _ parentEffect: Effect<Parent.Action>,
    removed: [ID], state: Parent.State
  ) -> Effect<Parent.Action> {
    var effects = [elementEffect, parentEffect]
    effects += removed.map { Effect<Parent.Action>(.cancelNavigation(elementNavigationID($0))) }
    if NavigationCheck.isNeeded { effects.append(cancellationsOfRemovedElements(state)) }
    return .merge(effects)
  }

  /// Cancels the effects of elements that a reducer beside this one removed.
  @usableFromInline
  func cancellationsOfRemovedElements(_ state: Parent.State) -> Effect<Parent.Action> {
    let (name, elements) = (elementsName, state[keyPath: toElements])
    return NavigationCheck.cancellations(of: ElementNavigationID<ID>.self) {
      $0.keyPath == name && elements.index(id: $0.id) == nil
    }
  }

  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    guard let index = elements.modify(&state, { $0.index(id: id) }) else {
      reportMissingElement(id: id, action: action)
      return .none
    }
    let effect = elements.modify(&state, with: element, (index, elementAction)) { element, elements, argument in
      element.reduce(into: &elements[position: argument.0], action: argument.1)
    }
    if effect.isNone { return .none }
    let embed = toElementAction._embed
    return Effect(.navigation(elementNavigationID(id), effect.map { embed(.element(id: id, action: $0)) }))
  }

  @usableFromInline func reportMissingElement(id: ID, action: Parent.Action) {
    reportIssue(
      """
      A forEach at \(location) received an action for a missing element:
        \(describe(action))
      No element has id \(id). Usually an effect of a removed element sent it (cancel it when \
      the element is removed), or the element was removed before this action was sent.
      """,
      at: location
    )
  }

  @inlinable func elementNavigationID(_ id: ID) -> EffectID {
    EffectID(ElementNavigationID(keyPath: elementsName, id: id))
  }
}

/// Names one element of one collection in the tree of running effects.
@usableFromInline
struct ElementNavigationID<ID: Hashable & Sendable>: Hashable, Sendable {
  let keyPath: String
  let id: ID

  @usableFromInline init(keyPath: String, id: ID) {
    self.keyPath = keyPath
    self.id = id
  }
}
