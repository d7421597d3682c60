import ComposableArchitecture
import Foundation
import TerminalUI

/// A reducer that contains itself: each node has a name and rows that are nodes too.
///
/// It implements `reduce(into:action:)` and recurses by hand: a body with
/// `.forEach(\.rows, action: \.rows) { Nested() }` would build its children's bodies forever.
@Reducer
public struct Nested {
  public struct State: Equatable, Identifiable, Sendable {
    public let id: UUID
    public var name: String
    public var rows: IdentifiedArrayOf<State>

    public init(id: UUID, name: String = "", rows: IdentifiedArrayOf<State> = []) {
      self.id = id
      self.name = name
      self.rows = rows
    }
  }

  @CasePathable

  public indirect enum Action: Equatable, Sendable {
    case addRowButtonTapped
    case nameTextFieldChanged(String)
    case onDelete(IndexSet)
    case rows(IdentifiedAction<UUID, Action>)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addRowButtonTapped:
      state.rows.append(State(id: uuid()))
      return .none
    case .nameTextFieldChanged(let name):
      state.name = name
      return .none
    case .onDelete(let offsets):
      for offset in offsets.sorted(by: >) where offset < state.rows.count {
        state.rows.remove(at: offset)
      }
      return .none
    case .rows(.element(let id, let rowAction)):
      guard var row = state.rows[id: id] else { return .none }
      let effect = reduce(into: &row, action: rowAction)
      state.rows[id: id] = row
      return effect.map { .rows(.element(id: id, action: $0)) }
    }
  }
}

extension Nested.Action {
  /// `action` sent to the node at `path` (ids from the root's rows down): the root's own
  /// action when the path is empty.
  public static func at(_ path: [UUID], _ action: Nested.Action) -> Nested.Action {
    path.reversed().reduce(action) { action, id in .rows(.element(id: id, action: action)) }
  }
}

/// The terminal around `Nested`: which node's list shows (a path of ids from the root), the
/// highlighted row, and whether its name is being typed.
@Reducer
public struct RecursionDemo {
  public struct State: Equatable, Sendable {
    public var root: Nested.State
    public var path: [UUID] = []
    public var selection = 0
    public var isRenaming = false

    public init(root: Nested.State = Nested.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "Root")) {
      self.root = root
    }

    /// The node whose rows show; the root if the path no longer leads anywhere.
    public var current: Nested.State {
      var node = root
      for id in path {
        guard let next = node.rows[id: id] else { return node }
        node = next
      }
      return node
    }
  }

  public enum Action: Equatable, Sendable {
    case backButtonTapped
    case nested(Nested.Action)
    case rowOpened(UUID)
    case renamingToggled
    case selectionMoved(to: Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.root, action: \.nested) { Nested() }
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        guard let last = state.path.popLast() else { return .none }
        state.selection = state.current.rows.firstIndex { $0.id == last } ?? 0
        state.isRenaming = false
        return .none
      case .nested:
        state.selection = min(state.selection, max(0, state.current.rows.count - 1))
        return .none
      case .rowOpened(let id):
        state.path.append(id)
        state.selection = 0
        state.isRenaming = false
        return .none
      case .renamingToggled:
        state.isRenaming.toggle()
        return .none
      case .selectionMoved(let row):
        state.selection = min(max(0, row), max(0, state.current.rows.count - 1))
        return .none
      }
    }
  }
}

/// The rows of the current node, the highlighted one editable in place.
public enum RecursionScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: RecursionDemo.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let node = state.current
    frame.draw(title(node) + (state.path.isEmpty ? "" : "  (level \(state.path.count))"), in: rows.row(0), style: .bold)
    if node.rows.isEmpty {
      frame.draw("No rows yet: a adds one.", in: rows.row(2), style: .dim)
      return
    }
    let listArea = rows.split(top: 2).rest
    let list = ListView(count: node.rows.count, selection: state.selection) { index in
      let row = node.rows[index]
      return "\(title(row))  (\(row.rows.count) \(row.rows.count == 1 ? "row" : "rows"))"
    }
    frame.render(list, in: listArea)
    if state.isRenaming {
      let visible = list.visibleOffset(height: listArea.height)
      let line = listArea.row(state.selection - visible)
      let field = Rect(x: line.x + 2, y: line.y, width: min(30, line.width - 2), height: 1)
      frame.render(TextField(TextFieldState(node.rows[state.selection].name), placeholder: "Untitled"), in: field)
    }
  }

  /// A node's title: its name, or "Untitled".
  static func title(_ node: Nested.State) -> String { node.name.isEmpty ? "Untitled" : node.name }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: RecursionDemo.State) -> KeyMap<RecursionDemo.Action> {
    let node = state.current
    let path = state.path
    let selected = node.rows.isEmpty ? nil : node.rows[min(state.selection, node.rows.count - 1)]
    if state.isRenaming, let selected {
      return KeyMap([KeyBinding([.enter, .escape], help: "done", send: .renamingToggled)]) { key in
        var field = TextFieldState(selected.name)
        switch TextEdit(key) {
        case .insert(let typed)?: field.insert(typed)
        case .deleteBackward?: field.deleteBackward()
        case .deleteToStart?: field.deleteToStart()
        case .deleteWordBackward?: field.deleteWordBackward()
        default: return nil
        }
        return .nested(.at(path + [selected.id], .nameTextFieldChanged(field.text)))
      }
    }
    var bindings: [KeyBinding<RecursionDemo.Action>] = [
      KeyBinding([.up, .char("k")], help: "select", send: .selectionMoved(to: state.selection - 1)),
      KeyBinding([.down, .char("j")], help: "select", send: .selectionMoved(to: state.selection + 1)),
      KeyBinding([.home, .char("g")], help: "", send: .selectionMoved(to: 0)),
      KeyBinding([.end, .char("G")], help: "", send: .selectionMoved(to: node.rows.count - 1)),
      KeyBinding([.char("a")], help: "add", send: .nested(.at(path, .addRowButtonTapped))),
    ]
    if let selected {
      let offset = node.rows.firstIndex { $0.id == selected.id } ?? 0
      bindings += [
        KeyBinding([.enter, .right], help: "open", send: .rowOpened(selected.id)),
        KeyBinding([.char("r")], help: "rename", send: .renamingToggled),
        KeyBinding([.char("d")], help: "delete", send: .nested(.at(path, .onDelete(IndexSet(integer: offset))))),
      ]
    }
    if !path.isEmpty {
      bindings.append(KeyBinding([.escape, .left], help: "up", send: .backButtonTapped))
    }
    return KeyMap(bindings)
  }
}

extension CaseStudy {
  /// A reducer containing itself.
  public static let recursion = CaseStudy(
    id: "recursion", name: "Recursion", chapter: .higherOrderReducers,
    about: """
      A reducer that contains itself: each row of `Nested` is a `Nested` with rows of its own. \
      *a* adds a row (its id from the `uuid` dependency), *r* renames one in place, *d* \
      deletes it, and Enter opens it as its own list; Esc goes up a level.
      """,
    initialState: { RecursionDemo.State() }, reducer: { RecursionDemo() },
    render: RecursionScreen.render, keyMap: RecursionScreen.keyMap
  )
}
