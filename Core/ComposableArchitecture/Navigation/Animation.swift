/// How a change is to be animated, named as SwiftUI names it (`.default`, `.linear`), so that
/// a feature written for the reference reads the same here. A terminal redraws a frame at
/// once: the value says which change the feature means to animate, and nothing draws it.
public struct Animation: Hashable, Sendable {
  /// The animation's name, as a test's failure shows it.
  public let name: String

  /// The platform's usual animation.
  public static let `default` = Animation(name: "default")
  /// An animation at a constant pace.
  public static let linear = Animation(name: "linear")
}

extension ButtonStateAction {
  /// Sends `action` when pressed, with the change it makes animated by `animation`; an alert
  /// compares equal only to one whose button names the same animation.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }
}
