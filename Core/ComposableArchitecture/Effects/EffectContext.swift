import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An id of the current thread, never 0.
@usableFromInline func currentThread() -> UInt {
  #if canImport(Darwin)
  UInt(bitPattern: pthread_self())
  #else
  UInt(pthread_self())
  #endif
}

/// Where a running `.run` effect belongs: its store and its navigation path, so that code
/// inside it can cancel effects by id with the same scoping as ``Effect/cancel(id:)``.
final class EffectContext: Sendable {
  let path: [EffectID]
  let cancel: @MainActor @Sendable (EffectID, [EffectID]) -> Void

  init(path: [EffectID], cancel: @escaping @MainActor @Sendable (EffectID, [EffectID]) -> Void) {
    self.path = path
    self.cancel = cancel
  }

  /// The effect the current task runs in; nil outside effects. Held in a class, never a
  /// function directly (see `DismissEffect.Presenter`).
  @TaskLocal static var current: EffectContext?
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the running effects marked with `id`, from inside an effect: the asynchronous
  /// form of returning ``Effect/cancel(id:)``, with the same scope (the effect's own store,
  /// its navigation level and below).
  ///
  /// ```swift
  /// case .stopButtonTapped:
  ///   return .run { send in
  ///     await Task.cancel(id: CancelID.timer)
  ///     await send(.stopped)
  ///   }
  /// ```
  ///
  /// Called outside an effect of a store it cancels nothing and reports an issue.
  public static func cancel(
    id: some Hashable & Sendable,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    guard let context = EffectContext.current else {
      reportIssue(
        """
        Task.cancel(id: \(id)) was called outside an effect of a store, so there is nothing it can \
        cancel. Call it inside Effect.run, or return Effect.cancel(id:) from a reducer.
        """,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      return
    }
    await context.cancel(EffectID(id), context.path)
  }
}

/// Lets navigation reducers (`ifLet`, `forEach`) find the running effects of children that
/// went away while they did not look, e.g. removed by a reducer beside them: a store that runs
/// effects of children publishes their navigation components around each reduce, for the
/// thread that reduces. Reducers on other threads, and stores without child effects, see
/// nothing (and pay one load).
@usableFromInline
enum NavigationCheck {
  /// The thread that reduces with the check on, or 0.
  @usableFromInline static let activeThread = Atomic<UInt>(0)
  /// Written and read only by `activeThread`, while it reduces.
  nonisolated(unsafe) private static var components: [EffectID: Int] = [:]

  /// Whether the reducer running now should look for children that went away.
  @inlinable static var isNeeded: Bool {
    let thread = activeThread.load(ordering: .relaxed)
    return thread != 0 && thread == currentThread()
  }

  @MainActor static func begin(_ running: [EffectID: Int]) -> (thread: UInt, components: [EffectID: Int]) {
    let previous = (activeThread.exchange(currentThread(), ordering: .relaxed), components)
    components = running
    return previous
  }

  @MainActor static func end(restoring previous: (thread: UInt, components: [EffectID: Int])) {
    components = previous.components
    activeThread.store(previous.thread, ordering: .relaxed)
  }

  /// Cancellations for the running children, of the kind `Component`, that `isPresent` no
  /// longer finds: each cancels that child's effects at the navigation level of the reducer
  /// that returns it.
  static func cancellations<Component: Hashable & Sendable, Action>(
    of kind: Component.Type, where isGone: (Component) -> Bool
  ) -> Effect<Action> {
    var effects: [Effect<Action>] = []
    for component in components.keys {
      if let child = component.base(as: Component.self), isGone(child) {
        effects.append(Effect(.cancelNavigation(component)))
      }
    }
    return .merge(effects)
  }
}

extension EffectID {
  /// The wrapped value, if it has type `T`.
  func base<T>(as type: T.Type) -> T? {
    value as? T
  }
}
