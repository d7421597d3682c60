import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal through ncursesw. Created with `start()`, which never calls
/// `initscr` (it exits on an unknown TERM); `stop()` restores the terminal.
///
/// While it runs, the terminal sends Ctrl-S and Ctrl-Q as keys (XON/XOFF flow control is
/// off, so Ctrl-S cannot freeze the screen), wraps pastes in markers (bracketed paste), so a
/// pasted text arrives as one `.paste` key, reports focus in a form that is read and dropped,
/// and, where it offers kitty's keyboard protocol, sends Esc, Alt and Ctrl keys
/// unambiguously. All of it is undone by `stop()` and on Ctrl-Z, and asked for again on `fg`.
///
/// ncurses sets the terminal up and reads the keys; frames are written by `ScreenWriter`
/// (synchronized output, truecolor where `COLORTERM` says so, the cursor at a field's caret,
/// grapheme mode where the terminal answers for it), which ncurses never sees: its own
/// screen stays blank and untouched, so it writes nothing over them.
///
/// `nextEvent` reads the input there is, and otherwise waits, off the main actor so effects
/// keep running, until a key arrives, `wake()` is called (a change to draw), an exit signal
/// comes, or a tick passes (16 ms: a resize is noticed by then).
@MainActor
public final class NcursesBackend: TerminalBackend {
  private let screen: OpaquePointer
  private let output: UnsafeMutablePointer<FILE>
  public let charset: Charset
  private var writer: ScreenWriter
  private var shown: Frame?
  private var decoder = InputDecoder()
  /// When input last arrived; a paste missing its end marker is given out once it has been
  /// quiet for `pasteTimeout`, and part of an escape sequence dropped after `sequenceTimeout`.
  private var lastInput = ContinuousClock.now
  private let wait: TerminalWait
  private var isStopped = false
  public let tick: Duration

  /// The start of a mouse report as the terminal description spells it (`kmous`), when the
  /// program does not take the mouse: ncurses then takes only those bytes for `KEY_MOUSE`, and
  /// the decoder is handed them back so it reads the rest of the report instead of typing it.
  private var untakenMousePrefix: [UInt32] = []
  /// Whether kitty's keyboard protocol was turned on, so it is turned off again.
  private var isKeyboardProtocolOn = false
  /// Whether grapheme mode was set here, so it is reset again.
  private var isGraphemeModeSet = false
  private static let pasteTimeout = Duration.milliseconds(500)
  /// Long enough for the rest of a sequence split between two reads (a slow connection).
  private static let sequenceTimeout = Duration.milliseconds(100)
  /// How long after a resize the frame is sent whole once more.
  private static let resizeSettling = Duration.milliseconds(150)
  /// When the frame drawn after the last resize is sent again; nil once it was.
  private var repaintAfterResize: ContinuousClock.Instant?

  private init(
    screen: OpaquePointer, output: UnsafeMutablePointer<FILE>, colorSupport: ColorSupport, charset: Charset,
    tick: Duration, wait: TerminalWait
  ) {
    self.screen = screen
    self.wait = wait
    self.output = output
    self.writer = ScreenWriter(colorSupport: colorSupport)
    self.charset = charset
    self.tick = tick
  }

  /// Sets up the terminal on stdin/stdout, or returns nil when ncurses cannot (unknown TERM).
  /// Check `StartupCheck` first: this writes escape codes to stdout. With `takesMouse`, clicks
  /// and the wheel arrive as `.mouse` keys (Shift keeps the terminal's own selection).
  public static func start(
    environment: [String: String], takesMouse: Bool = true, tick: Duration = .milliseconds(16)
  ) -> NcursesBackend? {
    start(
      terminalType: nil, input: cn_stdin(), output: cn_stdout(), environment: environment, takesMouse: takesMouse,
      tick: tick)
  }

  /// Sets up the terminal on the given streams; `terminalType` nil means `TERM`.
  package static func start(
    terminalType: String?, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
    environment: [String: String], takesMouse: Bool = false, tick: Duration = .milliseconds(16)
  ) -> NcursesBackend? {
    let charset = Self.setUpLocale()
    guard let wait = TerminalWait(input: fileno(input)) else { return nil }
    guard let screen = newterm(terminalType, output, input) else {
      wait.closePipe()
      return nil
    }
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    TerminalModes.disableFlowControl(fileno(input))
    def_prog_mode()  // ncurses restores this mode after a suspend (Ctrl-Z), and the shell's on endwin
    keypad(cn_stdscr(), true)
    set_escdelay(25)
    curs_set(0)  // so that endwin shows it again; frames show it where a field's caret is
    leaveok(cn_stdscr(), true)
    timeout(0)
    define_key("\u{1B}[200~", cn_key_paste_start())
    define_key("\u{1B}[201~", cn_key_paste_end())
    if takesMouse { cn_mouse_enable() }
    define_key("\u{1B}[1;5D", cn_key_control_left())
    define_key("\u{1B}[1;5C", cn_key_control_right())
    fputs(TerminalModes.requested, output)
    fflush(output)
    // COLORS is only known after start_color, which is skipped when NO_COLOR turns colours off.
    var colorSupport = ColorSupport.detect(environment: environment, terminalHasColors: has_colors())
    if colorSupport != .monochrome {
      start_color()
      use_default_colors()
      colorSupport = ColorSupport.detect(
        environment: environment, terminalHasColors: true, colorCount: Int(cn_colors()))
    }
    DisplayWidth.isGraphemeMode = false
    refresh()  // ncurses clears the screen now, before any frame, and then has nothing to write
    ExitSignals.install(terminal: fileno(output), wake: wait.wakeDescriptor)
    let backend = NcursesBackend(
      screen: screen, output: output, colorSupport: colorSupport, charset: charset, tick: tick, wait: wait)
    if !takesMouse { backend.untakenMousePrefix = Self.mousePrefix() }
    return backend
  }

  /// The terminal description's mouse prefix (`ESC [ M` or `ESC [ <`); empty when it has none.
  private static func mousePrefix() -> [UInt32] {
    guard let prefix = tigetstr("kmous"), prefix != UnsafeMutablePointer(bitPattern: -1) else { return [] }
    return String(cString: prefix).unicodeScalars.map(\.value)
  }

  /// Takes the locale from the environment, as ncurses needs for wide characters. Without a
  /// UTF-8 one the screen is drawn in ASCII; input is still read as UTF-8 where the system
  /// has C.UTF-8, so typed non-ASCII text arrives whole instead of as stray bytes.
  private static func setUpLocale() -> Charset {
    setlocale(LC_ALL, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return .unicode }
    setlocale(LC_CTYPE, "C.UTF-8")
    return .ascii
  }

  /// Restores the terminal; safe to call more than once.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    undoModes()
    endwin()
    ExitSignals.uninstall()
    delscreen(screen)
    wait.closePipe()
  }

  /// Turns off what the program asked of the terminal beyond ncurses, before handing it back.
  private func undoModes() {
    let graphemeReset = isGraphemeModeSet ? GraphemeMode.reset : ""
    fputs(TerminalModes.undone + (isKeyboardProtocolOn ? KeyboardProtocol.pop : "") + graphemeReset, output)
    fflush(output)
    setKeyboardProtocolOn(false)
    isGraphemeModeSet = false
  }

  /// Follows the terminal's answer about grapheme mode: sets it where it can be set, and lays
  /// out and writes clusters whole from then on. Returns whether widths changed (a redraw).
  private func takeGraphemeModeAnswer() -> Bool {
    guard let state = decoder.takeGraphemeModeState() else { return false }
    let (isOn, mustSet) = GraphemeMode.decision(state: state)
    if mustSet, !isGraphemeModeSet {
      fputs(GraphemeMode.set, output)
      fflush(output)
      isGraphemeModeSet = true
    }
    guard isOn != DisplayWidth.isGraphemeMode else { return false }
    DisplayWidth.isGraphemeMode = isOn
    writer.isGraphemeMode = isOn
    return true
  }

  private func setKeyboardProtocolOn(_ isOn: Bool) {
    isKeyboardProtocolOn = isOn
    cn_keyboard_protocol_pushed().pointee = isOn ? 1 : 0
  }

  /// Turns on kitty's keyboard protocol once the terminal said it offers it.
  private func turnOnKeyboardProtocolIfOffered() {
    guard decoder.terminalOffersKeyboardProtocol, !isKeyboardProtocolOn else { return }
    fputs(KeyboardProtocol.push, output)
    fflush(output)
    setKeyboardProtocolOn(true)
  }

  /// Ctrl-Z: hands the terminal back as `stop()` does, stops until `fg`, then takes it again
  /// and draws the screen whole.
  private func suspend() {
    undoModes()
    endwin()
    ExitSignals.stopProcess()
    refresh()  // ncurses takes the terminal back (its modes, the alternate screen)
    fputs(TerminalModes.requested, output)
    fflush(output)
    repaint()
  }

  public var size: Size {
    Size(width: Int(getmaxx(cn_stdscr())), height: Int(getmaxy(cn_stdscr())))
  }

  public func present(_ frame: Frame) {
    let resized = shown?.size != frame.size
    // After a resize the terminal's content is unknown (tmux and others reflow it), so the
    // next refresh clears it and sends every cell, not only those ncurses thinks changed.
    // tmux may also still be resizing its pane when the frame arrives (a 24-row frame on a
    // 20-row pane scrolls it), so the frame is sent whole once more a moment later.
    if resized {
      // ncurses resized its own (blank) screen: let it write that now, not over the frame.
      refresh()
      writer.forget()
      repaintAfterResize = .now + Self.resizeSettling
    }
    let bytes = writer.update(to: frame)
    shown = frame
    bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, output) }
    fflush(output)
  }

  public func copyToClipboard(_ text: String) {
    fputs(Clipboard.copySequence(text), output)
    fflush(output)
  }

  public func nextEvent() async -> TerminalEvent {
    var inputWasReady = false
    if let due = repaintAfterResize, ContinuousClock.now >= due {
      repaintAfterResize = nil
      repaint()
    }
    while true {
      if let signal = ExitSignals.takePending() { return signal }
      if ExitSignals.takeSuspend() { suspend() }
      var code: wint_t = 0
      let result = get_wch(&code)
      guard let input = RawInput(result: result, code: UInt32(code)) else {
        if let key = finishUnfinishedInput() { return .key(key) }
        if inputWasReady {
          // Ready but nothing to read (a closed terminal, a partial sequence): waiting again
          // would return at once, so sit out a tick instead of spinning.
          try? await Task.sleep(for: tick)
          return ExitSignals.takePending() ?? .idle
        }
        switch await wait.wait(timeout: tick) {
        case .input:
          inputWasReady = true
          continue
        case .woken, .timedOut:
          if let signal = ExitSignals.takePending() { return signal }
          return resizeNcursesMissed() ? .resize : .idle
        }
      }
      lastInput = .now
      inputWasReady = false
      if input == .functionKey(cn_key_mouse()), !untakenMousePrefix.isEmpty {
        for code in untakenMousePrefix { _ = decoder.decode(.character(code)) }
        continue
      }
      if input == .functionKey(cn_key_mouse()), !decoder.isInPaste {
        var x: Int32 = 0
        var y: Int32 = 0
        switch cn_mouse_read(&x, &y) {
        case 1: return .key(.mouse(MouseEvent(.click, x: Int(x), y: Int(y))))
        case 2: return .key(.mouse(MouseEvent(.wheelUp, x: Int(x), y: Int(y))))
        case 3: return .key(.mouse(MouseEvent(.wheelDown, x: Int(x), y: Int(y))))
        default: continue
        }
      }
      let key = decoder.decode(input)
      turnOnKeyboardProtocolIfOffered()
      if takeGraphemeModeAnswer() { return .resize }
      switch key {
      case .resize?: return .resize
      // Ctrl-C and Ctrl-Z come as keys, not signals, under kitty's keyboard protocol.
      case .control("c")?: return .interrupt
      case .control("z")?: suspend()
      case .focus?: continue
      case let key?: return .key(key)
      case nil: continue
      }
    }
  }

  /// What input read so far means now that none follows: a lone ESC is Esc at once (ncurses
  /// has already waited its short delay for more); a paste or part of a sequence is ended
  /// once input has been quiet for their timeouts.
  private func finishUnfinishedInput() -> Key? {
    let quiet = ContinuousClock.now - lastInput
    switch decoder.unfinished {
    case .escape?: return decoder.finish()
    case .sequence? where quiet > Self.sequenceTimeout: return decoder.finish()
    case .paste? where quiet > Self.pasteTimeout: return decoder.finish()
    default: return nil
    }
  }

  /// Whether the terminal now has a size ncurses has not taken, which it then takes. ncurses
  /// learns of a resize from SIGWINCH; two in quick succession (tmux resizing twice) can leave
  /// it with the first size, and the screen drawn for a terminal that is no longer there.
  private func resizeNcursesMissed() -> Bool {
    var window = winsize()
    guard withUnsafeMutablePointer(to: &window, { ioctl(fileno(output), UInt(TIOCGWINSZ), $0) }) == 0,
      window.ws_row > 0, window.ws_col > 0
    else { return false }
    let (rows, columns) = (Int32(window.ws_row), Int32(window.ws_col))
    guard is_term_resized(rows, columns) else { return false }
    return resize_term(rows, columns) == OK
  }

  /// Ends the wait for input, so a change made meanwhile is drawn now.
  public func wake() {
    wait.wake()
  }

  /// Clears the terminal and draws the last frame whole.
  public func repaint() {
    guard let frame = shown else { return }
    writer.forget()
    present(frame)
    // Sent whole just now: nothing is left to send again after a resize.
    repaintAfterResize = nil
  }
}
