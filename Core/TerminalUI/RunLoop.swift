import ComposableArchitecture

/// Why `run` returned; the program saves what it must, then exits.
public enum ExitReason: Hashable, Sendable, CustomStringConvertible {
  /// A `.quit` key binding was pressed.
  case quit
  /// Ctrl-C (or SIGINT).
  case interrupted
  /// SIGTERM.
  case terminated
  /// SIGHUP: the terminal went away.
  case hungUp
  /// A headless run's script had no steps left.
  case scriptEnded

  /// How the reason reads in a program's last line: "quit", "interrupted", "hung up".
  public var description: String {
    switch self {
    case .quit: "quit"
    case .interrupted: "interrupted"
    case .terminated: "terminated"
    case .hungUp: "hung up"
    case .scriptEnded: "end of script"
    }
  }

  /// The status the program exits with once it has saved: 0 for quitting, and 128 plus the
  /// signal's number after one (130 Ctrl-C, 143 SIGTERM, 129 SIGHUP), as a shell reports a
  /// program the signal killed, so scripts and supervisors can tell the two apart.
  public var exitStatus: Int32 {
    switch self {
    case .quit, .scriptEnded: 0
    case .interrupted: 128 + 2
    case .terminated: 128 + 15
    case .hungUp: 128 + 1
    }
  }
}

/// Shows a store's state on a terminal until the screen quits or the program is
/// interrupted: draws the frame for the current state, redraws after every batch of
/// actions (also those sent by effects, such as timer ticks) and on resize, and turns
/// keys into actions through the key map of the current state.
///
/// - `render` draws the state into a frame the size of the terminal. Below `minimumSize`
///   a `TooSmallNotice` is shown instead, so a layout never meets a size it cannot handle,
///   and keys do nothing but the quit keys the notice shows: a key must never act on a
///   screen that is not shown, nor do what the screen does not say.
/// - Ctrl-L draws the screen again from scratch, in every program; a key map cannot bind it.
/// - `?` or F1, where the screen does not take them (a text field types `?`), opens a
///   `HelpOverlay` of the screen's keys; while it is open no key reaches the screen, and Esc,
///   q, Enter, `?` or F1 close it.
/// - On a terminal that shows only ASCII (`backend.charset`), every frame is drawn with
///   ASCII stand-ins for other characters (`Frame.restrictToASCII`).
/// - Redraws are coalesced: many changes between two events draw once, and a frame equal
///   to the last one is not sent to the terminal at all.
/// - `sizeChanged`, when given, makes the action sent with the terminal's size before the
///   first draw and after each resize, for screens whose state depends on how much fits
///   (a page of rows, a scroll offset).
@MainActor
public func run<State, Action>(
  _ store: Store<State, Action>,
  on backend: some TerminalBackend,
  minimumSize: Size = Size(width: 1, height: 1),
  render: (State, inout Frame) -> Void,
  keyMap: (State) -> KeyMap<Action>,
  sizeChanged: ((Size) -> Action)? = nil,
  inspector: Inspector<State, Action>? = nil
) async -> ExitReason {
  let changes = PendingRedraw()
  let observation = store.observe {
    changes.isPending = true
    backend.wake()
  }
  defer { observation.cancel() }
  inspector?.runLoopStarted { backend.wake() }
  var shown: Frame?
  // What a click acts on: the targets of the screen on show, none behind a notice or the help.
  var targets = ClickTargets()
  var reportedSize: Size?
  var isShowingHelp = false
  // Whether the help on show lists the inspector's keys: the keys closing it are its too.
  var isHelpInspectors = false
  // What the loop itself says on the status line until the next key ("Copied").
  var notice: String?
  while true {
    // With the inspector open the program has part of the screen, or none of it.
    let layout = inspector.flatMap { $0.isOpen ? $0.layout(in: backend.size, minimum: minimumSize) : nil }
    let programSize = layout.map { $0.program?.size } ?? backend.size
    let inspectorHasKeys = layout != nil && (inspector?.hasKeys == true || layout?.program == nil)
    if let sizeChanged, let programSize, reportedSize != programSize {
      reportedSize = programSize
      inspector?.log?.willSend()
      store.send(sizeChanged(programSize))
      inspector?.programWasTold(programSize)
    }
    let isTooSmall = layout == nil && !backend.size.contains(minimumSize)
    if changes.isPending || shown?.size != backend.size || inspector?.takeEffectsChanged() == true {
      changes.isPending = false
      var frame = Frame(size: backend.size, charset: backend.charset)
      if let inspector, let layout {
        draw(store, inspector: inspector, layout: layout, render: render, into: &frame)
        if isShowingHelp {
          let hints = inspectorHasKeys ? inspector.keyMap(programShown: layout.program != nil).hints : keyMap(store.state).hints
          frame.render(HelpOverlay(hints: hints), in: frame.area)
        }
      } else if isTooSmall {
        frame.render(TooSmallNotice(minimum: minimumSize, hints: keyMap(store.state).shownQuitBindings.hints), in: frame.area)
      } else {
        render(store.state, &frame)
        if let notice { frame.say(notice) }
        if isShowingHelp { frame.render(HelpOverlay(hints: keyMap(store.state).hints), in: frame.area) }
      }
      targets = isTooSmall || isShowingHelp ? ClickTargets() : frame.clickTargets
      if frame.charset == .ascii { frame.restrictToASCII() }
      if frame != shown {
        backend.present(frame)
        shown = frame
      }
    }
    let event = await backend.nextEvent()
    if case .key = event, notice != nil {
      notice = nil
      changes.isPending = true
    }
    switch event {
    case .key(.control("l")):
      backend.repaint()
    case .key(Inspector<State, Action>.toggleKey) where inspector != nil && !isShowingHelp:
      inspector?.toggle(programShown: layout?.program != nil)
      changes.isPending = true
    case .key(.mouse(let event)) where inspectorHasKeys && !isShowingHelp:
      if event.kind == .click {
        inspector?.keyTaken?()
      } else {
        _ = inspector?.handle(event.kind == .wheelUp ? .up : .down, programShown: layout?.program != nil)
      }
      changes.isPending = true
    case .key(.mouse(let event)):
      if let action = mouseAction(event, targets: targets, keys: isShowingHelp || isTooSmall ? nil : keyMap(store.state)) {
        inspector?.log?.willSend()
        store.send(action)
      }
    case .key(let key) where isShowingHelp:
      if isHelpInspectors { inspector?.keyTaken?() }
      if HelpOverlay.closingKeys.contains(key) {
        isShowingHelp = false
        changes.isPending = true
      }
    case .key(let key) where inspectorHasKeys:
      if inspector?.handle(key, programShown: layout?.program != nil) != true, HelpOverlay.openingKeys.contains(key) {
        isShowingHelp = true
        isHelpInspectors = true
      }
      // After a fork the program's state holds the size it was told then: told again if it differs.
      if await inspector?.forkIfAsked() == true { reportedSize = inspector?.lastReportedSize }
      changes.isPending = true
    case .key(let key):
      let keys = activeKeys(keyMap(store.state), isTooSmall: isTooSmall, minimumSize: minimumSize, backend: backend)
      switch keys.command(for: key) {
      case .send(let action)?:
        inspector?.log?.willSend()
        store.send(action)
      case .quit?: return .quit
      case .copy(let text)?:
        backend.copyToClipboard(text)
        notice = "Copied"
        changes.isPending = true
      case nil where HelpOverlay.openingKeys.contains(key) && !isTooSmall:
        isShowingHelp = true
        isHelpInspectors = false
        changes.isPending = true
      case nil: break
      }
    case .resize: changes.isPending = true
    case .interrupt: return .interrupted
    case .terminate: return .terminated
    case .hangUp: return .hungUp
    case .scriptEnded: return .scriptEnded
    case .idle: break
    }
  }
}

extension Frame {
  /// Writes a word of the run loop's own on the status line (`statusArea`), over what the
  /// screen put there.
  fileprivate mutating func say(_ notice: String) {
    let area = statusArea ?? Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    fill(area)
    draw(notice, in: area, style: .bold)
  }
}

/// Draws the program (live, or as it was after the selected action, marked read-only) and the
/// inspector's pane where `layout` puts them.
@MainActor
private func draw<State, Action>(
  _ store: Store<State, Action>, inspector: Inspector<State, Action>, layout: (program: Rect?, pane: Rect),
  render: (State, inout Frame) -> Void, into frame: inout Frame
) {
  if let area = layout.program {
    var program = Frame(size: area.size, charset: frame.charset)
    let past = inspector.pastEntry
    if let past {
      inspector.renderPast(past, with: render, into: &program)
    } else {
      render(store.state, &program)
    }
    // A screen of the past takes no clicks: it is not the program's state.
    if past != nil { program.clickTargets = ClickTargets() }
    frame.place(program, x: area.x, y: area.y)
    if let past {
      let row = area.row(area.height - 1)
      frame.fill(row, with: Cell(" ", style: .reverse))
      frame.draw(" read-only: after #\(past.number)", in: row, style: .reverse)
    }
  }
  inspector.render(in: layout.pane, frame: &frame, programShown: layout.program != nil)
}

/// What a mouse event sends: a click what the shown frame marks under it, a turn of the
/// wheel what ↑ or ↓ sends (a list's selection, a text view's scroll); nothing without `keys`
/// (behind the help or the too-small notice).
private func mouseAction<Action>(_ event: MouseEvent, targets: ClickTargets, keys: KeyMap<Action>?) -> Action? {
  guard let keys else { return nil }
  switch event.kind {
  case .click:
    return targets.action(atX: event.x, y: event.y)
  case .wheelUp, .wheelDown:
    guard case .send(let action)? = keys.command(for: event.kind == .wheelUp ? .up : .down) else { return nil }
    return action
  }
}

/// The keys that act now: all of the screen's, or behind the too-small notice only the quit
/// keys the notice shows, so no key acts on a screen the user cannot see.
@MainActor
private func activeKeys<Action>(
  _ keyMap: KeyMap<Action>, isTooSmall: Bool, minimumSize: Size, backend: some TerminalBackend
) -> KeyMap<Action> {
  guard isTooSmall else { return keyMap }
  let quitKeys = keyMap.shownQuitBindings
  let notice = TooSmallNotice(minimum: minimumSize, hints: quitKeys.hints)
  return notice.showsHints(in: Rect(size: backend.size), charset: backend.charset) ? quitKeys : KeyMap([])
}

/// Whether the state changed since the last draw; a class because the store's observer
/// (a separate closure) sets it.
@MainActor
private final class PendingRedraw {
  var isPending = true
}
