import CNcurses

/// Turns the terminal's raw input into keys, one at a time. Pure, so it is tested without a
/// terminal.
///
/// ncurses decodes the escape sequences its terminal description knows (arrows, function
/// keys) and hands over the bytes of any other one after a lone ESC. This decoder reads those:
/// - ESC and a character is Alt with it (`.alt`, `.altBackspace`), never Esc then the
///   character; ESC is `.escape` only when nothing follows it (`finish()`, as input pauses).
/// - A control sequence (ESC [ … final byte 0x40–0x7E) or SS3 (ESC O and one byte) is read
///   whole and becomes its key (`ControlSequence`: kitty's CSI-u keys, focus reports, the
///   mouse in X10 and SGR form), or is dropped: an unknown sequence is never Esc and never text.
/// - A bracketed paste (ESC[200~ … ESC[201~, `RawInput.pasteStart`/`.pasteEnd`) becomes one
///   `.paste` key: characters and line breaks are kept, other controls and function keys
///   dropped, so a line break or a letter in it never presses Enter or a command key.
public struct InputDecoder: Sendable {
  /// What the decoder has read of something it cannot give out yet.
  public enum Unfinished: Hashable, Sendable {
    /// An ESC with nothing after it yet: Esc if input pauses now.
    case escape
    /// Part of an escape sequence: dropped if the rest never comes.
    case sequence
    /// A paste whose end marker has not come: given out as it is if none comes.
    case paste
  }

  private enum State: Hashable, Sendable {
    case ground
    case escape
    /// After ESC [: the parameter and intermediate bytes so far.
    case controlSequence([UInt8])
    /// After ESC O.
    case singleShift
    /// After ESC [ M: the bytes of an X10 mouse report so far (three in all).
    case x10Mouse([UInt32])
    /// In a paste: its text so far, and how many characters of the end marker were read
    /// as characters (when ncurses did not take the marker whole).
    case paste(String, markerRead: Int)
  }

  /// The end marker of a paste, ESC [ 2 0 1 ~.
  private static let pasteEndMarker: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var state = State.ground
  /// Set once the terminal answered the query for kitty's keyboard protocol (`CSI ? u`),
  /// that is, once it is known to offer it.
  public private(set) var terminalOffersKeyboardProtocol = false
  /// The terminal's last answer about grapheme mode (2027), until taken.
  private var graphemeModeState: Int?

  /// The terminal's answer about grapheme mode (see `GraphemeMode`) if one came since the last
  /// call; nil otherwise, and always from a terminal that does not answer.
  public mutating func takeGraphemeModeState() -> Int? {
    defer { graphemeModeState = nil }
    return graphemeModeState
  }

  /// A sequence longer than this is dropped whole without keeping its bytes.
  private static let longestSequence = 64

  public init() {}

  /// What is read but not yet given out; nil when nothing is.
  public var unfinished: Unfinished? {
    switch state {
    case .ground: nil
    case .escape: .escape
    case .controlSequence, .singleShift, .x10Mouse: .sequence
    case .paste: .paste
    }
  }

  /// True between a paste's start marker and its end.
  public var isInPaste: Bool { unfinished == .paste }

  /// The key for one raw input, or nil when there is none yet (inside a sequence or a
  /// paste) or the input means nothing here. A resize is given out whatever was being read.
  public mutating func decode(_ input: RawInput) -> Key? {
    if input == .functionKey(KEY_RESIZE) { return .resize }
    switch state {
    case .ground:
      return decodeFromGround(input)
    case .escape:
      return decodeAfterEscape(input)
    case .controlSequence(let bytes):
      return continueControlSequence(bytes, with: input)
    case .singleShift:
      state = .ground
      guard case .character(let code) = input, (0x20...0x7E).contains(code) else { return decode(input) }
      return ControlSequence.singleShiftKey(final: UInt8(code))
    case .x10Mouse(var bytes):
      guard case .character(let code) = input else {
        state = .ground
        return decode(input)
      }
      bytes.append(code)
      guard bytes.count == 3 else {
        state = .x10Mouse(bytes)
        return nil
      }
      state = .ground
      return MouseEvent(x10Report: bytes).map(Key.mouse)
    case .paste(var text, let markerRead):
      if input == .pasteEnd { return finish() }
      guard case .character(let code) = input else { return nil }
      if code == Self.pasteEndMarker[markerRead] {
        guard markerRead + 1 < Self.pasteEndMarker.count else { return finish() }
        state = .paste(text, markerRead: markerRead + 1)
        return nil
      }
      // What looked like the end marker was text after all (its ESC is no text).
      for code in Self.pasteEndMarker[..<markerRead] { Self.pastedCharacter(code).map { text.append($0) } }
      guard code != 27 else {
        state = .paste(text, markerRead: 1)
        return nil
      }
      if let character = Self.pastedCharacter(code) { text.append(character) }
      state = .paste(text, markerRead: 0)
      return nil
    }
  }

  /// Ends what is unfinished, for when input has paused: a lone ESC is `.escape`, a paste
  /// without its end is given out as it is (nil when empty), part of a sequence is dropped.
  public mutating func finish() -> Key? {
    defer { state = .ground }
    switch state {
    case .escape: return .escape
    case .paste(let text, _): return text.isEmpty ? nil : .paste(text)
    default: return nil
    }
  }

  private mutating func decodeFromGround(_ input: RawInput) -> Key? {
    switch input {
    case .pasteStart:
      state = .paste("", markerRead: 0)
      return nil
    case .character(27):
      state = .escape
      return nil
    default:
      return Key.decode(input)
    }
  }

  private mutating func decodeAfterEscape(_ input: RawInput) -> Key? {
    state = .ground
    switch input {
    case .character(27):
      // The first ESC had nothing after it but another: it was Esc alone.
      state = .escape
      return .escape
    case .character(0x5B):
      state = .controlSequence([])
      return nil
    case .character(0x4F):
      state = .singleShift
      return nil
    case .character(8), .character(127):
      return .altBackspace
    case .character:
      // Alt with Enter, Tab or a Ctrl key is no key of this program.
      guard case .character(let character)? = Key.decode(input) else { return nil }
      return .alt(character)
    case .pasteStart:
      // Esc pressed just before a paste began.
      state = .paste("", markerRead: 0)
      return .escape
    case .functionKey:
      // Alt with an arrow or a function key: no key of this program.
      return nil
    }
  }

  private mutating func continueControlSequence(_ bytes: [UInt8], with input: RawInput) -> Key? {
    guard case .character(let code) = input, (0x20...0x7E).contains(code) else {
      // Broken off by something that cannot be part of it: what was read is dropped, and
      // the input read as it would be on its own.
      state = .ground
      return decode(input)
    }
    guard code >= 0x40 else {
      state = .controlSequence(bytes.count < Self.longestSequence ? bytes + [UInt8(code)] : bytes)
      return nil
    }
    state = .ground
    guard bytes.count < Self.longestSequence else { return nil }
    let sequence = ControlSequence(bytes: bytes, final: UInt8(code))
    switch sequence.meaning {
    case .key(let key): return key
    case .x10MouseReport: state = .x10Mouse([])
    case .pasteStart: state = .paste("", markerRead: 0)
    case .keyboardProtocolReport: terminalOffersKeyboardProtocol = true
    case .modeReport(mode: GraphemeMode.mode, let state): graphemeModeState = state
    case .modeReport: break
    case .nothing: break
    }
    return nil
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
