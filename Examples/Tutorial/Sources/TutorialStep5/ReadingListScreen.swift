import Foundation
import TerminalUI

/// Step 5's screen: a pure function of the state that fills a frame, and the key map that
/// turns keys into the feature's actions and draws the hints, so hints cannot lie.
public enum ReadingListScreen {
  public static func render(_ state: ReadingList.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: ["Reading list"], keyMap: keyMap(state), into: &frame)
    let (field, books) = chrome.body.split(top: 2)
    frame.render("Add: \(state.form.title)", in: field.row(0))
    let visible = state.visibleBooks
    if state.books.isEmpty {
      frame.render("No books yet: type a title, Enter adds it.", in: books.row(0))
    }
    frame.render(
      ListView(count: visible.count, selection: visible.isEmpty ? nil : state.selection) { row in
        "[\(visible[row].isRead ? "x" : " ")] \(visible[row].title)"
      },
      in: books
    )
    let readCount = state.books.filter(\.isRead).count
    frame.render(state.storageError ?? "\(state.books.count) books, \(readCount) read", in: chrome.statusArea)
  }

  /// Typing edits the new title; Enter adds it; ↑↓ select; Tab marks the selected book.
  public static func keyMap(_ state: ReadingList.State) -> KeyMap<ReadingList.Action> {
    let visible = state.visibleBooks
    var bindings = [
      KeyBinding(
        [.up], help: "previous", send: ReadingList.Action.selectionMoved(by: -1), isEnabled: state.selection > 0
      ),
      KeyBinding([.down], help: "next", send: .selectionMoved(by: 1), isEnabled: state.selection < visible.count - 1),
      KeyBinding(
        [.enter], help: "add", send: .form(.addButtonTapped),
        isEnabled: !state.form.title.trimmingCharacters(in: .whitespaces).isEmpty
      ),
    ]
    if visible.indices.contains(state.selection) {
      bindings.append(KeyBinding([.tab], help: "read/unread", send: .readToggled(visible[state.selection].id)))
    }
    let title = state.form.title
    return KeyMap(bindings) { key in
      switch key {
      case let .character(character):
        return .form(.titleChanged(title + String(character)))
      case .backspace:
        return .form(.titleChanged(String(title.dropLast())))
      case let .paste(text):
        // A pasted text is text: its line breaks become spaces, never Enter.
        return .form(.titleChanged(title + text.map { $0.isNewline ? " " : $0 }))
      default:
        return nil
      }
    }
  }
}
