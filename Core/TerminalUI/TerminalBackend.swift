/// Something the run loop reads from the terminal, or learns about it.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  /// The terminal changed size (the backend's `size` is already the new one).
  case resize
  /// Ctrl-C or SIGINT: the program should save and exit.
  case interrupt
  /// SIGTERM: the program should save and exit.
  case terminate
  /// SIGHUP, the terminal went away (a closed window, a dropped ssh connection): the program
  /// should save and exit.
  case hangUp
  /// Nothing happened for a while; the loop draws pending changes.
  case idle
  /// The script feeding a headless run is over: the program should save and exit.
  case scriptEnded
}

/// Where a screen is shown and keys come from: a real terminal (`NcursesBackend`) or a
/// frame in memory (`HeadlessBackend`) for tests.
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// What the terminal can show: frames for an ASCII terminal are drawn without other characters.
  var charset: Charset { get }
  /// Shows a frame. The run loop only calls it when the frame differs from the last one.
  func present(_ frame: Frame)
  /// Draws the last frame again from scratch (Ctrl-L), for when something else wrote over the
  /// screen.
  func repaint()
  /// Waits for the next event without blocking the main actor; returns `.idle` after a
  /// short while with nothing to report, or as soon as `wake()` is called.
  func nextEvent() async -> TerminalEvent
  /// Ends a pending `nextEvent` early because the state changed and needs drawing.
  func wake()
  /// Puts `text` on the clipboard of the terminal's user (OSC 52, see `Clipboard`).
  func copyToClipboard(_ text: String)
}
