import ComposableArchitecture
import Synchronization

/// What a store did, action by action, as an inspector shows it: each action with when it came,
/// whether it was sent to the store or came from an effect, and the state it left; and the
/// effects in flight, each with the feature that started it and its cancellation id.
///
/// A store logs only once ``Store/log(into:)`` has attached a log: a store nobody inspects
/// runs its reducer as it always does, and pays nothing. A log that does not keep states
/// (``keepsStates``) notes each action and the effects in flight but no state: holding a copy
/// of every state would make the store's next change copy what it changes in place (a list
/// of 10,000 rows), so a program logs so while its inspector is closed.
@MainActor
public final class ActionLog<State, Action> {
  /// One reduced action and the state it left.
  public struct Entry {
    /// The action's number in this log, from 1.
    public let number: Int
    /// When the store reduced it, on the log's clock.
    public let time: Duration
    public let action: Action
    public let origin: ActionOrigin
    /// The number of the action whose effect sent this one; nil for an action sent to the
    /// store, or one from an effect the log did not see start.
    public let cause: Int?
    /// Whether a `.run` effect sent it; false for a `.send` effect's action, and one sent to
    /// the store.
    public let isFromRun: Bool
    /// The state right after the action; nil when the log did not keep states then.
    public fileprivate(set) var state: State?
    /// The values of the shared references the state held then: every copy of a state holds
    /// the same references, so a state kept from before reads today's values without them.
    package fileprivate(set) var shared: SharedSnapshot?
  }

  /// The newest `capacity` entries, oldest first.
  public private(set) var entries: [Entry] = []
  /// The state before the first entry kept, which its diff starts from; nil when that entry
  /// came while the log kept no states.
  public private(set) var baseline: State?
  /// The values of the shared references `baseline` holds, as they were then.
  package private(set) var baselineShared: SharedSnapshot?
  /// How many entries a long session keeps; older ones drop off the front.
  public let capacity: Int
  /// Whether every action since the log began is still kept with its state, so `baseline` is
  /// the state it began with: what running the program again up to an action (a fork) starts
  /// from.
  public private(set) var keepsEverything = true
  /// Whether each entry keeps the state it left (see the type's comment); set while an
  /// inspector shows them.
  public private(set) var keepsStates: Bool
  /// When the log reads the time: the program's clock.
  nonisolated let now: @Sendable () -> Duration
  /// Called from the effect's own thread when an effect ends, so the inspector can redraw.
  nonisolated let effectEnded: @Sendable () -> Void
  private nonisolated let inFlight = Mutex<(next: Int, effects: [EffectInFlight])>((1, []))
  /// While an effect's `send` runs, the number of the action that started the effect: the
  /// action it sends is the effect's.
  var sendingEffectCause: Int?
  /// For each action an effect queued that is not reduced yet, in the store's queue order, the
  /// number of the action that started the effect.
  private var queuedCauses: [(number: Int, isFromRun: Bool)] = []
  /// Whether only actions announced with ``willSend()`` count as sent. Until then an action
  /// reduced with nothing queued before it, and not sent by an effect the log knows, counts
  /// as sent: right for a program's start-up, but an effect started before the log was
  /// attached would look like a sender, which announcing rules out.
  public private(set) var announcesSends = false
  private var announcedSend = false

  /// A log starting from `state`, timed by `now`.
  public init(
    state: State, capacity: Int = 5_000, keepsStates: Bool = true, now: @escaping @Sendable () -> Duration,
    effectEnded: @escaping @Sendable () -> Void = {}
  ) {
    self.baseline = state
    self.keepsStates = keepsStates
    self.capacity = capacity
    self.now = now
    self.effectEnded = effectEnded
  }

  /// The effects in flight, oldest first.
  public nonisolated var effectsInFlight: [EffectInFlight] {
    inFlight.withLock { $0.effects }
  }

  /// The state before entry `number`, for its diff: the previous entry's, or the baseline;
  /// nil when it was not kept.
  public func state(before number: Int) -> State? {
    guard let index = entries.firstIndex(where: { $0.number == number }), index > 0 else { return baseline }
    return entries[index - 1].state
  }

  /// From now on each entry keeps its state, and the newest one (or the baseline) is given
  /// `state`, the store's now, with its shared values: the next entry's diff starts there.
  package func keepStates(from state: State, shared: SharedSnapshot?) {
    if !keepsStates, let last = entries.indices.last {
      entries[last].state = state
      entries[last].shared = shared
    } else if !keepsStates {
      baseline = state
      baselineShared = shared
    }
    keepsStates = true
  }

  /// From now on entries keep no state (see the type's comment).
  public func stopKeepingStates() {
    keepsStates = false
  }

  /// Says that the next action reduced is sent to the store from outside (a key), and that
  /// from now on only actions so announced count as sent.
  public func willSend() {
    announcesSends = true
    announcedSend = true
  }

  /// From now on only actions announced with ``willSend()`` count as sent.
  public func announceSends() {
    announcesSends = true
  }

  /// Where an action reduced now came from, with nothing queued before it or not.
  func origin(queueIsEmpty: Bool) -> ActionOrigin {
    defer { announcedSend = false }
    guard queueIsEmpty, sendingEffectCause == nil else { return .effect }
    return !announcesSends || announcedSend ? .sent : .effect
  }

  /// The number of the action whose effect sent the action reduced now, which came from
  /// `origin`: one taken from the store's queue was queued by its cause, one reduced at once
  /// came from the effect whose `send` is running.
  func cause(of origin: ActionOrigin, queueIsEmpty: Bool) -> (number: Int, isFromRun: Bool)? {
    guard origin == .effect else { return nil }
    if queueIsEmpty { return sendingEffectCause.map { ($0, true) } }
    return queuedCauses.isEmpty ? nil : queuedCauses.removeFirst()
  }

  /// Empties the log for a run started again from `baseline`, which logs its actions anew;
  /// the effects of the old run, all cancelled, are no longer listed.
  public func restart() {
    entries.removeAll()
    queuedCauses.removeAll()
    inFlight.withLock { $0.effects.removeAll() }
  }

  /// Runs `body` with shared values read as they were right after entry `number` (before
  /// the first entry kept, for nil): how a past state is drawn and dumped.
  package func readingShared<Result>(after number: Int?, _ body: () -> Result) -> Result {
    let snapshot = number.flatMap { number in entries.first { $0.number == number } }.map(\.shared) ?? baselineShared
    return SharedReading.reading(snapshot, operation: body)
  }

  /// The number of the entry before entry `number`, nil for the first one kept.
  public func number(before number: Int) -> Int? {
    guard let index = entries.firstIndex(where: { $0.number == number }), index > 0 else { return nil }
    return entries[index - 1].number
  }

  func start(sharedValues: SharedSnapshot?) {
    baselineShared = sharedValues
  }

  func append(
    _ action: Action, origin: ActionOrigin, cause: (number: Int, isFromRun: Bool)?, state: State, shared: SharedSnapshot?
  ) {
    if entries.count == capacity {
      let dropped = entries.removeFirst()
      keepsEverything = false
      baseline = dropped.state
      baselineShared = dropped.shared
    }
    if !keepsStates { keepsEverything = false }
    entries.append(
      Entry(
        number: (entries.last?.number ?? 0) + 1, time: now(), action: action, origin: origin, cause: cause?.number,
        isFromRun: cause?.isFromRun ?? false, state: keepsStates ? state : nil, shared: keepsStates ? shared : nil
      )
    )
  }

  /// `effect` with each `.run` in it telling this log when it starts and ends, and marking
  /// the actions it sends as the effect's.
  func instrument(_ effect: Effect<Action>, startedBy action: Action, number: Int) -> Effect<Action> {
    let feature = ActionPath.steps(of: action).dropLast().joined(separator: " › ")
    queuedCauses += repeatElement((number: number, isFromRun: false), count: effect.immediateSends.count)
    return instrument(effect, feature: feature.isEmpty ? "root" : feature, cause: number, cancellationID: nil)
  }

  private func instrument(_ effect: Effect<Action>, feature: String, cause: Int, cancellationID: String?) -> Effect<Action> {
    switch effect.operation {
    case .none, .send, .cancel, .cancelNavigation:
      return effect
    case let .run(run):
      return Effect(.run(instrument(run, feature: feature, cause: cause, cancellationID: cancellationID)))
    case let .merge(effects):
      return Effect(.merge(effects.map { instrument($0, feature: feature, cause: cause, cancellationID: cancellationID) }))
    case let .concatenate(effects):
      return Effect(.concatenate(effects.map { instrument($0, feature: feature, cause: cause, cancellationID: cancellationID) }))
    case let .cancellable(id, cancelInFlight, inner):
      let described = ValueDump.describe(id.value)
      return Effect(
        .cancellable(
          id: id, cancelInFlight: cancelInFlight, instrument(inner, feature: feature, cause: cause, cancellationID: described)
        )
      )
    case let .navigation(component, inner):
      return Effect(.navigation(component, instrument(inner, feature: feature, cause: cause, cancellationID: cancellationID)))
    }
  }

  private func instrument(_ run: Effect<Action>.Run, feature: String, cause: Int, cancellationID: String?) -> Effect<Action>.Run {
    let operation = run.operation
    let handler = run.handler
    let around = run.around
    let tagging = { @Sendable (send: Send<Action>) in
      Send<Action> { [self] action in
        let was = sendingEffectCause
        sendingEffectCause = cause
        let logged = entries.last?.number
        send(action)
        // A store busy reducing queues the action instead: it is reduced later, in turn.
        if entries.last?.number == logged { queuedCauses.append((cause, true)) }
        sendingEffectCause = was
      }
    }
    return Effect<Action>.Run(
      priorityRawValue: run.priorityRawValue,
      name: run.name,
      operation: { send in try await operation(tagging(send)) },
      handler: handler.map { handler in { @Sendable error, send in await handler(error, tagging(send)) } },
      location: run.location,
      dependencies: run.dependencies,
      around: { [self] send, work in
        let number = began(feature: feature, cause: cause, cancellationID: cancellationID)
        if let around { await around(send, work) } else { await work() }
        ended(number)
      }
    )
  }

  private nonisolated func began(feature: String, cause: Int, cancellationID: String?) -> Int {
    let started = now()
    return inFlight.withLock { state in
      let number = state.next
      state.next += 1
      state.effects.append(EffectInFlight(
          number: number, feature: feature, cancellationID: cancellationID, started: started, startedBy: cause
        ))
      return number
    }
  }

  private nonisolated func ended(_ number: Int) {
    inFlight.withLock { $0.effects.removeAll { $0.number == number } }
    effectEnded()
  }
}

extension Store {
  /// Logs every action this store reduces into `log` from now on, with the state it left,
  /// and the effects it starts while they run (see ``ActionLog``).
  package func log(into log: ActionLog<State, Action>) {
    root?.log(into: log)
  }

  /// Makes `log` keep each state from now on, starting from this store's state now.
  package func keepStates(in log: ActionLog<State, Action>) {
    log.keepStates(from: state, shared: root.flatMap { $0.sharedValues(of: $0.state) })
  }

  /// The dependencies the store's reducer runs with: what running that reducer elsewhere (to
  /// see what it returns) must bind too.
  package var dependencies: DependencyValues? { root?.dependencies }
}

extension StoreRoot {
  /// Wraps the reducer so that each action is logged after it is reduced, with where it came
  /// from (see ``ActionLog/willSend()``).
  func log(into log: ActionLog<State, Action>) {
    log.start(sharedValues: log.keepsStates ? sharedValues(of: state) : nil)
    let reduce = reducer
    loggingReducer = { [unowned self] state, action in
      let origin = log.origin(queueIsEmpty: buffer.isEmpty)
      let cause = log.cause(of: origin, queueIsEmpty: buffer.isEmpty)
      let effect = reduce(&state, action)
      log.append(action, origin: origin, cause: cause, state: state, shared: log.keepsStates ? sharedValues(of: state) : nil)
      guard !effect.isNone, let number = log.entries.last?.number else { return effect }
      return log.instrument(effect, startedBy: action, number: number)
    }
  }

  /// The values of the shared references `state` holds, now; nil when it holds none.
  func sharedValues(of state: State) -> SharedSnapshot? {
    heldShared.update(from: state)
    let references = heldShared.references
    return references.isEmpty ? nil : SharedSnapshot(capturing: references)
  }
}

/// Where an action came from: sent to the store (a key, a program's start-up), or from
/// an effect (what a test `receive`s).
public enum ActionOrigin: Sendable, Equatable {
  case sent, effect
}

/// A `.run` effect that has started and not ended.
public struct EffectInFlight: Sendable, Equatable {
  /// Its number in this log, from 1.
  public let number: Int
  /// The path of the feature whose action started it (`app › search`).
  public let feature: String
  /// The id of the innermost `.cancellable` around it, as a dump shows it; nil when none.
  public let cancellationID: String?
  /// When it started, on the log's clock.
  public let started: Duration
  /// The number of the action that started it.
  public let startedBy: Int?

  public init(number: Int, feature: String, cancellationID: String?, started: Duration, startedBy: Int? = nil) {
    self.number = number
    self.feature = feature
    self.cancellationID = cancellationID
    self.started = started
    self.startedBy = startedBy
  }
}

extension Effect {
  /// The actions this effect queues as soon as a store starts it: its `.send`s that no `.run`
  /// comes before.
  package var immediateSends: [Action] {
    switch operation {
    case .none, .cancel, .cancelNavigation, .run: []
    case let .send(action): [action]
    case let .merge(effects): effects.flatMap(\.immediateSends)
    case let .concatenate(effects): effects.prefix { !$0.startsRun }.flatMap(\.immediateSends)
    case let .cancellable(_, _, inner), let .navigation(_, inner): inner.immediateSends
    }
  }

  /// Whether this effect starts a `.run`, which a concatenation waits for before its next part.
  package var startsRun: Bool {
    switch operation {
    case .none, .send, .cancel, .cancelNavigation: false
    case .run: true
    case let .merge(effects), let .concatenate(effects): effects.contains(where: \.startsRun)
    case let .cancellable(_, _, inner), let .navigation(_, inner): inner.startsRun
    }
  }
}
