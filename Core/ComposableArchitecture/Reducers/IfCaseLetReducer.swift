extension Reducer {
  /// Runs `child` while this reducer's enum state is in the case named by `toCaseState`, for
  /// actions in case `toCaseAction`, before this reducer runs.
  ///
  /// An action for another case reports an issue; switching to another case (or to a value with
  /// another `Identifiable` id) cancels the old case's effects.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Case
  ) -> IfCaseLetReducer<Self, Case>
  where State: CasePathable, Action: CasePathable, Case.State == CaseState, Case.Action == CaseAction {
    IfCaseLetReducer(
      parent: self, toCaseState: State.casePath(toCaseState),
      caseName: ".\(State.casePath(toCaseState).name)", toCaseAction: Action.casePath(toCaseAction),
      child: child(), location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer made by ``Reducer/ifCaseLet(_:action:fileID:filePath:line:column:then:)``.
public struct IfCaseLetReducer<Parent: Reducer, Case: Reducer>: Reducer {
  let parent: Parent
  let toCaseState: AnyCasePath<Parent.State, Case.State>
  let caseName: String
  let toCaseAction: AnyCasePath<Parent.Action, Case.Action>
  let child: Case
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let identityBefore = toCaseState.extract(from: state).map(caseIdentity)
    var childEffect = Effect<Parent.Action>.none
    if let caseAction = toCaseAction.extract(from: action) {
      if var caseState = toCaseState.extract(from: state), let identityBefore {
        let effect = child.reduce(into: &caseState, action: caseAction)
        state = toCaseState.embed(caseState)
        if !effect.isNone {
          childEffect = Effect(.navigation(identityBefore, effect.map(toCaseAction._embed)))
        }
      } else {
        reportIssue(
          """
          An ifCaseLet at \(location) received an action for case \(caseName) while the state was \
          in another case:
            \(describe(action))
          Usually an effect of the old case outlived it, or the state changed case before the \
          action was sent.
          """,
          at: location
        )
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let identityAfter = toCaseState.extract(from: state).map(caseIdentity)
    guard let identityBefore, identityBefore != identityAfter else {
      return childEffect.merge(with: parentEffect)
    }
    return .merge(childEffect, parentEffect, Effect(.cancelNavigation(identityBefore)))
  }

  private func caseIdentity(_ caseState: Case.State) -> EffectID {
    EffectID(ChildNavigationID(keyPath: caseName, id: identifiableID(of: caseState)))
  }
}
