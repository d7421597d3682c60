import ComposableArchitecture
import StoreInspection
import Synchronization

/// The inspector of a running program, opened with F12 in every program (or from the start
/// with `--inspect`): a pane beside the screen (below it on a narrow terminal) with the
/// actions the store reduced, the state change of the selected one and the effects in flight.
/// Selecting an earlier action shows the program's screen as it was right after it, read-only.
///
/// A program's driver starts the log with the program (``startLog(keepingStates:)``), so the
/// inspector opened late still lists every action and effect since the start; while it is
/// closed the log keeps no states (unless ``keepsStatesWhileClosed``), which would cost every
/// change a copy of what it changes, so the change of an action from then reads "not kept".
@MainActor
public final class Inspector<State, Action> {
  /// The key that opens and closes the inspector, the same in every program.
  public nonisolated static var toggleKey: Key { .function(12) }
  /// Columns the pane takes beside the program, at least.
  static var paneWidth: Int { 44 }
  /// Rows the pane takes below the program, at least.
  static var paneHeight: Int { 12 }

  /// What the inspector's keys do.
  public enum Command: Sendable {
    /// Moves the selection by this many actions (negative: earlier).
    case move(Int)
    case oldest, newest
    /// Gives the keys back to the program (the pane stays).
    case toProgram
    /// From an earlier action back to now, else the keys back to the program.
    case back
    case export
    case fork
    case close
  }

  private let store: Store<State, Action>
  private let now: @Sendable () -> Duration
  /// The log, from when it was started (by the program's driver, or the first opening).
  public private(set) var log: ActionLog<State, Action>?
  /// Whether the log keeps each state while the pane is closed: for a run that exports or
  /// forks from it (`--inspect`, `--record`, a script); false in a plain terminal run.
  public var keepsStatesWhileClosed = true
  public private(set) var isOpen = false
  /// Whether keys go to the inspector rather than to the program.
  public private(set) var hasKeys = false
  /// The number of the selected action; nil follows the newest.
  public private(set) var selected: Int?
  /// Whether the run loop runs, announcing its sends.
  private var isRunning = false
  /// The first row of the action list on show.
  var listOffset = 0
  /// A line about the last command (where an export went), shown until the next key.
  public private(set) var status: String?
  /// Writes the session up to an action (its number and time) as a `--replay` file and says
  /// where; nil where the session is not kept (a run without `--inspect` or `--record`).
  public var export: ((_ number: Int, _ time: Duration) -> String)?
  /// Wakes the run loop to draw the pane again when an effect ends; set by the run loop.
  var wake: (() -> Void)?
  /// Runs the program again from its start up to an action, which it continues from, and
  /// says so; nil where the run cannot be run again (a plain terminal run, a replay).
  public var fork: ((_ number: Int) async -> String)?
  /// The action to fork after, once the run loop gets to it.
  private var pendingFork: Int?
  /// The sizes the run loop told the program, each after the action it sent last: after a
  /// fork the program's state knows the size it was told up to there.
  private var sizeReports: [(number: Int, size: Size)] = []
  /// Whether the log began with the store, before any action, so a fork can start from there.
  public private(set) var logStartedWithTheStore = false
  /// Told of every key the inspector takes: it is not the program's input, so a recording
  /// leaves it out.
  public var keyTaken: (() -> Void)?
  /// Set when an effect ends, which changes the pane without changing the state.
  private nonisolated let effectsChanged = ChangeFlag()
  /// The diff last shown, by action number, so a redraw does not dump the state again.
  private var shownDiff: (number: Int, lines: [String])?

  /// An inspector of `store`, reading the time from `now`. With `isOpen` it is open from the
  /// start, the keys staying with the program (F12 moves them in).
  public init(store: Store<State, Action>, isOpen: Bool = false, now: @escaping @Sendable () -> Duration) {
    self.store = store
    self.now = now
    if isOpen {
      startLog()
      self.isOpen = true
    }
  }

  /// Opens the pane with the keys, starting the log the first time and keeping states.
  public func open() {
    startLog()
    isOpen = true
    hasKeys = true
  }

  /// Starts logging the store's actions, if not already, without opening the pane; with
  /// `keepingStates` each action's state is kept too, from now on.
  public func startLog(keepingStates: Bool = true) {
    if let log {
      if keepingStates, !log.keepsStates { store.keepStates(in: log) }
      return
    }
    let effectsChanged = effectsChanged
    let log = ActionLog<State, Action>(state: store.state, keepsStates: keepingStates, now: now) { [weak self] in
      effectsChanged.value.store(true, ordering: .relaxed)
      Task { @MainActor in self?.wake?() }
    }
    store.log(into: log)
    logStartedWithTheStore = !isRunning
    if isRunning { log.announceSends() }
    self.log = log
  }

  /// Closes the pane; the log goes on, keeping no states unless ``keepsStatesWhileClosed``.
  private func close() {
    isOpen = false
    hasKeys = false
    selected = nil
    if !keepsStatesWhileClosed { log?.stopKeepingStates() }
  }

  /// Says that the run loop has started: from now on it announces what it sends (see
  /// `ActionLog.willSend()`), so an effect started before the log cannot pass for a sender.
  public func runLoopStarted(wake: @escaping () -> Void) {
    self.wake = wake
    isRunning = true
    log?.announceSends()
  }

  /// Notes that the run loop sent the program its size; see ``lastReportedSize``.
  public func programWasTold(_ size: Size) {
    sizeReports.append((log?.entries.last?.number ?? 0, size))
  }

  /// The size the program's state was told last, as far as the log knows.
  public var lastReportedSize: Size? {
    sizeReports.last?.size
  }

  /// Whether an effect ended since the last draw, and forgets it; the run loop redraws then.
  public nonisolated func takeEffectsChanged() -> Bool {
    effectsChanged.value.exchange(false, ordering: .relaxed)
  }

  /// Whether an effect ended since the last draw, for a headless run that waits for the redraw.
  public nonisolated var effectsHaveChanged: Bool {
    effectsChanged.value.load(ordering: .relaxed)
  }

  /// Handles the toggle key: opens the pane, takes the keys back from the program, or closes.
  public func toggle(programShown: Bool) {
    keyTaken?()
    if !isOpen {
      open()
    } else if !hasKeys && programShown {
      hasKeys = true
    } else {
      close()
    }
    status = nil
  }

  /// The action whose state the program's pane shows instead of the live one: an earlier
  /// action selected in the log, whose state was kept; nil when showing now.
  public var pastEntry: ActionLog<State, Action>.Entry? {
    guard isOpen, let selected, let log, selected != log.entries.last?.number else { return nil }
    return log.entries.first { $0.number == selected && $0.state != nil }
  }

  /// Draws the program as it was right after the entry on show, its shared values too; the
  /// live screen stays for an entry whose state was not kept.
  public func renderPast(_ entry: ActionLog<State, Action>.Entry, with render: (State, inout Frame) -> Void, into frame: inout Frame) {
    guard let state = entry.state else { return }
    guard let log else { return render(state, &frame) }
    log.readingShared(after: entry.number) { render(state, &frame) }
  }

  /// Where the program and the pane go on a screen of `size`: side by side when both fit
  /// across, the pane below when both fit down, else the pane alone (the program is not shown,
  /// so it takes no keys).
  public func layout(in size: Size, minimum: Size) -> (program: Rect?, pane: Rect) {
    let area = Rect(size: size)
    let across = max(Self.paneWidth, size.width * 2 / 5)
    if size.width - across >= minimum.width, size.height >= minimum.height {
      let (program, pane) = area.split(right: across)
      return (program, pane)
    }
    let down = max(Self.paneHeight, size.height * 2 / 5)
    if size.height - down >= minimum.height, size.width >= minimum.width {
      let (program, pane) = area.split(bottom: down)
      return (program, pane)
    }
    return (nil, area)
  }

  /// The inspector's keys, as its hint row shows them.
  public func keyMap(programShown: Bool) -> KeyMap<Command> {
    let isPast = pastEntry != nil
    return KeyMap([
      KeyBinding([.up, .char("k"), .down, .char("j")], help: "select", send: .move(0)),
      KeyBinding([.pageUp], help: "", send: .move(-10)),
      KeyBinding([.pageDown], help: "", send: .move(10)),
      KeyBinding([.home, .char("g")], help: "", send: .oldest),
      KeyBinding([.end, .char("G")], help: "now", send: .newest, isEnabled: isPast),
      KeyBinding([.char("x")], help: "export", send: .export, isEnabled: export != nil && log?.entries.isEmpty == false),
      KeyBinding([.char("f")], help: "fork", send: .fork, isEnabled: canFork),
      KeyBinding([.tab], help: "program", send: .toProgram, isEnabled: programShown),
      KeyBinding([.escape, .char("q")], help: isPast ? "now" : "program", send: .back, isEnabled: isPast || programShown),
      KeyBinding([Self.toggleKey], help: "close", send: .close),
    ])
  }

  /// Whether `f` can fork now: a fork runs the program again from the state the log began with.
  private var canFork: Bool {
    fork != nil && logStartedWithTheStore && log?.keepsEverything == true && log?.entries.isEmpty == false
  }

  /// Forks as `f` asked, if it did: the run loop calls this after a key, and waits for it.
  /// True when it forked.
  public func forkIfAsked() async -> Bool {
    guard let number = pendingFork, let fork else { return false }
    pendingFork = nil
    let said = await fork(number)
    sizeReports.removeAll { $0.number > number }
    selected = nil
    shownDiff = nil
    status = said
    return true
  }

  /// Handles a key while the inspector has the keys; true when it did something.
  public func handle(_ key: Key, programShown: Bool) -> Bool {
    keyTaken?()
    let command: Command?
    switch key {
    case .up, .char("k"): command = .move(-1)
    case .down, .char("j"): command = .move(1)
    default:
      if case .send(let bound)? = keyMap(programShown: programShown).command(for: key) { command = bound } else { command = nil }
    }
    guard let command else { return false }
    perform(command)
    return true
  }

  /// Does what a command says.
  public func perform(_ command: Command) {
    status = nil
    let entries = log?.entries ?? []
    switch command {
    case .move(let delta):
      guard let last = entries.last?.number, let first = entries.first?.number else { return }
      let next = min(max(first, (selected ?? last) + delta), last)
      selected = next == last ? nil : next
    case .oldest:
      selected = entries.count > 1 ? entries.first?.number : nil
    case .newest:
      selected = nil
    case .toProgram:
      selected = nil
      hasKeys = false
    case .back:
      if selected != nil { selected = nil } else { hasKeys = false }
    case .export:
      guard let export, let entry = pastEntry ?? entries.last else { return }
      status = export(entry.number, entry.time)
    case .fork:
      guard canFork, let entry = pastEntry ?? entries.last else { return }
      pendingFork = entry.number
    case .close:
      close()
    }
  }

  /// The pane as text, the size of `size`: what a script's `inspect` step prints.
  public func text(size: Size, charset: Charset) -> String {
    var frame = Frame(size: size, charset: charset)
    render(in: frame.area, frame: &frame, programShown: false)
    if charset == .ascii { frame.restrictToASCII() }
    return frame.text
  }

  /// The pane: the action log, the selected action's change, the effects in flight.
  public func render(in area: Rect, frame: inout Frame, programShown: Bool) {
    guard let log else { return }
    var area = area
    if area.x > 0 {
      // Beside the program: a line between the two.
      for y in area.y..<area.maxY { frame.draw("│", x: area.x, y: y, style: .dim, in: area) }
      area = area.split(left: 1).rest
    }
    let shown = pastEntry ?? log.entries.last
    var diff: [String] = []
    if let shown {
      if shownDiff?.number != shown.number {
        shownDiff = (shown.number, change(of: shown, in: log))
      }
      diff = shownDiff?.lines ?? []
    }
    let pane = InspectorPane(
      entries: log.entries.map { InspectorPane.Row(number: $0.number, time: $0.time, origin: $0.origin, action: $0.action) },
      selected: shown?.number, isPast: pastEntry != nil, diff: diff, effects: log.effectsInFlight, now: now(),
      hasKeys: hasKeys || !programShown, status: status, keys: keyMap(programShown: programShown).map { _ in () },
      listOffset: listOffset
    )
    frame.render(pane, in: area)
    listOffset = pane.listView(height: pane.listHeight(in: area)).visibleOffset(height: pane.listHeight(in: area))
  }
}

extension Inspector {
  /// The lines of the state change `entry` made, or why there are none.
  fileprivate func change(of entry: ActionLog<State, Action>.Entry, in log: ActionLog<State, Action>) -> [String] {
    guard let state = entry.state, let previous = log.state(before: entry.number) else {
      return ["(not kept: the inspector was closed)"]
    }
    let before = log.readingShared(after: log.number(before: entry.number)) { ValueDump.lines(of: previous) }
    let after = log.readingShared(after: entry.number) { ValueDump.lines(of: state) }
    let lines = TextDiff.lines(before, after).map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    return lines ?? ["(no change)"]
  }
}

/// A flag set from an effect's thread and taken by the run loop.
private final class ChangeFlag: Sendable {
  let value = Atomic<Bool>(false)
}
