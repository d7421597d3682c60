import ComposableArchitecture
/// The path an action takes through the features that handle it, as an action log reads:
/// `.app(.path(.element(id: 2, action: .detail(.editButtonTapped))))` is
/// `app › path[id: #2] › detail › editButtonTapped` (a stack id reads `#2`, as in every dump).
///
/// A case holding another feature's action (an enum named `Action`, or a stack's, a
/// collection's or a presentation's) is a step; an element of a stack or a collection adds its
/// id to the step that holds them; `.presented` is passed through, since a presented feature
/// is reached by its parent's case. The last step keeps its values (`searchQueryChanged("San")`).
public enum ActionPath {
  /// The steps of `action`, joined by " › ".
  public static func describe(_ action: Any) -> String {
    steps(of: action).joined(separator: " › ")
  }

  /// The steps of `action`, from the root feature to the action the last one handles.
  public static func steps(of action: Any) -> [String] {
    var steps: [String] = []
    var value = action
    while true {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label else {
        steps.append(leaf(value))
        return steps
      }
      let payload = Mirror(reflecting: child.value)
      if payload.displayStyle == .tuple, let inner = payload.children.first(where: { $0.label == "action" }) {
        // One element of a stack or a collection: `path[id: #2]`, `todos[id: …]`.
        let address = payload.children.filter { $0.label != "action" }
          .map { "\($0.label ?? ""): \(ValueDump.describe($0.value))" }.joined(separator: ", ")
        if steps.isEmpty || !isWrapper(value) { steps.append(name) }
        steps[steps.count - 1] += "[\(address)]"
        value = inner.value
      } else if isWrapper(value), name == "presented" {
        value = child.value
      } else if isFeatureAction(child.value) || isWrapper(child.value) {
        steps.append(name)
        value = child.value
      } else {
        steps.append(leaf(value))
        return steps
      }
    }
  }

  /// A case as the last step shows it: its name, and its values if it has any.
  private static func leaf(_ value: Any) -> String {
    let text = ValueDump.describe(value)
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }

  /// Whether `value` is the action of a feature, as this architecture names them.
  private static func isFeatureAction(_ value: Any) -> Bool {
    Mirror(reflecting: value).displayStyle == .enum && String(describing: type(of: value)) == "Action"
  }

  /// Whether `value` is a stack's, a collection's or a presentation's action, which carry
  /// another feature's.
  private static func isWrapper(_ value: Any) -> Bool {
    let name = String(describing: type(of: value))
    return ["StackAction<", "IdentifiedAction<", "PresentationAction<"].contains { name.hasPrefix($0) }
  }
}
