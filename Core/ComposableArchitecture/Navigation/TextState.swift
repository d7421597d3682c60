/// Text as plain data, for the titles, messages and labels of alerts and dialogs: it can be
/// compared in a test, and the terminal draws it with `String(state:)`.
public struct TextState: Equatable, Hashable, Sendable {
  /// The characters shown.
  let string: String

  /// Text shown exactly as given.
  public init(verbatim content: String) {
    self.string = content
  }

  /// Text shown as given; a terminal has no localisation tables to look it up in.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.string = String(content)
  }

  /// Both texts, one after the other.
  public static func + (lhs: Self, rhs: Self) -> Self {
    TextState(verbatim: lhs.string + rhs.string)
  }
}

extension TextState: CustomStringConvertible {
  public var description: String { string }
}

extension String {
  /// The characters a `TextState` shows.
  public init(state: TextState) {
    self = state.string
  }
}

extension TextState: CustomDumpRepresentable {
  /// A test's failure message shows the text as a string.
  public var customDumpValue: Any { string }
}
