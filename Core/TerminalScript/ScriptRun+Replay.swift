import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

extension ScriptRun {
  /// Where a replay first left the recording.
  public struct Divergence: Error, Equatable, CustomStringConvertible {
    /// The line of the recording whose state differs.
    public var line: Int
    /// The event, as the recording names it.
    public var event: String
    /// What differs: `-` lines as recorded, `+` lines as replayed.
    public var difference: String

    public var description: String {
      "the replay diverged at line \(line) of the recording (\(event)); the state differs (- recorded, + replayed):\n"
        + difference
    }

    package init(line: Int, event: String, difference: String) {
      self.line = line
      self.event = event
      self.difference = difference
    }
  }

  /// Replays a recording against the store: moves the clock to each event's time, hands the
  /// event to the run loop, lets the program settle, and compares the state with the one
  /// recorded; throws the first `Divergence`. Returns how many states were compared.
  package func replay<State, Action>(
    _ store: Store<State, Action>,
    _ recording: SessionRecording,
    minimumSize: Size,
    render: @escaping (State, inout Frame) -> Void,
    keyMap: @escaping (State) -> KeyMap<Action>,
    sizeChanged: ((Size) -> Action)?,
    inspector: Inspector<State, Action>? = nil
  ) async throws(Divergence) -> (reason: ExitReason, compared: Int) {
    attach(store)
    let loop = startLoop(
      store, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged, inspector: inspector
    )
    await settle()
    var compared = 0
    for (line, entry) in recording.steps {
      await advance(to: ScriptClock.Instant(offset: .nanoseconds(entry.nanoseconds ?? 0)))
      let name = Self.name(of: entry)
      if let end = entry.end {
        if exitReason == nil, end == "\(ExitReason.scriptEnded)" { backend.send(.scriptEnded) }
        let reason = await loop.value
        guard "\(reason)" == end else {
          throw Divergence(line: line, event: name, difference: "- ended (\(end))\n+ ended (\(reason))")
        }
        return (reason, compared)
      }
      if let event = Self.event(of: entry) {
        if let exitReason {
          throw Divergence(line: line, event: name, difference: "- running\n+ ended (\(exitReason))")
        }
        if case .resize = event, let size = entry.resize.flatMap(Size.init(scriptText:)) {
          backend.resize(width: size.width, height: size.height)
        } else {
          backend.send(event)
        }
        await settle()
      }
      if let recorded = entry.state {
        let replayed = ValueDump.dump(store.state)
        if let difference = TextDiff.lines(Self.lines(recorded), Self.lines(replayed)) {
          throw Divergence(line: line, event: name, difference: difference)
        }
        compared += 1
      }
    }
    // A recording cut short (a crash) has no end: stop the program as a script's end does.
    if exitReason == nil { backend.send(.scriptEnded) }
    return (await loop.value, compared)
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func event(of entry: SessionEntry) -> TerminalEvent? {
    if let key = entry.key.flatMap(Key.init(scriptName:)) { return .key(key) }
    if let text = entry.text { return .key(.paste(text)) }
    if entry.resize != nil { return .resize }
    switch entry.signal {
    case "interrupt": return .interrupt
    case "terminate": return .terminate
    case "hangUp": return .hangUp
    default: return nil
    }
  }

  /// How an entry reads in a message: `key Enter at 1.250 s`.
  static func name(of entry: SessionEntry) -> String {
    let time = NumberText.fixed(Double(entry.nanoseconds ?? 0) / 1e9, digits: 3) + " s"
    if let key = entry.key { return "key \(key) at \(time)" }
    if let text = entry.text { return "text \"\(text)\" at \(time)" }
    if let size = entry.resize { return "resize \(size) at \(time)" }
    if let signal = entry.signal { return "\(signal) at \(time)" }
    if let end = entry.end { return "end (\(end)) at \(time)" }
    return "start"
  }
}
