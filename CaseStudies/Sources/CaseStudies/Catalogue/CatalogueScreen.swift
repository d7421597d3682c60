import ComposableArchitecture
import TerminalUI

/// The screen of the catalogue: the menu (with the highlighted study's About beside it on
/// terminals of 120 columns or more), or the open study under its collapsible About line.
public enum CatalogueScreen {
  /// The shared minimum of every case study screen; below it a notice is shown.
  public static let minimumSize = Size(width: 60, height: 20)
  /// From this width on, the menu shows the highlighted study's About text beside it.
  public static let twoPaneWidth = 120
  /// The width of the menu column in the two-pane layout.
  static let menuWidth = 34

  /// Draws the catalogue.
  public static func render(_ state: Catalogue.State, into frame: inout Frame) {
    if let open = state.open {
      renderStudy(open, into: &frame)
    } else {
      renderMenu(state, into: &frame)
    }
  }

  /// The keys in force: the open study's first, then back, About and quit where the study
  /// leaves those keys free; typing into a study's field keeps `?` and `q` as text (F1 then
  /// shows the About text, and Esc or Ctrl-C leave).
  public static func keyMap(_ state: Catalogue.State) -> KeyMap<Catalogue.Action> {
    guard let open = state.open else { return menuKeyMap(state) }
    return studyKeyMap(open)
  }

  static func studyKeyMap(_ open: StudyState) -> KeyMap<Catalogue.Action> {
    var keys = open.study.keyMap(open.value).map(Catalogue.Action.study)
    let isTyping = keys.otherKeys != nil
    let taken = Set(keys.bindings.flatMap(\.keys))
    func free(_ wanted: [Key]) -> [Key] { wanted.filter { !taken.contains($0) } }
    // A study that binds Esc has something over it (an alert, a sheet) that Esc closes first;
    // it then offers no way back beneath it. While typing, ← reads as moving the text cursor
    // even where the field ignores it, so only Esc leaves.
    let backKeys = taken.contains(.escape) ? [] : free(isTyping ? [.escape] : [.escape, .left])
    if !backKeys.isEmpty {
      keys.bindings.append(
        KeyBinding(backKeys, help: open.study.presentation == .modal ? "close" : "back", send: .backButtonTapped)
      )
    }
    // `?` and F1 open the keys' help, as in every program; i shows the About text (F2 while
    // typing, when i is text).
    let aboutKeys = free(isTyping ? [.function(2)] : [.char("i")])
    if !aboutKeys.isEmpty { keys.bindings.append(KeyBinding(aboutKeys, help: "about", send: .aboutToggled)) }
    if !isTyping {
      let quitKeys = free([.char("q")])
      if !quitKeys.isEmpty { keys.bindings.append(.quit(quitKeys)) }
    }
    return keys
  }

  // MARK: The open study

  static func renderStudy(_ open: StudyState, into frame: inout Frame) {
    let path = open.study.presentation == .modal ? [open.study.name] : ["Case Studies", open.study.name]
    let keys = studyKeyMap(open)
    let chrome = ScreenChrome.draw(path: path, keyMap: keys, into: &frame)
    let body = chrome.body.split(top: 1).rest
    let about = aboutHeight(open, width: body.width)
    let (aboutArea, studyArea) = body.split(top: about)
    let aboutKey = keys.bindings.first { $0.help == "about" }?.keyLabel
    renderAbout(open, aboutKey: aboutKey, in: aboutArea, frame: &frame)
    open.study.render(open.value, studyArea, &frame)
  }

  /// Rows the About section takes, a blank row below included: the heading alone when
  /// collapsed, the heading and the text when expanded.
  static func aboutHeight(_ open: StudyState, width: Int) -> Int {
    open.isAboutExpanded ? 2 + MarkupText(open.study.about).height(width: width) : 2
  }

  static func renderAbout(_ open: StudyState, aboutKey: String?, in area: Rect, frame: inout Frame) {
    let heading =
      open.isAboutExpanded
      ? "▾ About this case study" : "▸ About this case study" + (aboutKey.map { " (\($0) to read)" } ?? "")
    frame.draw(heading, in: area.row(0), style: .dim)
    guard open.isAboutExpanded else { return }
    frame.render(MarkupText(open.study.about), in: area.split(top: 1).rest)
  }

  // MARK: The menu

  /// One row of the menu: a chapter header, or a study with its position among the visible ones.
  enum Row: Equatable {
    case header(Chapter)
    case study(CaseStudy, index: Int)
  }

  static func rows(_ state: Catalogue.State) -> [Row] {
    var rows: [Row] = []
    for (index, study) in state.visibleStudies.enumerated() {
      if case .study(let previous, _)? = rows.last, previous.chapter == study.chapter {
      } else {
        rows.append(.header(study.chapter))
      }
      rows.append(.study(study, index: index))
    }
    return rows
  }

  static func renderMenu(_ state: Catalogue.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: ["Case Studies"], keyMap: menuKeyMap(state), into: &frame)
    var body = chrome.body
    if state.isFiltering || !state.filter.text.isEmpty {
      let (filterRow, rest) = body.split(top: 2)
      let label = frame.draw("/ ", in: filterRow.row(0), style: .bold)
      let field = Rect(x: filterRow.x + label, y: filterRow.y, width: min(30, filterRow.width - label), height: 1)
      frame.render(TextField(state.filter, placeholder: "name", isFocused: state.isFiltering), in: field)
      body = rest
    }
    let wide = frame.size.width >= twoPaneWidth
    let (menuArea, aboutArea) = wide ? body.split(left: menuWidth) : (body, Rect(width: 0, height: 0))
    let rows = rows(state)
    if rows.isEmpty {
      frame.draw("No case study matches “\(state.filter.text)”.", in: menuArea.row(0), style: .dim)
    }
    let selected = state.selectedStudy
    let selectedRow = rows.firstIndex { if case .study(let study, _) = $0 { study == selected } else { false } }
    let list = ListView(count: rows.count, selection: selectedRow) { _ in "" }
    let first = list.visibleOffset(height: menuArea.height)
    // The selection counts studies, not headers: the index of each study row, for a click.
    var studyIndex = rows.prefix(first).filter { if case .study = $0 { true } else { false } }.count
    for (offset, row) in rows.dropFirst(first).prefix(menuArea.height).enumerated() {
      let line = menuArea.row(offset)
      switch row {
      case .header(let chapter):
        frame.draw(chapter.rawValue.uppercased(), in: line, style: .bold)
      case .study(let study, _):
        frame.onClick(line, send: Catalogue.Action.selectionMoved(by: studyIndex - state.selection))
        studyIndex += 1
        let isSelected = study == selected
        if isSelected { frame.fill(line, with: Cell(" ", style: .reverse)) }
        frame.draw((isSelected ? "> " : "  ") + study.name, in: line, style: isSelected ? .reverse : .plain)
      }
    }
    if wide, let selected {
      let panel = aboutArea.split(left: 2).rest
      frame.draw("About: \(selected.name)", in: panel.row(0), style: .bold)
      frame.render(MarkupText(selected.about), in: panel.split(top: 2).rest)
    }
    let count = state.visibleStudies.count
    let total = state.studies.count
    let noun = (state.filter.text.isEmpty ? count : total) == 1 ? "case study" : "case studies"
    let status = state.filter.text.isEmpty ? "\(count) \(noun)" : "\(count) of \(total) \(noun)"
    frame.draw(status, in: chrome.statusArea, style: .dim)
  }

  /// The studies PgUp and PgDn move by: about a screen of the smallest terminal's menu.
  static let menuPage = 10

  static func menuKeyMap(_ state: Catalogue.State) -> KeyMap<Catalogue.Action> {
    let hasSelection = state.selectedStudy != nil
    // While filtering, letters are the filter's text: only the arrows move.
    let typing = state.isFiltering
    var bindings: [KeyBinding<Catalogue.Action>] = [
      KeyBinding(typing ? [.up] : [.up, .char("k")], help: "select", send: .selectionMoved(by: -1)),
      KeyBinding(typing ? [.down] : [.down, .char("j")], help: "select", send: .selectionMoved(by: 1)),
      // Either end and a page at a time, as in every list; the move is clamped to the list.
      KeyBinding(typing ? [.home] : [.home, .char("g")], help: "", send: .selectionMoved(by: -state.visibleStudies.count)),
      KeyBinding(typing ? [.end] : [.end, .char("G")], help: "", send: .selectionMoved(by: state.visibleStudies.count)),
      KeyBinding([.pageUp], help: "", send: .selectionMoved(by: -Self.menuPage)),
      KeyBinding([.pageDown], help: "", send: .selectionMoved(by: Self.menuPage)),
      KeyBinding([.enter], help: "open", send: .openButtonTapped, isEnabled: hasSelection),
    ]
    if state.isFiltering {
      bindings.append(KeyBinding([.escape], help: "clear filter", send: .filterCleared))
      bindings.append(KeyBinding([.tab], help: "done", send: .filterFinished))
      return KeyMap(bindings) { key in TextEdit(key).map(Catalogue.Action.filterEdited) }
    }
    bindings.append(KeyBinding([.right], help: "open", send: .openButtonTapped, isEnabled: hasSelection))
    bindings.append(KeyBinding([.char("/")], help: "filter", send: .filterStarted))
    if !state.filter.text.isEmpty {
      bindings.append(KeyBinding([.escape], help: "clear filter", send: .filterCleared))
    }
    bindings.append(.quit([.char("q")]))
    return KeyMap(bindings)
  }
}
