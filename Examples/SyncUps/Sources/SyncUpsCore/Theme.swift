/// The sixteen colours a sync-up can wear. Screens paint with `rgb`; text on the colour uses
/// `isDark` to pick light or dark letters.
public enum Theme: String, CaseIterable, Equatable, Hashable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood
  case periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow

  /// The raw name capitalised: "Bubblegum".
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// Whether the colour is dark, so text on it must be light.
  public var isDark: Bool {
    switch self {
    case .indigo, .magenta, .navy, .oxblood, .purple: true
    default: false
    }
  }

  /// The colour as red, green and blue from 0 to 255.
  public var rgb: (red: Int, green: Int, blue: Int) {
    switch self {
    case .bubblegum: (237, 137, 204)
    case .buttercup: (255, 241, 133)
    case .indigo: (54, 0, 150)
    case .lavender: (207, 204, 255)
    case .magenta: (166, 28, 112)
    case .navy: (0, 3, 92)
    case .orange: (255, 135, 69)
    case .oxblood: (74, 10, 25)
    case .periwinkle: (135, 135, 252)
    case .poppy: (255, 94, 94)
    case .purple: (145, 77, 179)
    case .seafoam: (204, 237, 227)
    case .sky: (110, 173, 255)
    case .tan: (194, 143, 107)
    case .teal: (34, 158, 171)
    case .yellow: (255, 214, 0)
    }
  }

  /// The theme after this one, wrapping around: what → does in the form.
  public var next: Theme {
    let all = Theme.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The theme before this one, wrapping around: what ← does in the form.
  public var previous: Theme {
    let all = Theme.allCases
    return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
  }
}
