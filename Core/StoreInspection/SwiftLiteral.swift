import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a value as the Swift expression that makes it again, as a test writes it:
/// `Todo.State(description: "Milk", id: UUID(0), isComplete: false)`, `.active`, `[…]`. What
/// tests generated from a recorded session are written in.
///
/// Structs are written with their stored properties as labels, in order, which their
/// memberwise initialiser (or one written like it) takes; enums with a leading dot, for the
/// context to type. A value that cannot be written (a closure, a reference) throws.
package enum SwiftLiteral {
  /// A value with no Swift expression that makes it again.
  package struct Unwritable: Error, CustomStringConvertible {
    /// The type of the value, as code writes it.
    package let typeName: String
    package var description: String { "a value of type \(typeName) cannot be written as Swift" }
  }

  /// The expression for `value`, laid out with `indent` before each line after the first.
  package static func source(of value: Any, indent: String = "") throws -> String {
    try expression(of: value).lines(indent: indent).joined(separator: "\n")
  }

  /// The expression for `value`, as a tree of lists to be laid out.
  package static func expression(of value: Any) throws -> Expression {
    if let convertible = value as? SwiftLiteralConvertible { return try convertible.swiftLiteral() }
    if let custom = value as? CustomDumpRepresentable, !(custom.customDumpValue is LabelledItems) {
      return try expression(of: custom.customDumpValue)
    }
    if let scalar = scalar(value) { return .atom(scalar) }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .atom("nil") }
      return try expression(of: wrapped)
    case .enum:
      guard let payload = mirror.children.first else { return .atom(".\(value)") }
      let caseName = payload.label ?? "\(value)"
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        return .list(open: ".\(caseName)(", items: try items(of: inner), close: ")")
      }
      return .list(open: ".\(caseName)(", items: [(nil, try expression(of: payload.value))], close: ")")
    case .struct:
      return .list(open: "\(ValueDump.typeName(of: value))(", items: try items(of: mirror), close: ")", breaks: true)
    case .tuple:
      return .list(open: "(", items: try items(of: mirror), close: ")")
    case .collection:
      return .list(open: "[", items: try mirror.children.map { (nil, try expression(of: $0.value)) }, close: "]", breaks: true)
    case .set:
      let elements = try mirror.children.map { try expression(of: $0.value) }
        .sorted { $0.lines(indent: "").joined() < $1.lines(indent: "").joined() }
      return .list(open: "[", items: elements.map { (nil, $0) }, close: "]", breaks: true)
    case .dictionary:
      var pairs: [(key: String, value: Expression)] = []
      for child in mirror.children {
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { throw Unwritable(typeName: ValueDump.typeName(of: value)) }
        pairs.append((try expression(of: pair[0]).lines(indent: "").joined(), try expression(of: pair[1])))
      }
      if pairs.isEmpty { return .atom("[:]") }
      return .list(open: "[", items: pairs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, close: "]", breaks: true)
    default:
      throw Unwritable(typeName: ValueDump.typeName(of: value))
    }
  }

  /// The modules of the types in `value`, which code writing it must import; the standard
  /// library's, Foundation's and those ComposableArchitecture brings are left out.
  package static func modules(of value: Any) -> Set<String> {
    var found: Set<String> = []
    collectModules(of: value, into: &found)
    return found.subtracting(
      [
        "Swift", "Foundation", "FoundationEssentials", "__C", "ComposableArchitecture", "CasePaths", "Clocks",
        "ConcurrencyExtras", "CustomDump", "Dependencies", "DependenciesMacros", "IdentifiedCollections",
        "IssueReporting", "Sharing",
      ]
    )
  }

  private static func collectModules(of value: Any, into found: inout Set<String>) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct, .enum, .class:
      let name = String(reflecting: type(of: value))
      // A plain module name; `(extension in …):Swift` and the like are not imported.
      if let module = name.split(separator: ".").first, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        found.insert(String(module))
      }
    default: break
    }
    // What a dump shows, not the wrapper's inner workings (a shared reference's storage).
    if let custom = value as? CustomDumpRepresentable { return collectModules(of: custom.customDumpValue, into: &found) }
    for child in mirror.children { collectModules(of: child.value, into: &found) }
  }

  /// The fields of a struct or tuple, labelled as an initialiser takes them: a property
  /// wrapper's `_name` as `name`.
  private static func items(of mirror: Mirror) throws -> [(String?, Expression)] {
    var items: [(String?, Expression)] = []
    for child in mirror.children {
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
      items.append((label, try expression(of: child.value)))
    }
    return items
  }

  /// The one-word expression of a string, number, UUID, date and the like; nil for others.
  package static func scalar(_ value: Any) -> String? {
    switch value {
    case let string as String: return quoted(string)
    case let substring as Substring: return quoted(String(substring))
    case let character as Character: return quoted(String(character))
    case let bool as Bool: return "\(bool)"
    case let double as Double where double.isFinite: return "\(double)"
    case let float as Float where float.isFinite: return "\(float)"
    case let integer as any BinaryInteger: return "\(integer)"
    case let uuid as UUID: return uuidSource(uuid)
    case let date as Date: return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    case let url as URL: return "URL(string: \(quoted(url.absoluteString)))!"
    case let duration as Duration: return durationSource(duration)
    case let timeZone as TimeZone: return "TimeZone(identifier: \(quoted(timeZone.identifier)))!"
    case let locale as Locale: return "Locale(identifier: \(quoted(locale.identifier)))"
    default: return nil
    }
  }

  /// The expression for `value` where nothing gives its type (an `any` parameter): an enum's
  /// case with its type's name before the dot.
  package static func typedSource(of value: Any) throws -> String {
    let source = try SwiftLiteral.source(of: value)
    return source.hasPrefix(".") ? ValueDump.typeName(of: value) + source : source
  }

  /// `\.field.inner` for a key path from `root`, which prints as `\Root.field.inner`; nil for
  /// one that does not print its root's name first.
  package static func keyPathSource(_ keyPath: AnyKeyPath, root: Any.Type) -> String? {
    let text = "\(keyPath)"
    let prefix = "\\" + String(describing: root)
    guard text.hasPrefix(prefix + ".") || text.hasPrefix(prefix + "?") else { return nil }
    return "\\" + text.dropFirst(prefix.count)
  }

  /// `UUID(3)` for the UUIDs a counting generator makes (see `UUID.init(_:)`), else the text.
  package static func uuidSource(_ uuid: UUID) -> String {
    let text = uuid.uuidString
    if text.hasPrefix("00000000-0000-0000-0000-"), let number = Int(text.suffix(12), radix: 16) { return "UUID(\(number))" }
    return "UUID(uuidString: \(quoted(text)))!"
  }

  /// The largest whole unit: `.seconds(600)`, `.milliseconds(250)`, else nanoseconds.
  package static func durationSource(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    guard attoseconds % 1_000_000_000 == 0 else {
      return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
    }
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
    return ".nanoseconds(\(nanoseconds))"
  }

  /// A raw string literal (`#"{"id":1}"#`) for one-line text with quotes or backslashes, which
  /// reads as the text itself; else ``quoted(_:)``.
  package static func rawQuoted(_ string: String) -> String {
    let isOneLine = !string.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard isOneLine, string.contains("\"") || string.contains("\\"), !string.contains("\"#") else { return quoted(string) }
    return "#\"" + string + "\"#"
  }

  /// A string literal, with quotes, backslashes and control characters escaped.
  package static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// An expression: a word, or a bracketed list laid out on one line when it fits.
  package indirect enum Expression {
    case atom(String)
    /// `open`, the items (each with its label) separated by commas, `close`; with `breaks`,
    /// a list that does not fit gets a line per item.
    case list(open: String, items: [(label: String?, value: Expression)], close: String, breaks: Bool = false)

    /// The longest line a list is kept on.
    static let lineLimit = 100

    /// The lines of the expression, each after the first starting with `indent`.
    package func lines(indent: String) -> [String] {
      switch self {
      case .atom(let text): return [text]
      case let .list(open, items, close, _):
        if items.isEmpty { return [open + close] }
        let inner = indent + "  "
        let rendered = items.map { label, value -> [String] in
          var lines = value.lines(indent: inner)
          if let label { lines[0] = "\(label): " + lines[0] }
          return lines
        }
        let oneLine = open + rendered.map { $0.joined(separator: " ") }.joined(separator: ", ") + close
        if rendered.allSatisfy({ $0.count == 1 }), indent.count + oneLine.count <= Self.lineLimit { return [oneLine] }
        var lines = [open]
        for (index, item) in rendered.enumerated() {
          let comma = index < rendered.count - 1 ? "," : ""
          for (lineIndex, line) in item.enumerated() {
            lines.append((lineIndex == 0 ? inner : "") + line + (lineIndex == item.count - 1 ? comma : ""))
          }
        }
        lines.append(indent + close)
        return lines
      }
    }
  }
}

/// A value that writes its own Swift expression (see ``SwiftLiteral``): a wrapper whose
/// stored parts are not what code writes, such as a binding action with its key path.
package protocol SwiftLiteralConvertible {
  func swiftLiteral() throws -> SwiftLiteral.Expression
}
