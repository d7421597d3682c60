import ComposableArchitecture
import StoreInspection

/// What the inspector draws (see ``Inspector``): a title row, the action log (newest at the
/// bottom), the state change of the selected action folded to what changed, the effects in
/// flight with the feature that started each, its cancellation id and how long it has run,
/// and the inspector's keys.
public struct InspectorPane: Widget {
  /// One action of the log.
  public struct Row {
    public var number: Int
    public var time: Duration
    public var origin: ActionOrigin
    public var action: Any

    public init(number: Int, time: Duration, origin: ActionOrigin, action: Any) {
      self.number = number
      self.time = time
      self.origin = origin
      self.action = action
    }
  }

  public var entries: [Row]
  /// The action whose change is shown; the newest unless an earlier one is selected.
  public var selected: Int?
  /// Whether the selected action is an earlier one, whose state the program's pane shows.
  public var isPast: Bool
  /// The lines of the change, as `TextDiff` writes them.
  public var diff: [String]
  public var effects: [EffectInFlight]
  /// The time now, on the log's clock, for how long each effect has run.
  public var now: Duration
  public var hasKeys: Bool
  public var status: String?
  public var keys: KeyMap<Void>
  public var listOffset: Int

  public init(
    entries: [Row], selected: Int?, isPast: Bool, diff: [String], effects: [EffectInFlight],
    now: Duration, hasKeys: Bool, status: String?, keys: KeyMap<Void>, listOffset: Int
  ) {
    self.entries = entries
    self.selected = selected
    self.isPast = isPast
    self.diff = diff
    self.effects = effects
    self.now = now
    self.hasKeys = hasKeys
    self.status = status
    self.keys = keys
    self.listOffset = listOffset
  }

  /// How an action reads in the log: number, time, where it came from, and its path.
  public static func line(_ row: Row) -> String {
    let mark = row.origin == .sent ? "•" : "↳"
    return "#\(row.number) \(time(row.time)) \(mark) \(ActionPath.describe(row.action))"
  }

  /// A time as the log shows it: `3.250`, `1:02.500`.
  public static func time(_ duration: Duration) -> String {
    let milliseconds = max(0, Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000))
    let seconds = milliseconds / 1000
    let fraction = String(1000 + milliseconds % 1000).dropFirst()
    if seconds < 60 { return "\(seconds).\(fraction)" }
    let rest = String(100 + seconds % 60).dropFirst()
    return "\(seconds / 60):\(rest).\(fraction)"
  }

  /// How an effect in flight reads: `#3 0.300 s .search · app › search`: how long it has
  /// run, its cancellation id, and the feature whose action started it.
  public static func line(_ effect: EffectInFlight, now: Duration) -> String {
    "#\(effect.number) \(time(now - effect.started)) s \(effect.cancellationID ?? "(no id)") · \(effect.feature)"
  }

  /// Rows of the action list in a pane drawn in `area`.
  func listHeight(in area: Rect) -> Int {
    sections(in: area).list.height
  }

  /// The list of actions, newest at the bottom, the selected one marked.
  func listView(height: Int) -> ListView {
    let index = selected.flatMap { number in entries.firstIndex { $0.number == number } }
    return ListView(count: entries.count, selection: index, offset: listOffset, selectedStyle: isPast ? .reverse : .bold) {
      Self.line(entries[$0])
    }
  }

  /// The rows of each part: the log takes what its actions need, up to half of what the
  /// effects leave; the change takes the rest.
  private func sections(in area: Rect) -> (title: Rect, list: Rect, diffTitle: Rect, diff: Rect, effectsTitle: Rect, effects: Rect, hints: Rect) {
    let (title, rest) = area.split(top: 1)
    let (body, hints) = rest.split(bottom: 1)
    let effectRows = min(max(1, effects.count), max(1, body.height / 5))
    let (upper, effectsPart) = body.split(bottom: effectRows + 1)
    let listRows = max(1, min(entries.count, (upper.height - 2) / 2))
    let (list, diffPart) = upper.split(top: listRows)
    let (diffTitle, diff) = diffPart.split(top: 1)
    let (effectsTitle, effectsRows) = effectsPart.split(top: 1)
    return (title, list, diffTitle, diff, effectsTitle, effectsRows, hints)
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    frame.fill(area)
    let parts = sections(in: area)
    let state = isPast ? "after #\(selected ?? 0), read-only" : "live at \(Self.time(now))"
    let count = entries.count == 1 ? "1 action" : "\(entries.count) actions"
    let titleStyle = hasKeys ? Style.reverse.adding(.bold) : Style.reverse
    frame.fill(parts.title, with: Cell(" ", style: titleStyle))
    frame.draw(" Inspector · \(count) · \(state)", in: parts.title, style: titleStyle)

    frame.render(listView(height: parts.list.height), in: parts.list)

    section(selected.map { "State after #\($0)" } ?? "State", in: parts.diffTitle, frame: &frame)
    for (row, line) in diff.prefix(parts.diff.height).enumerated() {
      let style: Style = line.hasPrefix("-") || line.hasPrefix("+") ? .bold : .dim
      frame.draw(line, in: parts.diff.row(row), style: style)
    }

    section("Effects in flight: \(effects.count)", in: parts.effectsTitle, frame: &frame)
    if effects.isEmpty {
      frame.draw("none", in: parts.effects.row(0), style: .dim)
    }
    for (row, effect) in effects.prefix(parts.effects.height).enumerated() {
      frame.draw(Self.line(effect, now: now), in: parts.effects.row(row))
    }

    if let status {
      frame.draw(status, in: parts.hints, style: .bold)
    } else if hasKeys {
      frame.render(HintBar(keys), in: parts.hints)
    } else {
      frame.draw("F12 inspector keys", in: parts.hints, style: .dim)
    }
  }

  /// A section's title on a rule: `─ Effects in flight: 2 ─────`.
  private func section(_ title: String, in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    frame.render(Rule(style: .dim), in: area)
    frame.draw(" \(title) ", x: area.x + 1, y: area.y, style: .bold, in: area)
  }
}
