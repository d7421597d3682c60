/// Numbers written for a screen: what `String(format:)` would give, which only the full
/// Foundation has, and which a program that needs no internationalisation does not load.
public enum NumberText {
  /// `value` with leading zeros up to `width` digits: `7` as `07`; a minus sign before them.
  public static func zeroPadded(_ value: Int, width: Int) -> String {
    let digits = String(value.magnitude)
    let padding = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
  }

  /// `value` rounded to `digits` decimals, half away from zero: `3.14159` as `3.1`, `-0.04` as
  /// `0.0`; `nan`, `inf` and `-inf` as such.
  public static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded()
    guard scaled < 9e18 else { return "\(value)" }
    let units = Int(scaled)
    let whole = units / Int(scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    return sign + String(whole) + "." + zeroPadded(units % Int(scale), width: digits)
  }
}
