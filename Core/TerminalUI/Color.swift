/// A terminal colour: one of the eight basic colours every colour terminal has, an entry of
/// the xterm 256-colour palette, or an exact RGB value (`rgb`) for truecolor terminals, which
/// others show as its nearest palette entry; 8-colour terminals show the nearest basic colour.
public struct Color: Hashable, Sendable {
  /// The xterm palette index: 0–7 are the basic colours, 8–15 their bright forms,
  /// 16–231 a 6×6×6 colour cube and 232–255 a grey ramp. For an RGB colour, its nearest entry.
  public let index: UInt8
  /// The exact red, green and blue of an RGB colour; nil for a palette entry.
  public let red, green, blue: UInt8?

  /// The palette entry `index`.
  public static func palette(_ index: UInt8) -> Color { Color(index: index) }

  /// An exact colour, shown as it is where the terminal has truecolor (`COLORTERM`), and as
  /// `nearest(red:green:blue:)` elsewhere.
  public static func rgb(red: UInt8, green: UInt8, blue: UInt8) -> Color {
    let index = nearest(red: Int(red), green: Int(green), blue: Int(blue)).index
    return Color(index: index, red: red, green: green, blue: blue)
  }

  private init(index: UInt8, red: UInt8? = nil, green: UInt8? = nil, blue: UInt8? = nil) {
    self.index = index
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The palette entry this colour is shown as without truecolor.
  public var paletteEntry: Color { Color(index: index) }

  /// The nearest of the sixteen basic and bright colours, what a 16-colour terminal shows.
  public var nearestOfSixteen: Color {
    if index < 16 { return Color(index: index) }
    let target = Self.rgb(of: Int(index))
    let best = (0..<16).min { Self.distance(Self.rgb(of: $0), target) < Self.distance(Self.rgb(of: $1), target) }!
    return .palette(UInt8(best))
  }

  public static let black = Color(index: 0)
  public static let red = Color(index: 1)
  public static let green = Color(index: 2)
  public static let yellow = Color(index: 3)
  public static let blue = Color(index: 4)
  public static let magenta = Color(index: 5)
  public static let cyan = Color(index: 6)
  public static let white = Color(index: 7)

  /// The eight basic colours, in palette order.
  public static let basic: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

  /// Whether an 8-colour terminal can show this colour as it is.
  public var isBasic: Bool { index < 8 && red == nil }

  /// The palette entry nearest to a colour given as red, green and blue from 0 to 255, from
  /// the cube and the grey ramp (the first sixteen differ between terminals, so are avoided).
  public static func nearest(red: Int, green: Int, blue: Int) -> Color {
    let target = (red, green, blue)
    let best = (16...255).min { distance(rgb(of: $0), target) < distance(rgb(of: $1), target) }!
    return .palette(UInt8(best))
  }

  /// The nearest of the eight basic colours, what an 8-colour terminal shows instead.
  public var nearestBasic: Color {
    if index < 8 { return Color(index: index) }
    if index < 16 { return .palette(index - 8) }
    let target = Self.rgb(of: Int(index))
    return Self.basic.min { Self.distance(Self.rgb(of: Int($0.index)), target) < Self.distance(Self.rgb(of: Int($1.index)), target) }!
  }

  /// An entry's usual red, green and blue; the basic colours as common terminal themes show them.
  static func rgb(of index: Int) -> (Int, Int, Int) {
    switch index {
    case 0..<8:
      let basic = [
        (0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205),
        (229, 229, 229),
      ]
      return basic[index]
    case 8..<16:
      let bright = [
        (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234), (214, 112, 214),
        (41, 184, 219), (255, 255, 255),
      ]
      return bright[index - 8]
    case 16..<232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = 8 + (index - 232) * 10
      return (grey, grey, grey)
    }
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
