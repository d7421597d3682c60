import Testing

@Suite struct ReducerExpansionTests {
  @Test func aStructGetsCasePathableActionsABuilderBodyAndTheConformance() {
    let (source, errors) = expand(
      """
      @Reducer
      struct Feature {
        struct State: Equatable {}
        enum Action {
          case tap
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    )
    #expect(errors == [])
    #expect(
      source == """
        struct Feature {
          struct State: Equatable {}
          @CasePaths.CasePathable
          enum Action {
            case tap
          }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func anEnumOfFeaturesGetsStateActionAndABodyOfItsFeatures() {
    let (source, errors) = expand(
      """
      @Reducer
      public enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
        case edit(SyncUpForm)
        @ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)
      }
      """
    )
    #expect(errors == [])
    #expect(
      source == """
        public enum Destination {
          case alert(AlertState<Alert>)
          case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
          case edit(SyncUpForm)
          case meeting(Meeting, syncUp: SyncUp)

          @CasePaths.CasePathable @dynamicMemberLookup
          public enum State: ComposableArchitecture.CaseReducerState {
            public typealias StateReducer = Destination
            case alert(AlertState<Alert>)
            case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
            case edit(SyncUpForm.State)
            case meeting(Meeting, syncUp: SyncUp)
          }

          @CasePaths.CasePathable
          public enum Action {
            case alert(Alert)
            case dialog(Dialog)
            case edit(SyncUpForm.Action)
          }

          public static var body: ComposableArchitecture.Reduce<State, Action> {
            ComposableArchitecture.Reduce(
              ComposableArchitecture.EmptyReducer<State, Action>()
              .ifCaseLet(\\.edit, action: \\.edit) {
                SyncUpForm()
              }
            )
          }
        }

        extension Destination: ComposableArchitecture.Reducer, ComposableArchitecture.CaseReducer {
        }
        """
    )
  }

  /// A root that switches between its cases writes its own static `body`, which gets the
  /// builder; none is written for it.
  @Test func anEnumWithItsOwnBodyKeepsIt() {
    let (source, errors) = expand(
      """
      @Reducer
      public enum Root {
        case login(Login)
        public static var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
        }
      }
      """
    )
    #expect(errors == [])
    #expect(
      source == """
        public enum Root {
          case login(Login)
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          public static var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
          }

          @CasePaths.CasePathable @dynamicMemberLookup
          public enum State: ComposableArchitecture.CaseReducerState {
            public typealias StateReducer = Root
            case login(Login.State)
          }

          @CasePaths.CasePathable
          public enum Action {
            case login(Login.Action)
          }
        }

        extension Root: ComposableArchitecture.Reducer, ComposableArchitecture.CaseReducer {
        }
        """
    )
  }

  /// An `Action` the enum writes itself is kept: none is written beside it.
  @Test func anEnumWithItsOwnActionKeepsIt() {
    let (source, errors) = expand(
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        case edit(SyncUpForm)
        @CasePathable
        enum Action {
          case alert(Alert)
          case edit(SyncUpForm.Action)
        }
      }
      """
    )
    #expect(errors == [])
    #expect(source.components(separatedBy: "enum Action").count == 2)
    #expect(source.contains("enum State: ComposableArchitecture.CaseReducerState"))
  }

  @Test func aCaseHoldingTwoValuesIsAnError() {
    let (source, errors) = expand(
      """
      @Reducer
      enum Path {
        case detail(Detail)
        case pair(Detail, Detail)
      }
      """
    )
    #expect(errors == [
        """
        'pair' holds 2 values, but a case of a @Reducer enum holds one feature, as in 'case edit(SyncUpForm)'. Make it hold one type, or mark it @ReducerCaseIgnored if it is plain state without logic.
        """
      ])
    #expect(
      source == """
        enum Path {
          case detail(Detail)
          case pair(Detail, Detail)
        }

        extension Path: ComposableArchitecture.Reducer, ComposableArchitecture.CaseReducer {
        }
        """
    )
  }

  @Test func onAClassItIsAnError() {
    let (source, errors) = expand(
      """
      @Reducer class Feature {}
      """
    )
    #expect(errors == [
        """
        @Reducer applies to a struct (a feature with State, Action and a body) or an enum whose cases are features (a destination or a stack's Path). Make this declaration one of those.
        """
      ])
    #expect(
      source == """
        class Feature {}
        """
    )
  }
}
