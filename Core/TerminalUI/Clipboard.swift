/// Copying to the clipboard of the terminal's user through the terminal itself (OSC 52), so
/// it works over ssh and in tmux (with `set-clipboard on`, its default for terminals that
/// declare it), where no clipboard program is at hand. Terminals without it ignore it.
package enum Clipboard {
  /// `ESC ] 52 ; c ; <text in base64> BEL`: puts `text` on the clipboard.
  package static func copySequence(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// Standard base64 with padding (RFC 4648), which OSC 52 carries.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
      for position in 0..<4 {
        out.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
