/// Which todos the list shows.
public enum Filter: String, CaseIterable, Equatable, Hashable, Sendable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"

  /// Whether a todo with this completion shows under the filter.
  public func includes(isComplete: Bool) -> Bool {
    switch self {
    case .all: true
    case .active: !isComplete
    case .completed: isComplete
    }
  }
}

/// Whether the rows can be reordered ("move mode").
public enum EditMode: Equatable, Hashable, Sendable {
  case inactive
  case active
}
