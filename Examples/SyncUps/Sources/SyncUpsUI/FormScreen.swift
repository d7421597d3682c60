import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// The add or edit form, a sheet over the list or the detail: title, length, theme and
/// attendees, with its keys as the footer and its two buttons.
enum FormScreen {
  static func render(
    _ form: SyncUpForm.State, isNew: Bool, input: TextFieldState?, keys: KeyMap<SyncUpsTerminal.Action>,
    focus: (SyncUpForm.Field) -> SyncUpsTerminal.Action, in area: Rect, frame: inout Frame
  ) {
    let title = isNew ? "New sync-up" : (form.syncUp.title.isEmpty ? "Untitled" : form.syncUp.title)
    let sheet = Sheet(title: title)
    frame.fill(area)
    frame.render(sheet, in: area)
    let inner = sheet.inner(area).inset(horizontal: 1)
    let fieldWidth = min(50, max(10, inner.width - 12))
    func field(_ field: SyncUpForm.Field, _ text: String, placeholder: String, in row: Rect) {
      let box = row.split(left: fieldWidth + 2).left
      // A click focuses the field, as Tab does.
      frame.onClick(box, send: focus(field))
      frame.render(Label("[", style: .plain), in: box)
      frame.render(Label("]", alignment: .trailing), in: box)
      frame.render(
        TextField(
          form.focus == field ? input ?? TextFieldState(text) : TextFieldState(text), placeholder: placeholder, isFocused: form.focus == field, style: .underline),
        in: box.inset(horizontal: 1)
      )
    }
    let (labels, rest) = inner.split(left: 10)
    frame.render(Label("Title", style: form.focus == .title ? .bold : .plain), in: labels.row(0))
    field(.title, form.syncUp.title, placeholder: "Untitled", in: rest.row(0))
    frame.render(Label("Length", style: form.focus == .duration ? .bold : .plain), in: labels.row(1))
    let length = "◀ \(String(SyncUpForm.clampedMinutes(form.syncUp.duration)).padding(toLeft: 2)) min ▶"
    frame.render(Label(length, style: form.focus == .duration ? .reverse : .plain), in: rest.row(1))
    frame.onClick(rest.row(1).split(left: 18).left, send: focus(.duration))
    let themeColumn = rest.row(1).split(left: 18).rest
    frame.render(Label("Theme", style: form.focus == .theme ? .bold : .plain), in: themeColumn)
    let themeText = "◀ \(form.syncUp.theme.name) ▶"
    let themeArea = themeColumn.split(left: 7).rest
    frame.onClick(themeArea, send: focus(.theme))
    frame.render(Label(themeText, style: form.focus == .theme ? .reverse : .plain), in: themeArea)
    // The swatch shrinks on a narrow sheet rather than ending in "…".
    let swatchArea = themeArea.split(left: DisplayWidth.of(themeText) + 1).rest
    let swatch = String(repeating: "█", count: min(4, swatchArea.width))
    frame.render(Label(swatch, style: Style(foreground: SyncUpsScreen.themeStyle(form.syncUp.theme).background)), in: swatchArea)
    frame.render(Label("Attendees"), in: labels.row(2))
    let listArea = inner.split(top: 3).rest.split(bottom: 2).rest
    let focusedIndex = form.syncUp.attendees.firstIndex { form.focus == .attendee($0.id) }
    let offset = max(0, (focusedIndex ?? 0) - listArea.height + 1)
    for (row, attendee) in form.syncUp.attendees.dropFirst(offset).prefix(listArea.height).enumerated() {
      let focused = form.focus == .attendee(attendee.id)
      let line = listArea.row(row)
      frame.render(Label(focused ? "> " : "  "), in: line)
      field(.attendee(attendee.id), attendee.name, placeholder: "Name", in: line.split(left: 2).rest)
    }
    // The footer and the buttons are drawn from the form's key map, so they cannot drift from it:
    // Esc and Ctrl-S are the buttons, the other keys the footer.
    let bottom = inner.split(bottom: 2).bottom
    let isButton = { (binding: KeyBinding<SyncUpsTerminal.Action>) in
      binding.keys.contains(.escape) || binding.keys.contains(.control("s"))
    }
    var legend = HintBar(KeyMap(keys.bindings.filter { !isButton($0) }))
    // The form types `?`: the legend names the help key of the whole form (F1).
    legend.helpKey = HintBar(keys).helpKey
    frame.render(legend, in: bottom.row(0))
    let buttons = keys.bindings.filter(isButton).map { "[\($0.keyLabel) \($0.help.prefix(1).uppercased() + $0.help.dropFirst())]" }
    frame.render(Label(buttons.joined(separator: "   "), alignment: .trailing), in: bottom.row(1))
  }

  /// The form's keys: Tab moves the focus (the program's own action), ←→ adjust the length
  /// and theme, Ctrl-N and Ctrl-D add and delete attendees, Esc and Ctrl-S are the parent's
  /// `dismiss` and `confirm`; a focused text field takes the other keys.
  static func keyMap(
    _ form: SyncUpForm.State, isNew: Bool, embed: @escaping (SyncUpForm.Action) -> SyncUpsTerminal.Action,
    dismiss: SyncUpsTerminal.Action, confirm: SyncUpsTerminal.Action
  ) -> KeyMap<SyncUpsTerminal.Action> {
    let adjusts = form.focus == .duration || form.focus == .theme
    let focusedAttendee: Int? =
      if case let .attendee(id)? = form.focus { form.syncUp.attendees.index(id: id) } else { nil }
    let own = KeyMap<SyncUpForm.Action>([
      KeyBinding([.left], help: "adjust", send: .previousValueTapped, isEnabled: adjusts),
      KeyBinding([.right], help: "adjust", send: .nextValueTapped, isEnabled: adjusts),
      KeyBinding([.control("n")], help: "new attendee", send: .addAttendeeButtonTapped),
      KeyBinding(
        [.control("d")], help: "delete attendee", send: .deleteAttendees(atOffsets: [focusedAttendee ?? 0]),
        isEnabled: focusedAttendee != nil),
    ])
    let typesText = form.focus == .title || focusedAttendee != nil
    return KeyMap(
      [
        KeyBinding([.tab], help: "field", send: .formFocusMoved(1)),
        KeyBinding([.backTab], help: "field", send: .formFocusMoved(-1)),
      ] + own.map(embed).bindings + [
        KeyBinding([.escape], help: isNew ? "dismiss" : "cancel", send: dismiss),
        KeyBinding([.control("s")], help: isNew ? "add" : "done", send: confirm),
      ],
      otherKeys: typesText ? TextInput.otherKeys(send: SyncUpsTerminal.Action.formInput) : nil
    )
  }
}

extension SyncUpsTerminal.State {
  /// The add or edit form on screen, with how its actions reach the program.
  var visibleForm: (state: SyncUpForm.State, embed: (SyncUpForm.Action) -> AppFeature.Action)? {
    guard let (detail, id) = topDetail else {
      guard app.path.isEmpty, case let .add(form)? = app.syncUpsList.destination else { return nil }
      return (form, { .syncUpsList(.destination(.presented(.add($0)))) })
    }
    guard case let .edit(form)? = detail.destination else { return nil }
    return (form, { .path(.element(id: id, action: .detail(.destination(.presented(.edit($0)))))) })
  }

  /// The keys of the form on screen (under its alert, if one is up); nil without a form.
  var formKeyMap: KeyMap<SyncUpsTerminal.Action>? {
    guard let (form, embed) = visibleForm else { return nil }
    guard let (_, id) = topDetail else {
      return FormScreen.keyMap(
        form, isNew: true, embed: { .app(embed($0)) }, dismiss: .app(.syncUpsList(.dismissAddSyncUpButtonTapped)),
        confirm: .app(.syncUpsList(.confirmAddSyncUpButtonTapped)))
    }
    return FormScreen.keyMap(
      form, isNew: false, embed: { .app(embed($0)) },
      dismiss: .app(.path(.element(id: id, action: .detail(.cancelEditButtonTapped)))),
      confirm: .app(.path(.element(id: id, action: .detail(.doneEditingButtonTapped)))))
  }
}

extension SyncUpForm.State {
  /// The text of a text field (title or an attendee's name); nil for the other fields.
  func text(of field: SyncUpForm.Field) -> String? {
    switch field {
    case .title: syncUp.title
    case let .attendee(id): syncUp.attendees[id: id]?.name
    case .duration, .theme: nil
    }
  }

  /// The form's own binding that sets its focused text field to `text`; nil when it holds it.
  func edit(setting text: String) -> SyncUpForm.Action? {
    switch focus {
    case .title? where syncUp.title != text:
      return .binding(.set(\.syncUp.title, text))
    case let .attendee(id)?:
      guard var attendee = syncUp.attendees[id: id], attendee.name != text else { return nil }
      attendee.name = text
      return .binding(.set(\.syncUp.attendees[id: id], attendee))
    default:
      return nil
    }
  }
}
