/// Text attributes a terminal can show without colour.
public struct Attributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = Attributes(rawValue: 1 << 0)
  public static let dim = Attributes(rawValue: 1 << 1)
  public static let reverse = Attributes(rawValue: 1 << 2)
  public static let underline = Attributes(rawValue: 1 << 3)
  public static let italic = Attributes(rawValue: 1 << 4)
}

/// How a cell looks: attributes plus optional colours (nil means the terminal's default).
public struct Style: Hashable, Sendable {
  public var attributes: Attributes
  public var foreground: Color?
  public var background: Color?

  public init(_ attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  public static let plain = Style()
  public static let bold = Style(.bold)
  public static let dim = Style(.dim)
  public static let reverse = Style(.reverse)
  public static let underline = Style(.underline)

  /// This style with more attributes added.
  public func adding(_ more: Attributes) -> Style {
    var style = self
    style.attributes.formUnion(more)
    return style
  }

  /// This style with a foreground colour.
  public func foreground(_ color: Color?) -> Style {
    var style = self
    style.foreground = color
    return style
  }

  /// This style with a background colour.
  public func background(_ color: Color?) -> Style {
    var style = self
    style.background = color
    return style
  }

  /// The same style for an 8-colour terminal: palette colours become their nearest basic colour.
  public func withBasicColors() -> Style {
    Style(attributes, foreground: foreground?.nearestBasic, background: background?.nearestBasic)
  }

  /// The same style for a terminal without colours (or with `NO_COLOR` set): a coloured
  /// foreground becomes bold and a coloured background becomes reverse, so emphasis survives.
  public func withoutColors() -> Style {
    var style = Style(attributes)
    if foreground != nil { style.attributes.insert(.bold) }
    if background != nil { style.attributes.insert(.reverse) }
    return style
  }
}

/// Which colours a terminal may show.
public enum ColorSupport: Hashable, Sendable {
  /// Any RGB colour (`COLORTERM=truecolor` or `24bit`).
  case truecolor
  /// The whole 256-colour palette; an RGB colour is shown as its nearest entry.
  case colors256
  /// The eight basic colours and their bright forms; others as the nearest of those sixteen.
  case colors16
  /// The eight basic colours; palette colours are shown as the nearest of them.
  case colors
  /// None: colours become attributes (see `Style.withoutColors`).
  case monochrome

  /// Decides from the facts: `NO_COLOR` set to any non-empty value turns colours off
  /// (https://no-color.org), as does a terminal without colour support. `COLORTERM` set to
  /// `truecolor` or `24bit` gives RGB; otherwise `colorCount`, what the terminal reports
  /// (ncurses' `COLORS`), decides: 256 or more the palette, 16 the bright colours too.
  public static func detect(
    environment: [String: String], terminalHasColors: Bool, colorCount: Int = 8
  ) -> ColorSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    guard terminalHasColors else { return .monochrome }
    if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased()) { return .truecolor }
    if colorCount >= 256 { return .colors256 }
    return colorCount >= 16 ? .colors16 : .colors
  }

  /// The style as this terminal will show it.
  public func apply(_ style: Style) -> Style {
    switch self {
    case .truecolor: style
    case .colors256: Style(style.attributes, foreground: style.foreground?.paletteEntry, background: style.background?.paletteEntry)
    case .colors16:
      Style(style.attributes, foreground: style.foreground?.nearestOfSixteen, background: style.background?.nearestOfSixteen)
    case .colors: style.withBasicColors()
    case .monochrome: style.withoutColors()
    }
  }
}
