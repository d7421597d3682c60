import ComposableArchitecture
import TerminalUI

/// The welcome screen, or the top step of the sign-up under a line naming the steps so far;
/// the summary's sheets and the alerts over them.
public enum SignUpScreen {
  typealias Action = SignUpFeature.Action
  /// Where the fields start, after their labels.
  static let labelWidth = 18

  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: SignUpFeature.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    guard rows.height > 2 else { return }
    frame.draw(stackTrail(root: "Welcome", state.path.map(\.title), width: rows.width), in: rows.row(0), style: .bold)
    let page = rows.split(top: 2).rest
    switch state.path.last {
    case nil:
      frame.draw("Welcome! Please sign up.", in: page.row(0))
      frame.draw("[⏎] Sign up  ›", in: page.row(2))
    case let .basics(basics)?:
      renderBasics(basics, in: page, frame: &frame)
    case let .personalInfo(info)?:
      renderPersonalInfo(info, in: page, frame: &frame)
    case let .topics(topics)?:
      renderTopics(topics, in: page, frame: &frame)
      if let alert = topics.alert { frame.render(AlertBox(study: alert), in: area) }
    case let .summary(summary)?:
      renderSummary(summary, in: page, frame: &frame)
      renderSheet(summary.destination, in: area, frame: &frame)
      if let alert = summary.alert { frame.render(AlertBox(study: alert), in: area) }
    }
  }

  // MARK: The steps

  static func renderBasics(_ state: BasicsFeature.State, in page: Rect, frame: inout Frame) {
    let data = state.signUpData
    renderField("Email", data.email, isFocused: state.focusedField == .email, in: page.row(0), frame: &frame)
    renderField(
      "Password", dots(data.password), isFocused: state.focusedField == .password, in: page.row(1), frame: &frame
    )
    renderField(
      "Confirm password", dots(data.passwordConfirmation), isFocused: state.focusedField == .passwordConfirmation,
      in: page.row(2), frame: &frame
    )
    frame.draw(state.isEditingFromSummary ? "[⏎] Done" : "[⏎] Next  ›", in: page.row(4))
  }

  static func renderPersonalInfo(_ state: PersonalInfoFeature.State, in page: Rect, frame: inout Frame) {
    let data = state.signUpData
    renderField("First name", data.firstName, isFocused: state.focusedField == .firstName, in: page.row(0), frame: &frame)
    renderField("Last name", data.lastName, isFocused: state.focusedField == .lastName, in: page.row(1), frame: &frame)
    renderField(
      "Phone number", data.phoneNumber, isFocused: state.focusedField == .phoneNumber, in: page.row(2), frame: &frame
    )
    frame.draw(state.isEditingFromSummary ? "[⏎] Done" : "[⏎] Next  ›", in: page.row(4))
  }

  static func renderTopics(_ state: TopicsFeature.State, in page: Rect, frame: inout Frame) {
    frame.draw("Please choose all the topics you are interested in.", in: page.row(0))
    let topics = SignUpData.Topic.allCases
    let list = ListView(count: topics.count, selection: state.selection) { index in
      (state.topics.contains(topics[index]) ? "[x] " : "[ ] ") + topics[index].rawValue
    }
    frame.render(list, in: Rect(x: page.x, y: page.y + 2, width: min(40, page.width), height: topics.count).intersection(page))
    frame.draw(state.isEditingFromSummary ? "[⏎] Done" : "[⏎] Next  ›", in: page.row(topics.count + 3))
  }

  static func renderSummary(_ state: SummaryFeature.State, in page: Rect, frame: inout Frame) {
    let data = state.signUpData
    func line(_ label: String, _ value: String, _ row: Int) {
      frame.draw(label, in: page.row(row).inset(horizontal: 2))
      frame.draw(value, in: page.row(row).split(left: labelWidth).rest)
    }
    frame.draw("REQUIRED INFO  [1] Edit", in: page.row(0), style: .bold)
    line("Email", data.email, 1)
    line("Password", dots(data.password), 2)
    frame.draw("PERSONAL INFO  [2] Edit", in: page.row(3), style: .bold)
    line("First name", data.firstName, 4)
    line("Last name", data.lastName, 5)
    line("Phone number", data.phoneNumber, 6)
    frame.draw("FAVORITE TOPICS  [3] Edit", in: page.row(7), style: .bold)
    let topics = data.topics.map(\.rawValue).sorted().joined(separator: ", ")
    frame.render(
      Paragraph(topics.isEmpty ? "none" : topics, style: topics.isEmpty ? .dim : .plain),
      in: Rect(x: page.x + 2, y: page.y + 8, width: page.width - 2, height: 2).intersection(page)
    )
    frame.draw("[⏎] Submit", in: page.row(11))
  }

  /// A step opened from the summary, in a sheet over the whole study.
  static func renderSheet(_ destination: SummaryFeature.Destination.State?, in area: Rect, frame: inout Frame) {
    guard let destination else { return }
    let title: String
    switch destination {
    case .basics: title = "Required info"
    case .personalInfo: title = "Personal info"
    case .topics: title = "Topics"
    }
    let sheet = Sheet(title: title)
    frame.render(sheet, in: area)
    let inner = sheet.inner(area).inset(horizontal: 1).split(top: 1).rest
    switch destination {
    case let .basics(basics): renderBasics(basics, in: inner, frame: &frame)
    case let .personalInfo(info): renderPersonalInfo(info, in: inner, frame: &frame)
    case let .topics(topics):
      renderTopics(topics, in: inner, frame: &frame)
      if let alert = topics.alert { frame.render(AlertBox(study: alert), in: area) }
    }
  }

  static func renderField(_ label: String, _ text: String, isFocused: Bool, in line: Rect, frame: inout Frame) {
    frame.draw(label, in: line)
    let field = line.split(left: labelWidth).rest
    frame.render(
      TextField(TextFieldState(text), isFocused: isFocused),
      in: Rect(x: field.x, y: field.y, width: min(34, field.width), height: 1)
    )
  }

  /// A password as dots, one per character.
  static func dots(_ text: String) -> String { String(repeating: "•", count: text.count) }

  // MARK: Keys

  /// The keys of the top step: a form's typing and Tab, the topics' list, the summary's Edit
  /// keys; Enter for Next (Done, Submit) and Esc back (in a sheet, Done).
  public static func keyMap(_ state: SignUpFeature.State) -> KeyMap<SignUpFeature.Action> {
    guard let topID = state.path.ids.last, let top = state.path.last else {
      return KeyMap([KeyBinding([.enter, .char("s")], help: "sign up", send: .signUpButtonTapped)])
    }
    let back = Action.path(.popFrom(id: topID))
    func step(_ action: SignUpFeature.Path.Action) -> Action { .path(.element(id: topID, action: action)) }
    switch top {
    case let .basics(basics):
      return basicsKeys(basics, back: back) { step(.basics($0)) }
    case let .personalInfo(info):
      return personalInfoKeys(info, back: back) { step(.personalInfo($0)) }
    case let .topics(topics):
      return topicsKeys(topics, back: back) { step(.topics($0)) }
    case let .summary(summary):
      return summaryKeys(summary, back: back) { step(.summary($0)) }
    }
  }

  static func basicsKeys(
    _ state: BasicsFeature.State, back: Action, embed: @escaping (BasicsFeature.Action) -> Action
  ) -> KeyMap<Action> {
    formKeys(
      isEditing: state.isEditingFromSummary, back: back,
      focus: { embed(.focusMoved(by: $0)) }, next: embed(.nextButtonTapped), done: embed(.doneButtonTapped),
      edit: { embed(.textEdited($0)) }
    )
  }

  static func personalInfoKeys(
    _ state: PersonalInfoFeature.State, back: Action, embed: @escaping (PersonalInfoFeature.Action) -> Action
  ) -> KeyMap<Action> {
    formKeys(
      isEditing: state.isEditingFromSummary, back: back,
      focus: { embed(.focusMoved(by: $0)) }, next: embed(.nextButtonTapped), done: embed(.doneButtonTapped),
      edit: { embed(.textEdited($0)) }
    )
  }

  /// A form's keys: typing edits the focused field at its end, Tab moves the focus, Enter goes
  /// on (or, in a sheet, is Done, as Esc is there).
  static func formKeys(
    isEditing: Bool, back: Action, focus: (Int) -> Action, next: Action, done: Action,
    edit: @escaping (TextEdit) -> Action
  ) -> KeyMap<Action> {
    let bindings: [KeyBinding<Action>] = [
      KeyBinding([.tab], help: "next field", send: focus(1)),
      KeyBinding([.backTab], help: "previous field", send: focus(-1)),
      isEditing
        ? KeyBinding([.enter], help: "done", send: done) : KeyBinding([.enter], help: "next", send: next),
      isEditing ? KeyBinding([.escape], help: "done", send: done) : KeyBinding([.escape], help: "back", send: back),
    ]
    return KeyMap(bindings) { key in
      switch TextEdit(key) {
      case let textEdit? where textEdit.isTyping: edit(textEdit)
      default: nil
      }
    }
  }

  static func topicsKeys(
    _ state: TopicsFeature.State, back: Action, embed: @escaping (TopicsFeature.Action) -> Action
  ) -> KeyMap<Action> {
    if let alert = state.alert {
      return OverlayKeys.alert(alert) { embed(.alert($0)) }
    }
    let topics = SignUpData.Topic.allCases
    let highlighted = topics[min(max(0, state.selection), topics.count - 1)]
    let isEditing = state.isEditingFromSummary
    return KeyMap([
      KeyBinding([.up, .char("k")], help: "select", send: embed(.selectionMoved(by: -1))),
      KeyBinding([.down, .char("j")], help: "select", send: embed(.selectionMoved(by: 1))),
      KeyBinding([.char(" ")], help: "toggle", send: embed(.topicToggled(highlighted))),
      KeyBinding([.enter], help: isEditing ? "done" : "next", send: embed(isEditing ? .doneButtonTapped : .nextButtonTapped)),
      // The sheet cannot be swiped away: Esc is Done, which wants a topic too.
      KeyBinding([.escape], help: isEditing ? "done" : "back", send: isEditing ? embed(.doneButtonTapped) : back),
    ])
  }

  static func summaryKeys(
    _ state: SummaryFeature.State, back: Action, embed: @escaping (SummaryFeature.Action) -> Action
  ) -> KeyMap<Action> {
    if let alert = state.alert {
      return OverlayKeys.alert(alert) { embed(.alert($0)) }
    }
    func sheet(_ action: SummaryFeature.Destination.Action) -> Action { embed(.destination(.presented(action))) }
    switch state.destination {
    case let .basics(basics)?:
      return basicsKeys(basics, back: back) { sheet(.basics($0)) }
    case let .personalInfo(info)?:
      return personalInfoKeys(info, back: back) { sheet(.personalInfo($0)) }
    case let .topics(topics)?:
      return topicsKeys(topics, back: back) { sheet(.topics($0)) }
    case nil:
      return KeyMap([
        KeyBinding([.char("1")], help: "basics", send: embed(.editRequiredInfoButtonTapped)),
        KeyBinding([.char("2")], help: "personal", send: embed(.editPersonalInfoButtonTapped)),
        KeyBinding([.char("3")], help: "topics", send: embed(.editFavoriteTopicsButtonTapped)),
        KeyBinding([.enter], help: "submit", send: embed(.submitButtonTapped)),
        KeyBinding([.escape], help: "back", send: back),
      ])
    }
  }
}

extension TextEdit {
  /// Whether the edit is one the sign-up fields take: they keep no cursor, so only typing and
  /// deleting backwards apply.
  fileprivate var isTyping: Bool {
    switch self {
    case .insert, .deleteBackward, .deleteToStart, .deleteWordBackward: true
    default: false
    }
  }
}

extension CaseStudy {
  /// A multi-step sign-up sharing one record, as a modal.
  public static let signUpFlow = CaseStudy(
    id: "sign-up", name: "Sign-up flow", chapter: .sharedState,
    about: """
      A sign-up in steps on a navigation stack, all holding one `@Shared(.signUpData)` \
      record (kept in memory): each step writes its part, and the summary reads them all. \
      The topics step holds only `$signUpData.topics`, a _part_ of the shared value. Each \
      section of the summary opens its step again as a sheet; what is changed there shows \
      in the summary at once.
      """,
    presentation: .modal,
    initialState: { SignUpFeature.State(signUpData: Shared(wrappedValue: SignUpData(), .signUpData)) },
    reducer: { SignUpFeature() },
    render: SignUpScreen.render, keyMap: SignUpScreen.keyMap
  )
}
