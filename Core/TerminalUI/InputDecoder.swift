import CNcurses

/// Turns the terminal's raw input into keys, one at a time, and gathers a bracketed paste
/// into a single `.paste` key: pasted text is text, so a line break or a letter in it never
/// presses Enter or a command key. Pure, so it is tested without a terminal.
///
/// The terminal marks a paste with ESC[200~ and ESC[201~ (mapped to `RawInput.pasteStart`
/// and `.pasteEnd` by the backend). Inside one, characters and line breaks are kept, other
/// control characters and function keys dropped. A paste whose end marker never comes is
/// given out by `finishPaste()` when input pauses, so no keys are swallowed for good.
public struct InputDecoder: Sendable {
  /// The text of the paste being read; nil outside a paste.
  private var paste: String?

  public init() {}

  /// True between a paste's start marker and its end.
  public var isInPaste: Bool { paste != nil }

  /// The key for one raw input, or nil when there is none yet (inside a paste) or the input
  /// means nothing here.
  public mutating func decode(_ input: RawInput) -> Key? {
    switch input {
    case .pasteStart:
      paste = paste ?? ""
      return nil
    case .pasteEnd:
      return finishPaste()
    default:
      guard paste != nil else { return Key.decode(input) }
      if case .character(let code) = input, let character = Self.pastedCharacter(code) {
        paste?.append(character)
      }
      return nil
    }
  }

  /// Ends a paste that is still open and returns what it held (nil for none, or an empty one).
  public mutating func finishPaste() -> Key? {
    defer { paste = nil }
    guard let paste, !paste.isEmpty else { return nil }
    return .paste(paste)
  }

  /// Line breaks (CR, LF) and tabs are kept as they are, for the receiver to turn into what
  /// suits it (`TextEdit` makes each a space); other control characters are dropped.
  private static func pastedCharacter(_ code: UInt32) -> Character? {
    switch code {
    case 9, 10, 13: return Unicode.Scalar(code).map(Character.init)
    case 0..<0x20, 0x7F, 0x80..<0xA0: return nil
    default: return Unicode.Scalar(code).map(Character.init)
    }
  }
}

extension RawInput {
  /// The start marker of a bracketed paste.
  public static let pasteStart = RawInput.functionKey(cn_key_paste_start())
  /// The end marker of a bracketed paste.
  public static let pasteEnd = RawInput.functionKey(cn_key_paste_end())
}
