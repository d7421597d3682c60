/// What a key binding does: send an action to the store, end the run loop, or copy a text to
/// the terminal user's clipboard (the run loop writes it, OSC 52, and says "Copied").
public enum KeyCommand<Action> {
  case send(Action)
  case quit
  case copy(String)

  /// The same command sending `transform(action)`.
  public func map<Parent>(_ transform: (Action) -> Parent) -> KeyCommand<Parent> {
    switch self {
    case .send(let action): .send(transform(action))
    case .quit: .quit
    case .copy(let text): .copy(text)
    }
  }
}

/// One entry of a screen's key map: the keys, the hint text, what it does, and whether
/// it is enabled. A disabled binding never matches; it shows in the hint bar, dimmed, only
/// with `showsWhenDisabled` (a control that is there but unavailable, like a greyed button).
public struct KeyBinding<Action> {
  public var keys: [Key]
  public var help: String
  public var command: KeyCommand<Action>
  public var isEnabled: Bool
  public var showsWhenDisabled: Bool
  /// False for a key listed only in the help (`?`, `--help`), not in the hint bar, which
  /// keeps to the keys used most.
  public var isInHintBar = true

  /// A binding that sends an action, e.g. `KeyBinding([.char("a")], help: "add", send: .addButtonTapped)`.
  public init(_ keys: [Key], help: String, send action: Action, isEnabled: Bool = true, showsWhenDisabled: Bool = false) {
    self.init(keys, help: help, command: .send(action), isEnabled: isEnabled, showsWhenDisabled: showsWhenDisabled)
  }

  public init(
    _ keys: [Key], help: String, command: KeyCommand<Action>, isEnabled: Bool = true, showsWhenDisabled: Bool = false
  ) {
    self.keys = keys
    self.help = help
    self.command = command
    self.isEnabled = isEnabled
    self.showsWhenDisabled = showsWhenDisabled
  }

  /// A binding that ends the run loop with `ExitReason.quit`.
  public static func quit(_ keys: [Key], help: String = "quit") -> KeyBinding {
    KeyBinding(keys, help: help, command: .quit)
  }

  /// A binding that copies `text` to the clipboard (`KeyCommand.copy`), listed in the help but
  /// not the hint bar; nothing to copy (nil or empty) disables it.
  public static func copy(_ keys: [Key], text: String?, help: String = "copy") -> KeyBinding {
    var binding = KeyBinding(keys, help: help, command: .copy(text ?? ""), isEnabled: text?.isEmpty == false)
    binding.isInHintBar = false
    return binding
  }

  /// How the keys read in a hint: arrows run together ("↑↓"), others joined by "/".
  public var keyLabel: String { Key.label(of: keys) }
}

/// A screen's key bindings as data: input becomes actions through `command(for:)` and the
/// hint bar is drawn from the same list, so hints cannot lie.
///
/// Bindings are tried in order; the first enabled one holding the key wins. Keys no
/// binding holds go to `otherKeys` (e.g. typing into a text field); hidden from hints.
public struct KeyMap<Action> {
  public var bindings: [KeyBinding<Action>]
  public var otherKeys: ((Key) -> Action?)?

  public init(_ bindings: [KeyBinding<Action>], otherKeys: ((Key) -> Action?)? = nil) {
    self.bindings = bindings
    self.otherKeys = otherKeys
  }

  /// The same bindings sending `transform(action)`, for a child screen's keys inside its
  /// parent's screen (as `Scope` does for its reducer).
  public func map<Parent>(_ transform: @escaping (Action) -> Parent) -> KeyMap<Parent> {
    let bindings = bindings.map { binding in
      var mapped = KeyBinding<Parent>(
        binding.keys, help: binding.help, command: binding.command.map(transform), isEnabled: binding.isEnabled,
        showsWhenDisabled: binding.showsWhenDisabled
      )
      mapped.isInHintBar = binding.isInHintBar
      return mapped
    }
    return KeyMap<Parent>(bindings, otherKeys: otherKeys.map { keys in { key in keys(key).map(transform) } })
  }

  /// What pressing `key` does, or nil when nothing is bound to it.
  public func command(for key: Key) -> KeyCommand<Action>? {
    if let binding = bindings.first(where: { $0.isEnabled && $0.keys.contains(key) }) {
      return binding.command
    }
    return otherKeys?(key).map(KeyCommand.send)
  }

  /// The quit bindings, each with a hint: what a screen the user cannot see (behind the
  /// too-small notice) still answers to, so the notice can say so and no other key acts.
  public var shownQuitBindings: KeyMap<Action> {
    KeyMap(bindings.compactMap { binding in
      guard case .quit = binding.command, binding.isEnabled else { return nil }
      // A quit key the hint bar leaves out (todos' q) still quits, and says so, here.
      return binding.help.isEmpty ? KeyBinding(binding.keys, help: "quit", command: .quit) : binding
    })
  }


  /// The hints to show, in order: bindings with help text that are enabled or show when
  /// disabled; neighbours with the same help text (and state) merge into one ("↑↓ select").
  public var hints: [KeyHint] {
    var hints: [KeyHint] = []
    var lastKeys: [Key] = []
    for binding in bindings
    where (binding.isEnabled || binding.showsWhenDisabled) && !binding.help.isEmpty && !binding.keys.isEmpty {
      if let last = hints.last, last.help == binding.help, last.isEnabled == binding.isEnabled,
        last.isInHintBar == binding.isInHintBar
      {
        lastKeys += binding.keys
        hints[hints.count - 1].keys = Key.label(of: lastKeys)
      } else {
        lastKeys = binding.keys
        var hint = KeyHint(keys: binding.keyLabel, help: binding.help, isEnabled: binding.isEnabled)
        hint.isInHintBar = binding.isInHintBar
        hints.append(hint)
      }
    }
    return hints
  }
}

/// One hint of a hint bar: "⏎ open".
public struct KeyHint: Hashable, Sendable {
  public var keys: String
  public var help: String
  /// False for a binding shown while it is disabled; the hint bar dims it.
  public var isEnabled: Bool
  /// False for a hint the help lists but the hint bar leaves out.
  public var isInHintBar = true

  /// A hint reading "`keys` `help`".
  public init(keys: String, help: String, isEnabled: Bool = true) {
    self.keys = keys
    self.help = help
    self.isEnabled = isEnabled
  }
}
