import ComposableArchitecture

/// The whole program's logic: the list, saved through `TodosStorage` a moment after each
/// change and at once when the program exits, with a pending sort applied first. A failed
/// save is kept for the screen to show; the list in memory is untouched and the next change
/// tries again.
///
/// The list is watched by its `revision` and read when the save starts, not when it is
/// scheduled: holding a copy of 10,000 todos while waiting would make every change in the
/// meantime copy the whole list.
@Reducer
public struct TodosApp {
  public struct State: Equatable, Sendable {
    public var list: Todos.State
    /// Why the last save failed, until one succeeds.
    public var saveError: String?

    /// The program with `list` loaded.
    public init(list: Todos.State = Todos.State(), saveError: String? = nil) {
      self.list = list
      self.saveError = saveError
    }
  }

  public enum Action: Equatable, Sendable {
    case list(Todos.Action)
    /// The program is about to exit (quit, Ctrl-C, SIGTERM): sort what is waiting to sink, save now.
    case programWillExit
    /// The list has not changed for `saveDelay`.
    case saveDelayElapsed
    case saveFailed(String)
    case saved
  }

  /// How long the list must stay unchanged before it is saved: typing a description
  /// saves once, not once per key.
  public static let saveDelay = Duration.milliseconds(500)

  enum CancelID { case save }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.todosStorage) var storage

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.list, action: \.list) {
      Todos()
    }
    .onChange(of: \.list.todos.revision) { _, _ in
      .run { [clock] send in
        try await clock.sleep(for: Self.saveDelay)
        await send(.saveDelayElapsed)
      }
      .cancellable(id: CancelID.save, cancelInFlight: true)
    }
    Reduce { state, action in
      switch action {
      case .list:
        return .none
      case .programWillExit:
        // A sort still waiting would never run: apply it now and cancel it, so a todo ticked
        // just before quitting is saved where the next run shows it, below the open ones.
        state.list.todos.sinkCompleted()
        return .merge(.cancel(id: Todos.CancelID.todoCompletion), save(state.list.todos))
      case .saveDelayElapsed:
        return save(state.list.todos)
      case .saveFailed(let message):
        state.saveError = message
        return .none
      case .saved:
        state.saveError = nil
        return .none
      }
    }
  }

  /// Saves `todos`, replacing any save still waiting or running: a newer list always wins,
  /// and the storage drops a cancelled save whole.
  private func save(_ todos: IdentifiedArrayOf<Todo.State>) -> EffectOf<Self> {
    .run { [storage] send in
      do {
        try await storage.save(todos)
        await send(.saved)
      } catch is CancellationError {
      } catch {
        await send(.saveFailed("\(error)"))
      }
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}
