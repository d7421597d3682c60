/// The effects of a feature: `EffectOf<Feature>` is `Effect<Feature.Action>`, as
/// ``ReducerOf`` is its reducer type.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// Work a reducer asks the store to do after it changed state: the only place a feature
/// touches the outside world. An effect is a value; the store runs it.
///
/// - ``none``: nothing to do (the common case, and free).
/// - ``send(_:)``: feed an action straight back, handled right after the current one.
/// - ``run(priority:name:operation:catch:fileID:filePath:line:column:)``: asynchronous work
///   that may send actions.
/// - ``merge(_:)`` runs effects at the same time, ``concatenate(_:)`` one after another.
/// - ``cancellable(id:cancelInFlight:)`` and ``cancel(id:)`` stop running work by id.
public struct Effect<Action> {
  @usableFromInline package let operation: Operation

  @usableFromInline package init(_ operation: Operation) {
    self.operation = operation
  }

  /// Every payload is one reference (a box, an array, the `Run` object), so an effect is one
  /// word. `run` is not boxed: its payload is an object already, and every `.run` is built.
  @usableFromInline package enum Operation {
    case none
    indirect case send(Action)
    case run(Run)
    indirect case merge([Effect])
    indirect case concatenate([Effect])
    indirect case cancellable(id: EffectID, cancelInFlight: Bool, Effect)
    indirect case cancel(id: EffectID)
    /// Runs the effect one level deeper in the navigation tree, so its ids are its own.
    indirect case navigation(EffectID, Effect)
    /// Cancels every effect that runs at or below this navigation component.
    indirect case cancelNavigation(EffectID)
  }

  /// The work of a `.run` effect, kept as its parts rather than one closure around them, so
  /// making an effect allocates this object and nothing else.
  @usableFromInline package final class Run: Sendable {
    /// The priority's raw value: `TaskPriority` is a resilient type, each copy of which goes
    /// through the runtime, and an effect's priority is copied on every start.
    package let priorityRawValue: UInt8?
    /// The name of the effect's task.
    package let name: String?
    package let operation: @Sendable (Send<Action>) async throws -> Void
    package let handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
    /// Where the effect was made, named when it throws with no handler.
    package let location: SourceLocation
    /// The dependencies in force when the effect was made.
    package let dependencies: DependencyValues
    /// Code around the work, added by ``Effect/wrappingRuns(_:)``.
    package let around: (@Sendable (Send<Action>, _ work: @Sendable () async -> Void) async -> Void)?

    @usableFromInline package init(
      priorityRawValue: UInt8?,
      name: String?,
      operation: @escaping @Sendable (Send<Action>) async throws -> Void,
      handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
      location: SourceLocation,
      dependencies: DependencyValues,
      around: (@Sendable (Send<Action>, _ work: @Sendable () async -> Void) async -> Void)?
    ) {
      self.priorityRawValue = priorityRawValue
      self.name = name
      self.operation = operation
      self.handler = handler
      self.location = location
      self.dependencies = dependencies
      self.around = around
    }

    /// Does the work with its dependencies, sending through `send`; a thrown error goes to
    /// the handler, or is reported.
    func perform(_ send: Send<Action>) async {
      guard let around else { return await work(send) }
      await around(send) { await self.work(send) }
    }

    private func work(_ send: Send<Action>) async {
      await dependencies.bind {
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          if Task.isCancelled { return }
          if let handler {
            await handler(error, send)
          } else {
            reportIssue(
              """
              An effect created at \(location) threw an unhandled error: \(error)
              Handle it with the `catch:` argument of Effect.run, turning it into an action.
              """,
              at: location
            )
          }
        }
      }
    }

    /// The same work sending actions of another domain through `transform`.
    func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction>.Run {
      let lift = { @Sendable (send: Send<NewAction>) in Send<Action> { send(transform($0)) } }
      let operation = self.operation
      return Effect<NewAction>.Run(
        priorityRawValue: priorityRawValue,
        name: name,
        operation: { send in try await operation(lift(send)) },
        handler: handler.map { handler in { @Sendable error, send in await handler(error, lift(send)) } },
        location: location,
        dependencies: dependencies,
        around: around.map { around in { @Sendable send, work in await around(lift(send), work) } }
      )
    }

    /// The same work with `wrap` around it, outside any code already around it.
    func wrapped(
      in wrap: @escaping @Sendable (Send<Action>, _ work: @Sendable () async -> Void) async -> Void
    ) -> Run {
      let inner = around
      return Run(
        priorityRawValue: priorityRawValue, name: name, operation: operation, handler: handler, location: location,
        dependencies: dependencies,
        around: { send, work in
          await wrap(send) {
            if let inner { await inner(send, work) } else { await work() }
          }
        }
      )
    }
  }

  /// An effect that does nothing.
  @inlinable public static var none: Self { Self(.none) }

  /// An effect that feeds `action` back into the store. It starts no task: the action is
  /// reduced synchronously, right after the action that returned it (after the actions queued
  /// before it), before any action of another effect and before the store draws again.
  @inlinable public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// Asynchronous work that sends actions through `send`, in a task of `priority` (nil: the
  /// priority a task made here gets) named `name` (its `Task.name`, which debuggers show).
  ///
  /// The dependencies in force when the effect is created are the ones it sees when it runs;
  /// the actions it sends are reduced with the store's own dependencies. Inside it,
  /// `await Task.cancel(id:)` cancels effects by id as ``cancel(id:)`` does. A thrown error
  /// goes to `catch` (a `CancellationError` never does); with no `catch` it is reported as an
  /// issue that names the place the effect was created.
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Self {
    // The location is the caller's: a `SourceLocation()` default would name this file.
    Self(.run(Run(
      priorityRawValue: priority?.rawValue, name: name, operation: operation, handler: handler,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      dependencies: DependencyValues.current, around: nil
    )))
  }

  /// Runs all the effects at the same time. `.none` members are dropped.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs all the effects at the same time. `.none` members are dropped.
  public static func merge(_ effects: [Self]) -> Self {
    combining(effects, as: Operation.merge)
  }

  /// Runs the effects one after another: each starts when the previous one has finished.
  ///
  /// Parts that start no task (``send(_:)``, cancellations) finish at once: those at the head
  /// happen synchronously, like any `.send`, and only the parts after a ``run(priority:name:operation:catch:fileID:filePath:line:column:)``
  /// wait for it to end.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs the effects one after another: each starts when the previous one has finished; see
  /// the variadic form.
  public static func concatenate(_ effects: [Self]) -> Self {
    combining(effects, as: Operation.concatenate)
  }

  /// Drops `.none` members; no member is `.none` and one member is itself.
  private static func combining(_ effects: [Self], as combine: ([Self]) -> Operation) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(combine(effects))
    }
  }

  /// This effect and `other` at the same time.
  public func merge(with other: Self) -> Self { .merge(self, other) }

  /// This effect, then `other` once it has finished.
  public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

  /// Turns the actions this effect sends into actions of another domain; scopes use it to
  /// lift a child's effects into the parent.
  public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return Effect<NewAction>(.send(transform(action)))
    case let .run(run):
      return Effect<NewAction>(.run(run.map(transform)))
    case let .merge(effects):
      return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<NewAction>(.concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<NewAction>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .cancel(id):
      return Effect<NewAction>(.cancel(id: id))
    case let .navigation(component, effect):
      return Effect<NewAction>(.navigation(component, effect.map(transform)))
    case let .cancelNavigation(component):
      return Effect<NewAction>(.cancelNavigation(component))
    }
  }

  /// Wraps every asynchronous operation in this effect; navigation uses it to give a child's
  /// work a `dismiss` that reaches its parent.
  func wrappingRuns(
    _ wrap: @escaping @Sendable (Send<Action>, _ run: @Sendable () async -> Void) async -> Void
  ) -> Self {
    switch operation {
    case .none, .send, .cancel, .cancelNavigation:
      return self
    case let .run(run):
      return Self(.run(run.wrapped(in: wrap)))
    case let .merge(effects):
      return Self(.merge(effects.map { $0.wrappingRuns(wrap) }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0.wrappingRuns(wrap) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.wrappingRuns(wrap)))
    case let .navigation(component, effect):
      return Self(.navigation(component, effect.wrappingRuns(wrap)))
    }
  }

  /// Whether this is `.none`; reducers that combine effects use it to skip work.
  @inlinable public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}
