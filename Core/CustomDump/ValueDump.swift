#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type that chooses how it appears in dumps, diffs and test failures, e.g. a collection
/// wrapper that should read like the values it holds.
public protocol CustomDumpRepresentable {
  /// The value to dump in place of this one.
  var customDumpValue: Any { get }
}

/// A value a dump writes as one line of its own, as a stack element's id (`#1`).
public protocol CustomDumpStringConvertible {
  /// The text a dump shows for this value.
  var customDumpDescription: String { get }
}

/// Renders values as indented, structural text, the basis of state diffs and failure messages.
///
/// Structs read `Name(field: value, …)`, enums `.case(payload)`, collections `[…]`; a value is
/// broken over several lines when it does not fit in one short line.
public enum ValueDump {
  /// The longest line a nested value is kept on before it is broken up.
  package static let lineLimit = 72

  /// A multi-line structural dump of `value`.
  public static func dump(_ value: Any) -> String {
    lines(of: value).joined(separator: "\n")
  }

  /// A one-line description, as used for actions: `.row(id: 1, action: .toggled)`.
  public static func describe(_ value: Any) -> String {
    render(value, indent: "", singleLine: true).joined()
  }

  /// The dump of `value` as lines.
  package static func lines(of value: Any) -> [String] {
    render(value, indent: "", singleLine: false)
  }

  private static func render(_ value: Any, indent: String, singleLine: Bool) -> [String] {
    if let custom = value as? CustomDumpRepresentable {
      return render(custom.customDumpValue, indent: indent, singleLine: singleLine)
    }
    if let labelled = value as? LabelledItems {
      return group(
        open: "[", close: "]", items: labelled.items.map { ($0.label, $0.value) }, indent: indent,
        singleLine: singleLine, breaksAlways: true
      )
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return ["nil"] }
      return render(wrapped, indent: indent, singleLine: singleLine)
    case .enum:
      guard let payload = mirror.children.first else { return [".\(value)"] }
      let caseName = payload.label ?? "\(value)"
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        return group(open: ".\(caseName)(", close: ")", items: fields(of: inner), indent: indent, singleLine: singleLine)
      }
      return group(open: ".\(caseName)(", close: ")", items: [(nil, payload.value)], indent: indent, singleLine: singleLine)
    case .struct, .class:
      if let scalar = scalarDescription(value) { return [scalar] }
      return group(
        open: "\(typeName(of: value))(", close: ")", items: fields(of: mirror), indent: indent,
        singleLine: singleLine, breaksAlways: true
      )
    case .tuple:
      return group(open: "(", close: ")", items: fields(of: mirror), indent: indent, singleLine: singleLine)
    case .collection:
      return group(
        open: "[", close: "]", items: mirror.children.map { (nil, $0.value) }, indent: indent,
        singleLine: singleLine, breaksAlways: true
      )
    case .set:
      let items = mirror.children.map { (nil as String?, $0.value) }
        .sorted { describe($0.1) < describe($1.1) }
      return group(open: "Set([", close: "])", items: items, indent: indent, singleLine: singleLine)
    case .dictionary:
      let items: [(String?, Any)] = mirror.children.map { child in
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        return (pair.first.map(describe), pair.count > 1 ? pair[1] : child.value)
      }.sorted { ($0.0 ?? "") < ($1.0 ?? "") }
      if items.isEmpty { return ["[:]"] }
      return group(open: "[", close: "]", items: items, indent: indent, singleLine: singleLine, breaksAlways: true)
    default:
      return [scalarDescription(value) ?? String(describing: value)]
    }
  }

  private static func scalarDescription(_ value: Any) -> String? {
    switch value {
    case let string as String: return quoted(string)
    case let character as Character: return quoted(String(character))
    case let substring as Substring: return quoted(String(substring))
    case let uuid as UUID: return "UUID(\(uuid.uuidString))"
    case let date as Date: return "Date(\(date.timeIntervalSince1970))"
    case let url as URL: return "URL(\(url.absoluteString))"
    // By name: their stored parts are the platform's caches and pointers, which differ between runs.
    case let timeZone as TimeZone: return "TimeZone(\(timeZone.identifier))"
    case let locale as Locale: return "Locale(\(locale.identifier))"
    case let calendar as Calendar: return "Calendar(\(calendar.identifier), \(calendar.timeZone.identifier))"
    case let duration as Duration: return "\(duration)"
    case let keyPath as AnyKeyPath: return "\(keyPath)"
    case let value as CustomDumpStringConvertible: return value.customDumpDescription
    default: return nil
    }
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  private static func fields(of mirror: Mirror) -> [(String?, Any)] {
    mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label.map(cleanLabel), child.value)
    }
  }

  /// Property wrappers store their value as `_name`; show the name the code uses.
  private static func cleanLabel(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  /// The type's name without modules, its generic arguments' included, as code in that module
  /// would write it: `AlertState<Feature.Action.Alert>`, not `AlertState<MyApp.Feature…>`.
  package static func typeName(of value: Any) -> String {
    typeName(ofType: type(of: value))
  }

  /// The name of `type` as ``typeName(of:)`` writes it.
  package static func typeName(ofType type: Any.Type) -> String {
    var result = ""
    var name = ""
    var parentheses = 0
    func flushName() {
      // `Module.(unknown context at $…).Outer.Inner` reads `Outer.Inner`.
      var parts = name.split(separator: ".").filter { !$0.hasPrefix("(") }
      if parts.count > 1 { parts.removeFirst() }
      result += parts.joined(separator: ".")
      name = ""
    }
    for character in String(reflecting: type) {
      if character == "(" { parentheses += 1 }
      if character == ")" { parentheses -= 1 }
      if parentheses == 0, "<>, ".contains(character) {
        flushName()
        result.append(character)
      } else {
        name.append(character)
      }
    }
    flushName()
    return result
  }

  /// Lays out a bracketed list of items: on one line when asked or when it fits, unless it is a
  /// struct or collection in a multi-line dump, which always gets a line per item so diffs
  /// point at the changed field.
  private static func group(
    open: String, close: String, items: [(String?, Any)], indent: String, singleLine: Bool,
    breaksAlways: Bool = false
  ) -> [String] {
    if items.isEmpty { return [open + close] }
    let childIndent = indent + "  "
    let rendered = items.map { label, value -> [String] in
      var lines = render(value, indent: childIndent, singleLine: singleLine)
      if let label { lines[0] = "\(label): " + lines[0] }
      return lines
    }
    let flat = rendered.allSatisfy { $0.count == 1 }
    let oneLine = open + rendered.map { $0[0] }.joined(separator: ", ") + close
    if singleLine || (!breaksAlways && flat && oneLine.count + indent.count <= lineLimit) {
      return [oneLine]
    }
    var lines = [open]
    for (index, item) in rendered.enumerated() {
      let comma = index < rendered.count - 1 ? "," : ""
      for (lineIndex, line) in item.enumerated() {
        let suffix = lineIndex == item.count - 1 ? comma : ""
        lines.append("  " + line + suffix)
      }
    }
    lines.append(close)
    return lines
  }
}

/// A list whose items carry labels of their own, dumped as `[#0: …, #1: …]`.
package struct LabelledItems {
  package let items: [(label: String, value: Any)]

  package init(items: [(label: String, value: Any)]) {
    self.items = items
  }
}

/// The one-line description of an action (or any value), as failure messages print it.
package func describe(_ value: Any) -> String {
  ValueDump.describe(value)
}
