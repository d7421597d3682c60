import Testing

@Suite struct CasePathableExpansionTests {
  @Test func everyCaseGetsAPathToItsPayload() {
    let (source, errors) = expand(
      """
      @CasePathable
      public enum Action {
        case tap
        case child(Child.Action)
        case move(x: Int, y: Int)
        case pair(Int, String)
      }
      """
    )
    #expect(errors == [])
    #expect(
      source == """
        public enum Action {
          case tap
          case child(Child.Action)
          case move(x: Int, y: Int)
          case pair(Int, String)

          public struct AllCasePaths: Sendable {
            public var tap: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  if case .tap = $0 {
                    ()
                  } else {
                    nil
                  }
                }
              )
            }
            public var child: CasePaths.AnyCasePath<Action, Child.Action> {
              CasePaths.AnyCasePath(
                embed: {
                  Action.child($0)
                },
                extract: {
                  if case let .child(value) = $0 {
                    value
                  } else {
                    nil
                  }
                }
              )
            }
            public var move: CasePaths.AnyCasePath<Action, (x: Int, y: Int)> {
              CasePaths.AnyCasePath(
                embed: {
                  Action.move(x: $0.0, y: $0.1)
                },
                extract: {
                  if case let .move(value0, value1) = $0 {
                    (x: value0, y: value1)
                  } else {
                    nil
                  }
                }
              )
            }
            public var pair: CasePaths.AnyCasePath<Action, (Int, String)> {
              CasePaths.AnyCasePath(
                embed: {
                  Action.pair($0.0, $0.1)
                },
                extract: {
                  if case let .pair(value0, value1) = $0 {
                    (value0, value1)
                  } else {
                    nil
                  }
                }
              )
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """
    )
  }

  @Test func aBindingCaseMakesThePathsThoseOfABindableAction() {
    let (source, _) = expand(
      """
      @CasePathable
      enum Action {
        case binding(BindingAction<State>)
      }
      """
    )
    #expect(source.contains("struct AllCasePaths: ComposableArchitecture.BindableCasePaths {"))
    #expect(source.contains("var binding: CasePaths.AnyCasePath<Action, BindingAction<State>>"))
  }

  @Test func onAStructItIsAnError() {
    let (source, errors) = expand("@CasePathable struct State {}")
    #expect(source == "struct State {}")
    #expect(
      errors == [
        """
        @CasePathable applies to an enum: it gives each case a key path. Remove it from this \
        declaration, or make it an enum.
        """
      ]
    )
  }
}
