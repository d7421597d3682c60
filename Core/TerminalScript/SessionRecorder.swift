import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import TerminalUI

/// Writes a session while the program runs (`--record FILE`): the header, then each input
/// event with its virtual time once the program has settled after it, with the state it
/// left; and, as effects ask for them, the UUIDs and HTTP answers they got.
package final class SessionRecorder: Sendable {
  let writer: SessionWriter
  /// The date at virtual time zero.
  let startDate: Date
  let seed: UInt64
  let timeZone: TimeZone
  /// The locale's name, as the header keeps it.
  let locale: String
  /// The event whose state is written once the program has settled after it, with the
  /// number of actions logged before it came.
  private let pending = Mutex<(entry: SessionEntry, actionsBefore: Int)?>(nil)
  /// For each event written, in order, the number of actions the inspector's log held when
  /// it came: the actions it caused are numbered after it. A cut at an action keeps exactly
  /// the events that came before it, even those at the same virtual instant.
  private let actionsBeforeEvents = Mutex<[Int]>([])
  /// How many actions the inspector's log holds now; nil (no log) counts as none.
  package let actionsLogged = Mutex<(@MainActor @Sendable () -> Int)?>(nil)
  /// Entries that came before the header (values taken before the terminal's size was
  /// known), written right after it; nil once it is written.
  private let early = Mutex<[SessionEntry]?>([])

  /// How many UUIDs the session holds.
  private let uuidsWritten = Mutex(0)

  /// The clock the program sleeps on.
  let clock: ScriptClock
  /// For a recording in the terminal, the real instant at virtual time zero: there the clock
  /// follows real time; nil when it follows a script. A fork moves it.
  private var origin: ContinuousClock.Instant? {
    get { originInstant.withLock { $0 } }
    set { originInstant.withLock { $0 = newValue } }
  }
  private let originInstant: Mutex<ContinuousClock.Instant?>

  init(
    path: String?, arguments: [String], startDate: Date, seed: UInt64, timeZone: TimeZone, locale: String,
    clock: ScriptClock, followsRealTime: Bool, overwriting: Bool
  ) throws(FileProblem) {
    self.clock = clock
    originInstant = Mutex(followsRealTime ? .now : nil)
    self.locale = locale
    self.arguments = arguments
    writer = try SessionWriter(path: path, overwriting: overwriting)
    self.startDate = startDate
    self.seed = seed
    self.timeZone = timeZone
  }

  /// The program's own arguments, for the header.
  let arguments: [String]

  package func begin(program: String, size: Size) {
    var header = SessionEntry()
    header.format = SessionEntry.format
    header.version = SessionEntry.version
    header.program = program
    header.arguments = arguments
    header.size = "\(size.width)x\(size.height)"
    header.date = startDate.timeIntervalSince1970
    header.timeZone = timeZone.identifier
    header.locale = locale
    header.seed = seed
    writer.append(header)
    for entry in early.withLock({ entries in defer { entries = nil }; return entries ?? [] }) {
      writer.append(entry)
    }
    var start = SessionEntry()
    start.nanoseconds = 0
    start.step = "start"
    pending.withLock { $0 = (start, 0) }
  }

  /// Keeps `event`, which came at `time`, until `settled(state:)`; nil for events a session
  /// does not keep (`.idle`).
  @MainActor
  func received(_ event: TerminalEvent, at time: Duration, size: Size) {
    var entry = SessionEntry()
    entry.nanoseconds = time.nanoseconds
    switch event {
    case .key(.paste(let text)): entry.text = text
    case .key(let key):
      guard let name = key.scriptName else { return }
      entry.key = name
    case .resize: entry.resize = "\(size.width)x\(size.height)"
    case .interrupt: entry.signal = "interrupt"
    case .terminate: entry.signal = "terminate"
    case .hangUp: entry.signal = "hangUp"
    case .scriptEnded, .idle: return
    }
    let actionsBefore = actionsLogged.withLock { $0 }?() ?? 0
    pending.withLock { $0 = (entry, actionsBefore) }
  }

  /// Forgets the event kept last: one the inspector took, which is not the program's input.
  func discardPending() {
    pending.withLock { $0 = nil }
  }

  /// The session up to action `number`, which came at `time`, ended there as a script's end
  /// does: what the inspector's export writes, a file `--replay` runs. Events that came after
  /// the action are left out, even at the same instant; so are values asked for after it
  /// (UUIDs and answers are handed out in order, so none is skipped).
  func session(upTo number: Int, at time: Duration) -> [SessionEntry] {
    let limit = time.nanoseconds
    let actionsBefore = actionsBeforeEvents.withLock { $0 }
    var events = 0
    var kept: [SessionEntry] = []
    for entry in writer.written {
      if let at = entry.nanoseconds ?? entry.http?.nanoseconds, at > limit { break }
      if entry.end != nil { break }
      if entry.isEvent {
        if events < actionsBefore.count, actionsBefore[events] >= number { break }
        events += 1
      }
      kept.append(entry)
    }
    var end = SessionEntry()
    end.nanoseconds = limit
    end.end = "\(ExitReason.scriptEnded)"
    return kept + [end]
  }

  /// Writes the event kept last with the state the program settled in after it.
  func settled(state: @autoclosure () -> String) {
    guard let (kept, actionsBefore) = pending.withLock({ value in defer { value = nil }; return value }) else { return }
    var entry = kept
    entry.state = state()
    if entry.isEvent { actionsBeforeEvents.withLock { $0.append(actionsBefore) } }
    append(entry)
  }

  /// The virtual time now: real time since `origin` in the terminal (the clock itself lags
  /// by up to a poll), the script's clock otherwise.
  var now: Duration {
    guard let origin else { return clock.now.offset }
    return max(clock.now.offset, origin.duration(to: .now))
  }

  private func append(_ entry: SessionEntry) {
    let isEarly = early.withLock { entries in
      guard entries != nil else { return false }
      entries?.append(entry)
      return true
    }
    if !isEarly { writer.append(entry) }
  }

  func end(_ reason: ExitReason, at time: Duration) {
    var entry = SessionEntry()
    entry.nanoseconds = time.nanoseconds
    entry.end = "\(reason)"
    append(entry)
  }

  func outside(_ value: SessionEntry.NamedValue) {
    var entry = SessionEntry()
    entry.outside = value
    append(entry)
  }

  /// Writes the UUID the run asked for in place `index` (from 0), unless written already: a
  /// run started again from the beginning asks for the same ones again.
  func uuid(_ uuid: UUID, index: Int) {
    let isNew = uuidsWritten.withLock { written in
      guard index == written else { return false }
      written += 1
      return true
    }
    guard isNew else { return }
    var entry = SessionEntry()
    entry.uuid = uuid.uuidString
    append(entry)
  }

  /// Cuts the session at action `number`, which came at `time`, for a run started again from
  /// the beginning up to there (the inspector's fork): events after it go, and so do the UUIDs
  /// and answers past those the new run took; in the terminal, virtual time goes on from `time`.
  func cut(at number: Int, time: Duration, uuids: Int, answers: Int) {
    pending.withLock { $0 = nil }
    var keptUUIDs = 0
    var keptAnswers = 0
    let kept = session(upTo: number, at: time).dropLast().filter { entry in
      if entry.uuid != nil {
        keptUUIDs += 1
        return keptUUIDs <= uuids
      }
      if entry.http != nil {
        keptAnswers += 1
        return keptAnswers <= answers
      }
      return true
    }
    writer.replace(with: Array(kept))
    let events = kept.count { $0.isEvent }
    actionsBeforeEvents.withLock { $0.removeSubrange(min(events, $0.count)...) }
    uuidsWritten.withLock { $0 = min(uuids, keptUUIDs) }
    if origin != nil { origin = .now - time }
  }

  /// `fetch`, with every answer (or failure) written down with the virtual time it came at.
  func recording<Request: Sendable>(
    _ fetch: @escaping @Sendable (Request) async throws -> HTTPReply, url: @escaping @Sendable (Request) -> String
  ) -> @Sendable (Request) async throws -> HTTPReply {
    { request in
      var entry = SessionEntry()
      var exchange = SessionEntry.HTTPExchange(url: url(request))
      do {
        let reply = try await fetch(request)
        let time = self.now
        exchange.nanoseconds = time.nanoseconds
        exchange.status = reply.status
        exchange.headers = reply.headers
        exchange.body = reply.body.base64EncodedString()
        entry.http = exchange
        self.append(entry)
        // The answer reaches the program when the clock gets to its time, in order with the
        // effects due then, as it will in a replay.
        try await self.clock.sleep(until: ScriptClock.Instant(offset: time))
        return reply
      } catch {
        let time = self.now
        exchange.nanoseconds = time.nanoseconds
        exchange.error = "\(error)"
        entry.http = exchange
        self.append(entry)
        try await self.clock.sleep(until: ScriptClock.Instant(offset: time))
        throw error
      }
    }
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanoseconds: Int64 {
    components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
  }
}
