/// A terminal in memory for tests: feed it keys and resizes, read what the run loop drew.
///
/// The run loop waits on it without timers: `nextEvent` suspends until a key is fed or the
/// store changes. `settle()` lets the loop and effects run until the loop waits for input.
@MainActor
public final class HeadlessBackend: TerminalBackend {
  public private(set) var size: Size
  public let charset: Charset
  /// The frame last presented by the run loop.
  public private(set) var frame: Frame
  /// How many frames were presented: a frame equal to the last one is never presented.
  public private(set) var presentedCount = 0
  /// How many times the screen was drawn again from scratch (Ctrl-L).
  public private(set) var repaintCount = 0
  /// What the run loop copied to the clipboard, oldest first.
  public private(set) var copied: [String] = []
  private var pending: [TerminalEvent] = []
  private var waiting: CheckedContinuation<TerminalEvent, Never>?

  /// The colours this terminal shows; presented frames are converted as a real terminal would.
  public let colorSupport: ColorSupport

  /// A terminal of the given size; `charset: .ascii` acts as one without a UTF-8 locale, and
  /// `colorSupport` as one with fewer colours or none (the default shows frames as drawn).
  public init(width: Int, height: Int, charset: Charset = .unicode, colorSupport: ColorSupport = .truecolor) {
    size = Size(width: width, height: height)
    self.charset = charset
    self.colorSupport = colorSupport
    frame = Frame(size: size, charset: charset)
  }

  /// The screen as text lines, trailing spaces trimmed (see `Frame.text`).
  public var text: String { frame.text }

  /// True while the run loop is suspended waiting for an event.
  public var isWaiting: Bool { waiting != nil }

  public func present(_ frame: Frame) {
    var frame = frame
    if colorSupport != .truecolor {
      for index in frame.cells.indices { frame.cells[index].style = colorSupport.apply(frame.cells[index].style) }
    }
    self.frame = frame
    presentedCount += 1
  }

  public func repaint() {
    repaintCount += 1
  }

  public func nextEvent() async -> TerminalEvent {
    if !pending.isEmpty { return pending.removeFirst() }
    return await withCheckedContinuation { waiting = $0 }
  }

  public func wake() {
    deliver(.idle)
  }

  public func copyToClipboard(_ text: String) {
    copied.append(text)
  }

  /// Queues a key press.
  public func press(_ key: Key) {
    deliver(.key(key))
  }

  /// Queues key presses for each character of a string.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Queues a bracketed paste of `text`, as a terminal delivers one.
  public func paste(_ text: String) {
    press(.paste(text))
  }

  /// Changes the size and tells the loop, as a terminal resize does.
  public func resize(width: Int, height: Int) {
    size = Size(width: width, height: height)
    deliver(.resize)
  }

  /// Delivers an event such as `.interrupt` (Ctrl-C), `.terminate` (SIGTERM) or `.hangUp` (SIGHUP).
  public func send(_ event: TerminalEvent) {
    deliver(event)
  }

  /// Yields to other tasks until the run loop is waiting for input with nothing queued,
  /// at most `limit` times; returns whether it got there.
  @discardableResult
  public func settle(limit: Int = 1_000) async -> Bool {
    for _ in 0..<20 { await Task.yield() }
    for _ in 0..<limit {
      if waiting != nil, pending.isEmpty { return true }
      await Task.yield()
    }
    return false
  }

  /// Lets effects and the loop run until `condition` holds (or `timeout` of wall time passes,
  /// returning false), then until the loop waits for input. A store's effects run on the
  /// global executor, so the loop alone cannot tell when one has sent.
  @discardableResult
  public func settle(until condition: () -> Bool, timeout: Duration = .seconds(10)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      await Task.yield()
    }
    return await settle()
  }

  private func deliver(_ event: TerminalEvent) {
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: event)
    } else if event != .idle {
      // A wake while the loop is busy needs no event: it checks for changes before waiting.
      pending.append(event)
    }
  }
}
