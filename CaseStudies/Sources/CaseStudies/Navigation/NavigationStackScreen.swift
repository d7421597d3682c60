import ComposableArchitecture
import TerminalUI

/// The top screen of the stack under a line naming the whole stack; below, while the stack is
/// not empty, a status line with the total, pop to root and the go-back list.
public enum NavigationDemoScreen {
  typealias Action = NavigationDemo.Action
  typealias Path = NavigationDemo.Path

  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: NavigationDemo.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    guard rows.height > 2 else { return }
    frame.draw(stackTrail(root: "Root", state.path.map(\.name), width: rows.width), in: rows.row(0), style: .bold)
    let page = Rect(x: rows.x, y: rows.y + 2, width: rows.width, height: rows.height - 3)
    if let top = state.path.last {
      renderScreen(top, in: page, frame: &frame)
      renderStatus(state, in: rows.row(rows.height - 1), frame: &frame)
    } else {
      frame.draw("[a] Go to screen A  ›", in: page.row(0))
      frame.draw("[b] Go to screen B  ›", in: page.row(1))
      frame.draw("[c] Go to screen C  ›", in: page.row(2))
      frame.draw("[x] Go to A → B → C", in: page.row(4))
    }
    if let selection = state.goBackSelection {
      renderGoBackList(state.path, selection: selection, in: rows, frame: &frame)
    }
  }

  static func renderScreen(_ screen: Path.State, in page: Rect, frame: inout Frame) {
    switch screen {
    case let .screenA(a):
      frame.render(CounterControl(count: a.count), in: page.row(0))
      if a.isLoading {
        frame.draw("[f] Get fact  Loading…", in: page.row(2))
      } else {
        frame.draw("[f] Get fact", in: page.row(2))
      }
      if let fact = a.fact {
        frame.render(Paragraph(fact, style: .dim), in: Rect(x: page.x + 4, y: page.y + 3, width: page.width - 4, height: 2).intersection(page))
      }
      frame.draw("[d] Dismiss", in: page.row(5))
      frame.draw("[a] Go to screen A (count \(a.count))  ›", in: page.row(7))
      frame.draw("[b] Go to screen B  ›", in: page.row(8))
      frame.draw("[c] Go to screen C (count \(a.count))  ›", in: page.row(9))
    case .screenB:
      frame.draw("[a] Decoupled navigation to screen A", in: page.row(0))
      frame.draw("[b] Decoupled navigation to screen B", in: page.row(1))
      frame.draw("[c] Decoupled navigation to screen C", in: page.row(2))
      frame.render(
        Paragraph("These buttons only send actions; the root decides what they push.", style: .dim),
        in: Rect(x: page.x, y: page.y + 4, width: page.width, height: 2).intersection(page)
      )
    case let .screenC(c):
      frame.draw("Count: \(c.count)", in: page.row(0), style: .bold)
      frame.draw(c.isTimerRunning ? "[space] Stop timer" : "[space] Start timer", in: page.row(2))
      frame.draw("[a] Go to screen A (count \(c.count))  ›", in: page.row(4))
      frame.draw("[b] Go to screen B  ›", in: page.row(5))
      frame.draw("[c] Go to screen C  ›", in: page.row(6))
    }
  }

  static func renderStatus(_ state: NavigationDemo.State, in line: Rect, frame: inout Frame) {
    var status = "Total \(state.total) · [p] pop to root"
    if state.path.count > 1 { status += " · [g] go back to…" }
    frame.draw(status, in: line, style: .reverse)
  }

  /// The screens of the stack, numbered from the bottom, in a box standing on the status
  /// line (the last row of `rows`); the top one is where the stack already is, so it is shown
  /// dim and cannot be chosen. A stack taller than the page scrolls in the box.
  static func renderGoBackList(
    _ path: StackState<Path.State>, selection: Int, in rows: Rect, frame: inout Frame
  ) {
    let status = rows.row(rows.height - 1)
    let width = min(30, status.width)
    let height = min(path.count + 2, rows.height - 1)
    let box = Box(title: "Go back to")
    let boxArea = Rect(x: status.x, y: status.y - height, width: width, height: height)
    frame.fill(boxArea)
    frame.render(box, in: boxArea)
    let names = path.map(\.name)
    let list = ListView(
      count: names.count, selection: selection,
      rowStyle: { $0 == names.count - 1 ? .dim : .plain }
    ) { index in
      "\(index + 1). \(names[index])" + (index == names.count - 1 ? " (here)" : "")
    }
    frame.render(list, in: box.inner(boxArea))
  }

  /// The keys of the top screen (or the root's links), then back, pop to root and go back;
  /// with the go-back list open, only the list's keys.
  public static func keyMap(_ state: NavigationDemo.State) -> KeyMap<NavigationDemo.Action> {
    if let selection = state.goBackSelection {
      return goBackKeyMap(state.path, selection: selection)
    }
    let path = state.path
    guard let topID = path.ids.last, let top = path.last else {
      return KeyMap([
        KeyBinding([.char("a")], help: "screen A", send: .path(.push(id: path.nextID, state: .screenA(ScreenA.State())))),
        KeyBinding([.char("b")], help: "screen B", send: .path(.push(id: path.nextID, state: .screenB(ScreenB.State())))),
        KeyBinding([.char("c")], help: "screen C", send: .path(.push(id: path.nextID, state: .screenC(ScreenC.State())))),
        KeyBinding([.char("x")], help: "A → B → C", send: .goToABCButtonTapped),
      ])
    }
    func element(_ action: Path.Action) -> Action { .path(.element(id: topID, action: action)) }
    func push(_ screen: Path.State) -> Action { .path(.push(id: path.nextID, state: screen)) }
    var screenKeys: [KeyBinding<Action>]
    var linkKeys: [KeyBinding<Action>] = []
    switch top {
    case let .screenA(a):
      screenKeys = [
        KeyBinding([.left, .char("-")], help: "decrement", send: element(.screenA(.decrementButtonTapped))),
        KeyBinding([.right, .char("+")], help: "increment", send: element(.screenA(.incrementButtonTapped))),
        KeyBinding([.char("f")], help: "fact", send: element(.screenA(.factButtonTapped))),
        KeyBinding([.char("d")], help: "dismiss", send: element(.screenA(.dismissButtonTapped))),
      ]
      linkKeys = [
        KeyBinding([.char("a")], help: "screen A", send: push(.screenA(ScreenA.State(count: a.count)))),
        KeyBinding([.char("b")], help: "screen B", send: push(.screenB(ScreenB.State()))),
        KeyBinding([.char("c")], help: "screen C", send: push(.screenC(ScreenC.State(count: a.count)))),
      ]
    case .screenB:
      screenKeys = [
        KeyBinding([.char("a")], help: "screen A", send: element(.screenB(.screenAButtonTapped))),
        KeyBinding([.char("b")], help: "screen B", send: element(.screenB(.screenBButtonTapped))),
        KeyBinding([.char("c")], help: "screen C", send: element(.screenB(.screenCButtonTapped))),
      ]
    case let .screenC(c):
      screenKeys = [
        KeyBinding(
          [.char(" ")], help: c.isTimerRunning ? "stop" : "start",
          send: element(.screenC(c.isTimerRunning ? .stopButtonTapped : .startButtonTapped))
        )
      ]
      linkKeys = [
        KeyBinding([.char("a")], help: "screen A", send: push(.screenA(ScreenA.State(count: c.count)))),
        KeyBinding([.char("b")], help: "screen B", send: push(.screenB(ScreenB.State()))),
        KeyBinding([.char("c")], help: "screen C", send: push(.screenC(ScreenC.State()))),
      ]
    }
    screenKeys.append(KeyBinding([.escape], help: "back", send: .path(.popFrom(id: topID))))
    screenKeys.append(KeyBinding([.char("p")], help: "pop to root", send: .popToRootButtonTapped))
    if path.count > 1 {
      screenKeys.append(KeyBinding([.char("g")], help: "go back to…", send: .goBackListOpened))
    }
    return KeyMap(screenKeys + linkKeys)
  }

  static func goBackKeyMap(_ path: StackState<Path.State>, selection: Int) -> KeyMap<NavigationDemo.Action> {
    let ids = path.ids
    var bindings: [KeyBinding<Action>] = [
      KeyBinding([.up, .char("k")], help: "select", send: .goBackSelectionMoved(by: -1)),
      KeyBinding([.down, .char("j")], help: "select", send: .goBackSelectionMoved(by: 1)),
    ]
    if ids.indices.contains(selection) {
      bindings.append(KeyBinding([.enter], help: "go back", send: .goBackToScreen(id: ids[selection])))
    }
    bindings.append(KeyBinding([.escape], help: "close", send: .goBackListClosed))
    // The number keys pick a screen below the top one directly, as the list numbers them.
    for (index, id) in ids.dropLast().enumerated() where index < 9 {
      bindings.append(KeyBinding([.char(Character(String(index + 1)))], help: "choose", send: .goBackToScreen(id: id)))
    }
    return KeyMap(bindings)
  }
}

extension CaseStudy {
  /// A navigation stack of three kinds of screen, as a modal.
  public static let navigationStack = CaseStudy(
    id: "stack", name: "Stack", chapter: .navigation,
    about: """
      A `StackState` of screens, run by `.forEach(\\.path, action: \\.path)`: each screen has \
      a stable id, and popping a screen cancels its effects (screen C's timer). Screens A and \
      C push with the state of the next screen; screen B only sends actions, and the *root* \
      decides what to push: decoupled navigation. The status line adds up the counts of the \
      A and C screens, pops to the root, or goes back to any screen of the stack.
      """,
    presentation: .modal,
    initialState: { NavigationDemo.State() }, reducer: { NavigationDemo() },
    render: NavigationDemoScreen.render, keyMap: NavigationDemoScreen.keyMap
  )
}
