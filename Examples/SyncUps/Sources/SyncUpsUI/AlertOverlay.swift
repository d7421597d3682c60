import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// An alert on screen, with the keys that press its buttons (`AlertKeys`, as in every program).
struct VisibleAlert {
  let title: String
  let message: String?
  let buttons: [String]
  /// The button Enter presses for a `selection` (nil: the safe one).
  let chosen: (Int?) -> Int
  /// The alert's keys with a `selection` chosen.
  let keyMap: (Int?) -> KeyMap<SyncUpsTerminal.Action>
  /// Marks the buttons of the alert's box, drawn in an area, so a click presses them.
  let markButtons: (AlertBox, Rect, inout Frame) -> Void

  init<Action>(_ alert: AlertState<Action>, embed: @escaping (PresentationAction<Action>) -> AppFeature.Action) {
    title = String(state: alert.title)
    message = alert.message.map { String(state: $0) }
    buttons = alert.buttons.map { String(state: $0.label) }
    let states = alert.buttons
    chosen = { AlertKeys.chosen(states, selection: $0) }
    markButtons = { box, area, frame in
      AlertKeys.markButtons(states, of: box, in: area, frame: &frame) { SyncUpsTerminal.Action.app(embed($0)) }
    }
    keyMap = { selection in
      AlertKeys.keyMap(
        states, selection: selection, select: { .alertButtons(.selected($0)) }, send: { .app(embed($0)) })
    }
  }
}

extension SyncUpsTerminal.State {
  /// The alert of the screen on top, if it shows one.
  var visibleAlert: VisibleAlert? {
    guard let top = app.path.ids.last else {
      guard case let .alert(alert)? = app.syncUpsList.destination else { return nil }
      return VisibleAlert(alert) { .syncUpsList(.destination(Self.alertAction($0, \.alert))) }
    }
    switch app.path[id: top] {
    case let .detail(detail)?:
      if case let .edit(form)? = detail.destination, let alert = form.alert {
        return VisibleAlert(alert) { .path(.element(id: top, action: .detail(.destination(.presented(.edit(.alert($0))))))) }
      }
      guard case let .alert(alert)? = detail.destination else { return nil }
      return VisibleAlert(alert) { .path(.element(id: top, action: .detail(.destination(Self.alertAction($0, \.alert))))) }
    case let .record(record)?:
      guard let alert = record.alert else { return nil }
      return VisibleAlert(alert) { .path(.element(id: top, action: .record(.alert($0)))) }
    case .meeting?, nil:
      return nil
    }
  }

  /// A destination's alert action, from the alert's own.
  static func alertAction<Destination: CasePathable, Alert>(
    _ action: PresentationAction<Alert>, _ path: CaseKeyPath<Destination, Alert>
  ) -> PresentationAction<Destination> {
    switch action {
    case .dismiss: .dismiss
    case let .presented(alert): .presented(Destination.casePath(path).embed(alert))
    }
  }
}
