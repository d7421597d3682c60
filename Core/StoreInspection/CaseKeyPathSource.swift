/// The case key path that names an action without its values, as a test receives it:
/// `.path(.element(id: 1, action: .record(.speechResult(…))))` is
/// `\.path[id: 1].record.speechResult`. A test written from a session receives an action
/// whose values would fill a page this way; the state it changed is still asserted in full.
package enum CaseKeyPathSource {
  /// The key path's source for `action`, or nil for a value that is not an enum case.
  package static func of(_ action: Any) throws -> String? {
    var components: [String] = []
    var value = action
    while true {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { break }
      guard let child = mirror.children.first, let name = child.label else {
        components.append("\(value)")
        break
      }
      let payload = Mirror(reflecting: child.value)
      if name == "element", payload.displayStyle == .tuple,
        let id = payload.children.first(where: { $0.label == "id" }),
        let inner = payload.children.first(where: { $0.label == "action" }), !components.isEmpty
      {
        components[components.count - 1] += "[id: \(try SwiftLiteral.source(of: id.value))]"
        value = inner.value
        continue
      }
      components.append(name)
      guard Mirror(reflecting: child.value).displayStyle == .enum else { break }
      value = child.value
    }
    return components.isEmpty ? nil : "\\." + components.joined(separator: ".")
  }
}
