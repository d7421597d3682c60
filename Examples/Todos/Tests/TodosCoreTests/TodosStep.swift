import ComposableArchitecture
import TodosCore

/// One thing a user does to the list, as data. Rows count the visible rows (`filteredTodos`)
/// at the time of the step, taken modulo their number when the step runs, so a sequence
/// still replays after the shrinker removed the steps before it.
enum TodosStep: Equatable, CustomStringConvertible {
  case add
  case edit(row: Int, text: String)
  case toggle(row: Int)
  case delete(rows: [Int])
  case move(rows: [Int], to: Int)
  case filter(Filter)
  case editMode(EditMode)
  case clearCompleted
  case advance(milliseconds: Int)

  var description: String {
    switch self {
    case .add: ".add"
    case .edit(let row, let text): ".edit(row: \(row), text: \(text.debugDescription))"
    case .toggle(let row): ".toggle(row: \(row))"
    case .delete(let rows): ".delete(rows: \(rows))"
    case .move(let rows, let destination): ".move(rows: \(rows), to: \(destination))"
    case .filter(let filter): ".filter(.\(filter))"
    case .editMode(let mode): ".editMode(.\(mode))"
    case .clearCompleted: ".clearCompleted"
    case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
    }
  }

  private static let texts = ["Buy milk", "Call Zoë", "日本語", "", "🍣 sushi", "e\u{301}"]

  /// A random step that makes sense for a list showing `visibleCount` rows.
  static func random(visibleCount: Int, using generator: inout SeededRandomNumberGenerator) -> TodosStep {
    let roll = Int.random(in: 0..<100, using: &generator)
    let hasRows = visibleCount > 0
    func row() -> Int { Int.random(in: 0..<visibleCount, using: &generator) }
    switch roll {
    case 0..<18: return .add
    case 18..<28 where hasRows: return .edit(row: row(), text: texts.randomElement(using: &generator) ?? "")
    case 28..<48 where hasRows: return .toggle(row: row())
    case 48..<56 where hasRows:
      return .delete(rows: (0..<Int.random(in: 1...3, using: &generator)).map { _ in row() })
    case 56..<68 where hasRows:
      return .move(
        rows: (0..<Int.random(in: 1...2, using: &generator)).map { _ in row() },
        to: Int.random(in: 0...visibleCount, using: &generator)
      )
    case 68..<74: return .filter(Filter.allCases.randomElement(using: &generator) ?? .all)
    case 74..<78: return .editMode(Bool.random(using: &generator) ? .active : .inactive)
    case 78..<81: return .clearCompleted
    default:
      let special = [100, 1_000, 99, 999]
      return .advance(
        milliseconds: Bool.random(using: &generator)
          ? special.randomElement(using: &generator) ?? 100 : Int.random(in: 0...1_500, using: &generator)
      )
    }
  }
}
