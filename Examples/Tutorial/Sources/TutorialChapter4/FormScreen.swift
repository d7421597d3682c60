import ComposableArchitecture
import TerminalUI

/// The edit form, drawn in a sheet over the screen that presented it. Its keys send the
/// form's actions through `send`; saving and cancelling are the parent's, so the parent says
/// which actions they are.
public enum FormScreen {
  /// The fields in a sheet over `area`, the one with the cursor marked, and why a save was refused.
  public static func render(_ form: SyncUpForm.State, in area: Rect, frame: inout Frame) {
    let sheet = Sheet(title: "Edit sync-up")
    frame.render(sheet, in: area)
    let inner = sheet.inner(area)
    func field(_ row: Int, _ name: String) -> Rect {
      let (label, rest) = inner.row(row).split(left: 11)
      frame.render(Label(name, style: .dim), in: label)
      return rest
    }
    frame.render(TextField(form.title, placeholder: "a title", isFocused: form.focus == .title), in: field(0, "Title"))
    let length = "◂ \(form.minutes) min ▸"
    frame.render(Label(length, style: form.focus == .minutes ? .reverse : .plain), in: field(1, "Length"))
    frame.render(
      TextField(form.attendees, placeholder: "names, separated by commas", isFocused: form.focus == .attendees),
      in: field(2, "Attendees")
    )
    if let problem = form.problem {
      frame.render(Label(problem, style: Style(.bold, foreground: .red)), in: inner.row(4))
    }
  }

  /// Tab moves between fields, ←→ change the length when it has the cursor, Enter saves, Esc
  /// cancels; any other key edits the text field with the cursor.
  public static func keyMap<Action>(
    _ form: SyncUpForm.State, send: @escaping (SyncUpForm.Action) -> Action, save: Action, cancel: Action
  ) -> KeyMap<Action> {
    let onLength = form.focus == .minutes
    let bindings = [
      KeyBinding([.tab], help: "next field", send: send(.focusMoved(by: 1))),
      KeyBinding([.backTab], help: "", send: send(.focusMoved(by: -1))),
      KeyBinding(
        [.left], help: "shorter", send: send(.minutesChanged(by: -1)),
        isEnabled: onLength && form.minutes > SyncUpForm.minutes.lowerBound
      ),
      KeyBinding(
        [.right], help: "longer", send: send(.minutesChanged(by: 1)),
        isEnabled: onLength && form.minutes < SyncUpForm.minutes.upperBound
      ),
      KeyBinding([.enter], help: "save", send: save),
      KeyBinding([.escape], help: "cancel", send: cancel),
    ]
    let typing: ((Key) -> Action?)? =
      switch form.focus {
      case .title: TextInput.otherKeys { send(.title($0)) }
      case .attendees: TextInput.otherKeys { send(.attendees($0)) }
      case .minutes: nil
      }
    return KeyMap(bindings, otherKeys: typing)
  }
}
