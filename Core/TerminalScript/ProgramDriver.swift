import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Persistence
import Synchronization
import TerminalUI

/// How a program runs: in this terminal (the default); headless through a script
/// (`--script FILE [--size WxH]`) in virtual time; recording a session (`--record FILE`, in
/// the terminal or with `--script`); or replaying one (`--replay FILE`) without a terminal
/// and without real I/O. Apart from a plain terminal run, nothing of the user's is touched.
///
/// Every program reads these flags here, before its own options, and goes through the
/// driver where it would take the terminal: `requireTerminal()`, `install(into:)` in its
/// store's dependencies, `tracking(_:)` around an HTTP client, and `run(...)` instead of
/// `runInTerminal`.
@MainActor
public final class ProgramDriver {
  /// The lines each program's `--help` shows for the driver's flags, then `isolation`: what
  /// `--script`, `--record` and `--replay` do with the program's own data and network, in the
  /// program's words (nil for a program that keeps none), wrapped to the usage's width.
  nonisolated public static func help(isolation: String? = nil) -> String {
    let paragraph = isolation.map { Paragraph.wrap($0, width: 78).joined(separator: "\n") + "\n\n" } ?? ""
    return """
        --script FILE  run without a terminal, in virtual time: FILE's lines are
                       keys (a, Enter, Ctrl-S), "text", click X Y, wheel up|down
                       X Y, wait 1.5s, resize 120x40, snapshot [FILE],
                       check-keys, inspect, state
        --size WxH     the screen of --script (default 80x24)
        --ascii        draw the frames of --script in ASCII, as a terminal
                       without a UTF-8 locale shows them
        --styles FILE  with --script: write each snapshot's style runs to FILE
        --record FILE  write this session to FILE (keys, times, states, outside
                       values), in the terminal or with --script; an existing
                       FILE is refused unless --force is given
        --force        let --record replace an existing FILE
        --replay FILE  re-run a recorded session without a terminal or real I/O
                       and report the first state that differs
        --no-mouse     leave the mouse to the terminal (by default a click
                       selects and the wheel scrolls; Shift-drag selects text)
        --emit-test NAME
                       with --replay: write the session as an exhaustive
                       TestStore test of the program's feature to NAME.swift
        --inspect      open the inspector (F12 at any time): actions, state
                       changes, effects in flight, earlier screens; x exports
                       the session up to the selected action for --replay
      \(paragraph)Exit status, once everything is saved: 0 after quitting, 130 after Ctrl-C,
      143 after SIGTERM, 129 after SIGHUP (as a shell reports a killed program).
      """
  }

  /// What `--script`, `--record` and `--replay` do with the data file of a program whose
  /// `data` ("list") a terminal recording works on: the words `help(isolation:)` takes.
  nonisolated public static func dataFileIsolation(_ data: String) -> String {
    "--script starts with nothing of yours, in memory, unless --db names a file. In the terminal, --record "
      + "works on your \(data), as a plain run does, and keeps in FILE the \(data) it starts with, which "
      + "--replay starts from, in memory: a replay touches no file of yours."
  }

  public let program: String
  /// Whether a run in the terminal takes the mouse (not with `--no-mouse`).
  public var takesMouse = true
  /// The headless run of a script or a replay.
  public let scripted: ScriptRun?
  /// The session being written (`--record`).
  nonisolated package let sessionRecorder: SessionRecorder?
  /// A replay's HTTP answers, in order.
  nonisolated let recordedExchanges: RecordedValues<SessionEntry.HTTPExchange>?
  /// The session being replayed (`--replay`) and its path.
  let replaying: (recording: SessionRecording, path: String)?
  /// The clock effects sleep on in every run but a plain terminal one.
  public nonisolated let clock: ScriptClock?
  /// Runs effects where they can be counted, in every run but a plain terminal one.
  let executor: ScriptEffectExecutor?
  /// Real I/O in flight, which a headless run waits for.
  nonisolated let externalWork: ExternalWork?
  /// One generator of each for every `install`, so values made before the store (a demo's
  /// sample data) and by its effects never repeat.
  private let uuid: UUIDGenerator
  let random: WithRandomNumberGenerator
  /// The seed of `random` in every run but a plain terminal one.
  let seed: UInt64
  /// What the run took from outside, for a fork to take again.
  nonisolated let history = RunHistory()
  private let startDate: Date
  /// The time zone screens show times in: UTC in a scripted run, the recorded one in a replay,
  /// the user's otherwise.
  public let timeZone: TimeZone
  /// The locale: POSIX in a scripted run, the recorded one in a replay, the user's otherwise.
  private let locale: Locale

  /// Whether this run keeps away from the user's data and the network (a script, a recording
  /// or a replay): data in memory or a temporary directory unless `--db` names a file. An
  /// inspected run in the terminal works on the user's data, as a plain one does.
  public let isIsolated: Bool
  /// `--emit-test NAME`: where a replay writes its test.
  public internal(set) var emittedTest: String?
  /// Whether the inspector opens at the start (`--inspect`).
  public let inspects: Bool
  /// The inspector of the store, made by `attach`; typed as its store is.
  private var inspector: AnyObject?
  /// When this driver was made, for the inspector's times in a plain terminal run.
  private let started = ContinuousClock.now

  /// What a scripted run's date dependency reads before any `wait`: Monday 2 March 2026, 09:00 UTC.
  public nonisolated static let scriptStart = Date(timeIntervalSince1970: 1_772_442_000)

  package init(
    program: String, script: Script?, size: Size, recordPath: String?, replaying: (SessionRecording, String)?,
    arguments: [String] = [], overwritesRecording: Bool = false, charset: Charset = .unicode, inspects: Bool = false
  ) throws {
    self.program = program
    self.inspects = inspects
    isIsolated = script != nil || recordPath != nil || replaying != nil
    self.replaying = replaying.map { (recording: $0.0, path: $0.1) }
    let utc = TimeZone.gmt
    // The locale's name as asked for, which the session's header keeps: without ICU (a
    // program on FoundationEssentials alone) a `Locale` names itself otherwise.
    let localeName: String
    var seed: UInt64 = 0
    var uuid: UUIDGenerator
    if let (recording, _) = replaying {
      let header = recording.header
      scripted = ScriptRun(Script(steps: []), size: header.size.flatMap(Size.init(scriptText:)) ?? size)
      startDate = Date(timeIntervalSince1970: header.date ?? 0)
      timeZone = header.timeZone.flatMap(TimeZone.init(identifier:)) ?? utc
      localeName = header.locale ?? "en_US_POSIX"
      locale = Locale(identifier: localeName)
      seed = header.seed ?? 0
      random = .seeded(seed)
      let uuids = RecordedValues(recording.uuids)
      uuid = UUIDGenerator { uuids.next() ?? UUID(incrementing: 0xFFFF_0000_0000) }
    } else if let script {
      scripted = ScriptRun(script, size: size, charset: charset)
      startDate = Self.scriptStart
      timeZone = utc
      localeName = "en_US_POSIX"
      locale = Locale(identifier: localeName)
      random = .seeded(0)
      uuid = .incrementing
    } else {
      scripted = nil
      // Whole seconds, so the header's number gives a replay this very date back.
      startDate = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
      timeZone = .current
      locale = .current
      localeName = locale.identifier
      seed = UInt64.random(in: 0...UInt64.max)
      random = recordPath == nil && !inspects ? .system : .seeded(seed)
      uuid = .random
    }
    // An inspected run keeps its session in memory, for the inspector's export.
    let keepsSession = recordPath != nil || (inspects && replaying == nil)
    let clock = scripted?.clock ?? (keepsSession ? ScriptClock() : nil)
    self.clock = clock
    if keepsSession, let clock {
      let recorder = try SessionRecorder(
        path: recordPath, arguments: arguments, startDate: startDate, seed: seed, timeZone: timeZone,
        locale: localeName, clock: clock, followsRealTime: scripted == nil, overwriting: overwritesRecording
      )
      sessionRecorder = recorder
    } else {
      sessionRecorder = nil
    }
    // UUIDs go through the run's history, so a run started again from the beginning (a fork)
    // gets the same ones in the same order; a recording writes each the first time.
    if replaying == nil, clock != nil {
      let generate = uuid
      let history = history
      let recorder = sessionRecorder
      uuid = UUIDGenerator {
        let (value, index) = history.nextUUID { generate() }
        recorder?.uuid(value, index: index)
        return value
      }
    }
    recordedExchanges = replaying.map { RecordedValues($0.0.exchanges) }
    self.uuid = uuid
    self.seed = seed
    scripted?.recorder = sessionRecorder
    executor = scripted?.executor ?? (sessionRecorder != nil ? ScriptEffectExecutor() : nil)
    externalWork = scripted?.externalWork
  }

  /// `requireTerminal(program:)` unless the run is headless.
  public func requireTerminal() {
    if scripted == nil { TerminalUI.requireTerminal(program: program) }
  }

  /// Makes what effects read from the world repeatable in every run but a plain terminal one:
  /// the driver's clock, dates that follow it from the start, UUIDs counting up (or recorded,
  /// or replayed), random numbers from a seed, the time zone and the locale (UTC and POSIX in
  /// a scripted run, the recorded ones in a replay).
  public func install(into dependencies: inout DependencyValues) {
    guard let clock else { return }
    let start = startDate
    dependencies.continuousClock = clock
    dependencies.date = DateGenerator { start.addingTimeInterval(clock.now.offset.seconds) }
    dependencies.uuid = uuid
    dependencies.withRandomNumberGenerator = random
    dependencies.timeZone = timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    dependencies.calendar = calendar
    dependencies.locale = locale
  }

  /// A value the program takes from outside before its store exists, such as a temporary
  /// path that ends up in its state: written down by a recording and handed back by a replay
  /// (made afresh when the recording has none of that name).
  public func outsideValue(_ name: String, _ make: () -> String) -> String {
    if let recorded = replaying?.recording.outsideValues.first(where: { $0.name == name }) { return recorded.value }
    let value = make()
    sessionRecorder?.outside(SessionEntry.NamedValue(name: name, value: value))
    return value
  }

  /// The name a recording keeps the data file's contents under, as the run opened it.
  static let startingDataName = "data file"

  /// Writes the contents of `database` as the run opened it into the recording (base64), so
  /// its replay starts from the same data; does nothing unless the run records.
  func keepStartingData(of database: Database) throws {
    guard sessionRecorder != nil, replaying == nil else { return }
    let contents = try database.serialized().base64EncodedString()
    _ = outsideValue(Self.startingDataName) { contents }
  }

  /// The data file's contents the replayed session started from; nil when it kept none (a
  /// run in memory, or one recorded before sessions kept them).
  var recordedStartingData: Data? {
    replaying?.recording.outsideValues.first { $0.name == Self.startingDataName }.flatMap { Data(base64Encoded: $0.value) }
  }

  /// Runs effects where the driver can count them; call it before sending the store anything
  /// (`run` calls it too). Does nothing in a plain terminal run.
  public func attach<State, Action>(_ store: Store<State, Action>) {
    store.root?.effectExecutor = executor
    let inspector = inspector(of: store)
    // A test written from a replay starts from the store's first state.
    if emittedTest != nil { inspector.startLog() }
    // Every other run but a replay logs from the start, so the inspector opened late lists
    // every action and effect; states only where an export or a fork needs them.
    if replaying == nil { inspector.startLog(keepingStates: inspector.keepsStatesWhileClosed) }
  }

  /// The inspector of `store`, made the first time. Its log starts with the store (`attach`),
  /// keeping states with `--inspect`, `--record` or a script that inspects; with the session kept
  /// (`--inspect`, `--record`) its `x` exports it, and the keys it takes are not recorded.
  func inspector<State, Action>(of store: Store<State, Action>) -> Inspector<State, Action> {
    if let inspector = inspector as? Inspector<State, Action> { return inspector }
    let now: @Sendable () -> Duration
    if let clock {
      now = { clock.now.offset }
    } else {
      let started = started
      now = { started.duration(to: .now) }
    }
    let inspector = Inspector(store: store, isOpen: inspects, now: now)
    // A run that exports or forks from its log keeps every state from the start, as does a
    // script that inspects; a plain terminal run keeps them only while the pane is open.
    let scriptInspects = scripted?.script.steps.contains {
      $0.action == .inspect || $0.action == .key(Inspector<State, Action>.toggleKey)
    }
    inspector.keepsStatesWhileClosed = inspects || sessionRecorder != nil || scriptInspects == true
    if scriptInspects == true { inspector.startLog() }
    if let recorder = sessionRecorder {
      inspector.export = { [program] number, time in
        Self.export(recorder.session(upTo: number, at: time), program: program, number: number)
      }
      inspector.keyTaken = { recorder.discardPending() }
      recorder.actionsLogged.withLock {
        $0 = { [weak inspector] in inspector?.log?.entries.last?.number ?? 0 }
      }
    }
    if clock != nil, executor != nil, replaying == nil {
      inspector.fork = { [weak self, weak inspector, weak store] number in
        guard let self, let inspector, let store else { return "" }
        return await self.fork(store, at: number, inspector: inspector)
      }
    }
    self.inspector = inspector
    return inspector
  }

  /// Writes an exported session to `PROGRAM-NUMBER.session` in the working directory (or
  /// `PROGRAM-NUMBER-2.session` and on, never replacing a file) and says where, or why not.
  static func export(_ entries: [SessionEntry], program: String, number: Int) -> String {
    for attempt in 1...100 {
      let path = attempt == 1 ? "\(program)-\(number).session" : "\(program)-\(number)-\(attempt).session"
      do {
        let writer = try SessionWriter(path: path, overwriting: false)
        for entry in entries { writer.append(entry) }
        return "exported to \(path)"
      } catch where error.reason == FileProblem.words(for: EEXIST) {
        continue
      } catch {
        return "cannot export: \(error.reason)"
      }
    }
    return "cannot export: \(program)-\(number).session and 99 more exist"
  }
}

/// Values a replay hands out in the order they were recorded.
final class RecordedValues<Value: Sendable>: Sendable {
  private let values: Mutex<ArraySlice<Value>>

  init(_ values: [Value]) {
    self.values = Mutex(values[...])
  }

  func next() -> Value? {
    values.withLock { $0.popFirst() }
  }
}

extension Duration {
  /// The duration in seconds, fractions included.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
