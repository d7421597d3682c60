import Testing
import TerminalUI
import TestSupport

/// Every program's `--help` lists its keys as `KeysHelp` writes them from its screens' key
/// maps: a line per screen, the run loop's keys last, within 78 columns.
struct KeysSectionTests {
  /// The screens each program's `--help` names, in order.
  static let screens: [String: [String]] = [
    "todos": ["list", "typing", "move mode", "clear done?"],
    "syncups": ["list", "form", "detail", "past meeting", "meeting", "question"],
    "voicememos": ["list", "recording", "renaming", "question", "settings"],
    "search": ["field", "results"],
    "tictactoe": ["log in", "confirmation", "new game", "game", "log out?"],
    "speechrecognition": ["transcript", "alert"],
    "casestudies": ["menu", "filter", "study", "study, typing"],
    "tutorial": ["counter", "list", "detail", "form", "alert", "meeting"],
  ]

  @Test(arguments: CommandLineTests.programs)
  func helpListsTheKeysOfEveryScreen(program: String) async throws {
    let result = try await ChildProcess.run(try ChildProcess.builtExecutable(named: program), ["--help"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex(of: KeysHelp.heading))
    let section = lines[(header + 1)...].prefix { $0.hasPrefix("  ") }
    // A screen's line starts with its name, then its hints; the lines it wraps onto start
    // with spaces only.
    let named = section.filter { !$0.hasPrefix("   ") }
    let names = named.map { $0.dropFirst(2).components(separatedBy: "  ")[0] }
    #expect(names == (Self.screens[program] ?? []) + ["anywhere"])
    for (line, name) in zip(named, names) {
      #expect(!line.dropFirst(2 + name.count).trimmingPrefix(" ").isEmpty, "no keys: \(line)")
    }
    #expect(section.joined(separator: " ").contains("^L redraw the screen"))
    for line in section {
      #expect(DisplayWidth.of(line) <= 78, "\(DisplayWidth.of(line)) columns: \(line)")
      #expect(!line.hasSuffix(" ") && !line.trimmingPrefix(" ").isEmpty, "\(line.debugDescription)")
    }
  }
}
