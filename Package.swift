// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// One package, no third-party Swift packages. Imports flow one way:
// executables -> example features -> TerminalUI / TerminalScript / Persistence ->
// ComposableArchitecture and the libraries beside it (see Core/).
//
// Each example (and CaseStudies) is a lesson in a folder of its own: its modules in
// `FOLDER/Sources/MODULE`, their tests in `FOLDER/Tests/MODULETests`. Tests/ holds the tests
// of the Core modules and what tests share.

/// The folder of a lesson: `CaseStudies`, or `Examples/NAME`.
func folder(of lesson: String) -> String { lesson == "CaseStudies" ? lesson : "Examples/\(lesson)" }

/// A module of a lesson; `exclude` names files in its folder that are not sources (a README).
func lesson(_ lesson: String, _ name: String, _ dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
  .target(name: name, dependencies: dependencies, path: "\(folder(of: lesson))/Sources/\(name)", exclude: exclude)
}

/// The program of a lesson, which wires live dependencies and starts the terminal front end.
func lessonProgram(_ lesson: String, _ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(name: name, dependencies: dependencies, path: "\(folder(of: lesson))/Sources/\(name)")
}

/// The tests of a lesson's module.
func lessonTests(_ lesson: String, _ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .testTarget(name: name, dependencies: dependencies, path: "\(folder(of: lesson))/Tests/\(name)")
}

/// A chapter of the tutorial: its module, depending on the earlier chapters' modules whose
/// code it keeps as it was.
func tutorialChapter(_ number: Int, keeping earlier: [Int] = []) -> Target {
  lesson(
    "Tutorial", "TutorialChapter\(number)",
    earlier.map { .target(name: "TutorialChapter\($0)") } + ["ComposableArchitecture", "TerminalUI", "TerminalScript"],
    exclude: ["README.md"]
  )
}

/// The tests of a chapter of the tutorial, which may use the earlier chapters' kept code.
func tutorialChapterTests(_ number: Int, keeping earlier: [Int] = []) -> Target {
  lessonTests(
    "Tutorial", "TutorialChapter\(number)Tests",
    ([number] + earlier).map { .target(name: "TutorialChapter\($0)") } + ["ComposableArchitecture", "TerminalUI"]
  )
}

// MARK: The toolchain's SwiftSyntax, for the macros

/// The folder that holds the SwiftSyntax the toolchain ships for its own macros
/// (`<toolchain>/usr/lib/swift/host`), found from the `swift` on PATH: the macros build on it,
/// so nothing is downloaded. Stops with a message when it is not there.
let toolchainSyntax: String = {
  let modules = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPluginMessageHandling", "SwiftDiagnostics"]
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  var candidates = path.split(separator: ":").map { folder -> String in
    let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").resolvingSymlinksInPath()
    return swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
  }
  candidates.append("/usr/lib/swift/host")
  let hasModules = { (folder: String) in
    modules.allSatisfy { FileManager.default.fileExists(atPath: "\(folder)/\($0).swiftmodule") }
  }
  if let folder = candidates.first(where: hasModules) { return folder }
  let message = """
    Package.swift: this toolchain does not ship the SwiftSyntax modules the macros of \
    the architecture build on (\(modules.joined(separator: ", ")) in <toolchain>/usr/lib/swift/host, \
    looked for beside each `swift` on PATH). Use a Swift 6.x toolchain from swift.org, \
    which ships them, and put its usr/bin first on PATH.

    """
  FileHandle.standardError.write(Data(message.utf8))
  exit(1)
}()

/// Compiling against the toolchain's SwiftSyntax modules.
let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", toolchainSyntax])]

/// Linking the toolchain's SwiftSyntax libraries, found again at run time where they are.
let syntaxLinkerSettings: [LinkerSetting] =
  [.unsafeFlags(["-L", toolchainSyntax, "-Xlinker", "-rpath", "-Xlinker", toolchainSyntax])]
  + [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
    "SwiftDiagnostics", "SwiftParser", "SwiftOperators", "SwiftSyntaxBuilder", "SwiftBasicFormat",
    "SwiftParserDiagnostics", "SwiftIfConfig",
  ].map { LinkerSetting.linkedLibrary($0) }

/// The macros: a program the compiler runs, built on the toolchain's SwiftSyntax (never the
/// swift-syntax package). What each macro writes is a library of its own, so that its tests
/// need not depend on the program: a test target that depends on a macro is built for the
/// build machine, and with it every test target and module, twice over.
let macroTargets: [Target] = [
  .macro(
    name: "ComposableMacros", dependencies: ["ComposableMacroExpansions"], path: "Core/ComposableMacros",
    exclude: ["README.md"], swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
  ),
  .target(
    name: "ComposableMacroExpansions", path: "Core/ComposableMacroExpansions",
    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
  ),
]

let package = Package(
  name: "ComposableTerminal",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "CasePaths", targets: ["CasePaths"]),
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "IdentifiedCollections", targets: ["IdentifiedCollections"]),
    .library(name: "Clocks", targets: ["Clocks"]),
    .library(name: "ConcurrencyExtras", targets: ["ConcurrencyExtras"]),
    .library(name: "Tagged", targets: ["Tagged"]),
    .library(name: "CustomDump", targets: ["CustomDump"]),
    .library(name: "IssueReporting", targets: ["IssueReporting"]),
    .library(name: "IssueReportingTestSupport", targets: ["IssueReportingTestSupport"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "Persistence", targets: ["Persistence"]),
    .library(name: "SharedKeyValue", targets: ["SharedKeyValue"]),
    .executable(name: "casestudies", targets: ["casestudies"]),
    .executable(name: "tictactoe", targets: ["tictactoe"]),
    .executable(name: "todos", targets: ["todos"]),
    .executable(name: "speechrecognition", targets: ["speechrecognition"]),
    .executable(name: "search", targets: ["search"]),
    .executable(name: "voicememos", targets: ["voicememos"]),
    .executable(name: "syncups", targets: ["syncups"]),
    .executable(name: "tutorial", targets: ["tutorial"]),
  ],
  targets: macroTargets + [
    // MARK: The architecture and the libraries beside it, each named as the reference's
    .target(name: "IssueReporting", path: "Core/IssueReporting", exclude: ["README.md"]),
    .testTarget(name: "IssueReportingTests", dependencies: ["IssueReporting"]),
    // Turns reported issues into failures of the running test, under Swift Testing or XCTest:
    // linked into test programs only (every test target here depends on it), so that no
    // program links XCTest or Testing.
    .target(
      name: "IssueReportingTestSupport", dependencies: ["IssueReporting", "IssueReportingTestSupportLoader"],
      path: "Core/IssueReportingTestSupport", exclude: ["README.md"]
    ),
    .target(name: "IssueReportingTestSupportLoader", path: "Core/IssueReportingTestSupportLoader", exclude: ["README.md"]),
    .target(name: "ConcurrencyExtras", path: "Core/ConcurrencyExtras", exclude: ["README.md"]),
    .testTarget(name: "ConcurrencyExtrasTests", dependencies: ["ConcurrencyExtras"]),
    .target(name: "Tagged", dependencies: ["CustomDump"], path: "Core/Tagged", exclude: ["README.md"]),
    .testTarget(name: "TaggedTests", dependencies: ["Tagged", "CustomDump"]),
    .target(name: "CustomDump", dependencies: ["IssueReporting"], path: "Core/CustomDump", exclude: ["README.md"]),
    .testTarget(name: "CustomDumpTests", dependencies: ["CustomDump", "ComposableArchitecture"]),
    .target(
      name: "CasePaths", dependencies: ["CustomDump", "IssueReporting", "ComposableMacros"], path: "Core/CasePaths",
      exclude: ["README.md"]
    ),
    .testTarget(name: "CasePathsTests", dependencies: ["CasePaths", "ComposableArchitecture"]),
    .target(
      name: "IdentifiedCollections", dependencies: ["CustomDump", "IssueReporting"], path: "Core/IdentifiedCollections",
      exclude: ["README.md"]
    ),
    .testTarget(name: "IdentifiedCollectionsTests", dependencies: ["IdentifiedCollections"]),
    .target(
      name: "Clocks", dependencies: ["ConcurrencyExtras", "IssueReporting"], path: "Core/Clocks", exclude: ["README.md"]
    ),
    .testTarget(name: "ClocksTests", dependencies: ["Clocks", "ComposableArchitecture"]),
    .target(
      name: "Dependencies", dependencies: ["Clocks", "ConcurrencyExtras", "IssueReporting", "CustomDump"],
      path: "Core/Dependencies", exclude: ["README.md"]
    ),
    .target(
      name: "DependenciesMacros", dependencies: ["IssueReporting", "ComposableMacros"], path: "Core/DependenciesMacros",
      exclude: ["README.md"]
    ),
    .testTarget(name: "DependenciesTests", dependencies: ["Dependencies", "DependenciesMacros", "ComposableArchitecture"]),
    .target(
      name: "Sharing",
      dependencies: ["Dependencies", "Clocks", "ConcurrencyExtras", "CustomDump", "IdentifiedCollections", "IssueReporting"],
      path: "Core/Sharing", exclude: ["README.md"]
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: ["Sharing", "ComposableArchitecture", "TestSupport", "shared-exit-writer", "shared-counter"]
    ),
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump", "Dependencies", "DependenciesMacros",
        "IdentifiedCollections", "IssueReporting", "Sharing", "ComposableMacros",
      ],
      path: "Core/ComposableArchitecture", exclude: ["README.md"]
    ),
    // What each macro writes, expanded in the test itself, and its errors for misuse.
    .testTarget(
      name: "ComposableMacrosTests", dependencies: ["ComposableMacroExpansions"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings
    ),
    .testTarget(name: "ComposableArchitectureTests", dependencies: ["ComposableArchitecture", "TestSupport"]),
    // A program whose shared file storage must save what is pending when it exits.
    .executableTarget(name: "shared-exit-writer", dependencies: ["Sharing"], path: "Tests/SharedExitWriter"),
    // A program counting in a shared file or key-value row beside others doing the same.
    .executableTarget(
      name: "shared-counter", dependencies: ["Dependencies", "Sharing", "Persistence", "SharedKeyValue"], path: "Tests/SharedCounter"
    ),
    // The inspector's log of a store, and the Swift a recorded session is written back as: for
    // the terminal layer and TerminalScript, never for a feature.
    .target(name: "StoreInspection", dependencies: ["ComposableArchitecture", "Tagged"], path: "Core/StoreInspection", exclude: ["README.md"]),
    .testTarget(name: "StoreInspectionTests", dependencies: ["StoreInspection", "ComposableArchitecture", "Tagged"]),
    // An HTTP client for the clients that use the network, and its recorded answers.
    .target(name: "HTTP", dependencies: ["Dependencies", "DependenciesMacros", "Clocks"], path: "Core/HTTP", exclude: ["README.md"]),
    .testTarget(name: "HTTPTests", dependencies: ["HTTP", "ComposableArchitecture", "TestSupport"]),
    // README.md's Swift code, compiled and run, with a check that it is the README's.
    .testTarget(name: "ReadmeTests", dependencies: ["ComposableArchitecture"]),

    // MARK: TerminalUI
    .systemLibrary(name: "CNcurses", path: "Core/CNcurses", providers: [.apt(["libncurses-dev"])]),
    .target(
      name: "TerminalUI", dependencies: ["ComposableArchitecture", "StoreInspection", "CNcurses"], path: "Core/TerminalUI",
      exclude: ["README.md"]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "CNcurses", "ComposableArchitecture"]
    ),

    // MARK: Persistence
    .systemLibrary(name: "CSQLite", path: "Core/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "Persistence", dependencies: ["CSQLite", "Tagged"], path: "Core/Persistence", exclude: ["README.md"]),
    .executableTarget(
      name: "persistence-crash-writer", dependencies: ["Persistence"], path: "Tests/PersistenceCrashWriter"
    ),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "persistence-crash-writer", "TestSupport"]),
    // Shared values kept in a KeyValueStore: the one strategy of the core's `Shared` that needs SQLite.
    .target(name: "SharedKeyValue", dependencies: ["ComposableArchitecture", "Persistence"], path: "Core/SharedKeyValue"),
    .testTarget(
      name: "SharedKeyValueTests",
      dependencies: ["SharedKeyValue", "ComposableArchitecture", "Persistence", "TestSupport", "shared-counter"]
    ),
    // Temporary files, child processes, pseudo-terminals and a loopback HTTP server for tests
    // that use the real system.
    .target(name: "TestSupport", path: "Tests/TestSupport"),

    // MARK: Case studies
    lesson("CaseStudies", "CaseStudies", ["ComposableArchitecture", "HTTP", "SharedKeyValue", "TerminalUI"]),
    lessonProgram(
      "CaseStudies", "casestudies",
      ["CaseStudies", "HTTP", "Persistence", "SharedKeyValue", "StoreInspection", "TerminalScript", "TerminalScriptHTTP"]
    ),
    lessonTests(
      "CaseStudies", "CaseStudiesTests",
      [
        "CaseStudies", "ComposableArchitecture", "Persistence", "SharedKeyValue", "TerminalUI",
        "TestSupport", "casestudies",
        "casestudies-signal-listener",
      ]
    ),
    // A program counting SIGUSR1 signals with the live screenshots client.
    .executableTarget(
      name: "casestudies-signal-listener", dependencies: ["CaseStudies"], path: "CaseStudies/Tests/SignalListener"
    ),

    // MARK: TicTacToe
    lesson("TicTacToe", "TicTacToeAuthClient", ["Dependencies", "DependenciesMacros"]),
    lesson("TicTacToe", "TicTacToeAuthClientLive", ["ComposableArchitecture", "TicTacToeAuthClient"]),
    lesson("TicTacToe", "TicTacToeGameCore", ["ComposableArchitecture"]),
    lesson("TicTacToe", "TicTacToeNewGameCore", ["ComposableArchitecture", "TicTacToeGameCore"]),
    lesson("TicTacToe", "TicTacToeTwoFactorCore", ["ComposableArchitecture", "TicTacToeAuthClient"]),
    lesson("TicTacToe", "TicTacToeLoginCore", ["ComposableArchitecture", "TicTacToeAuthClient", "TicTacToeTwoFactorCore"]),
    lesson("TicTacToe", "TicTacToeAppCore", ["ComposableArchitecture", "TicTacToeLoginCore", "TicTacToeNewGameCore"]),
    lesson(
      "TicTacToe", "TicTacToeUI",
      [
        "ComposableArchitecture", "TerminalUI", "TicTacToeAppCore", "TicTacToeGameCore", "TicTacToeLoginCore",
        "TicTacToeNewGameCore", "TicTacToeTwoFactorCore",
      ]
    ),
    lessonProgram(
      "TicTacToe", "tictactoe",
      [
        "ComposableArchitecture", "TerminalScript", "TerminalUI", "TicTacToeAuthClient", "TicTacToeAuthClientLive",
        "TicTacToeAppCore", "TicTacToeUI",
      ]
    ),
    lessonTests(
      "TicTacToe", "TicTacToeAuthClientLiveTests",
      ["TicTacToeAuthClient", "TicTacToeAuthClientLive", "ComposableArchitecture"]
    ),
    lessonTests("TicTacToe", "TicTacToeGameCoreTests", ["TicTacToeGameCore", "ComposableArchitecture"]),
    lessonTests(
      "TicTacToe", "TicTacToeNewGameCoreTests",
      ["TicTacToeNewGameCore", "TicTacToeGameCore", "ComposableArchitecture"]
    ),
    lessonTests(
      "TicTacToe", "TicTacToeTwoFactorCoreTests",
      ["TicTacToeTwoFactorCore", "TicTacToeAuthClient", "ComposableArchitecture"]
    ),
    lessonTests(
      "TicTacToe", "TicTacToeLoginCoreTests",
      ["TicTacToeLoginCore", "TicTacToeTwoFactorCore", "TicTacToeAuthClient", "ComposableArchitecture"]
    ),
    lessonTests(
      "TicTacToe", "TicTacToeAppCoreTests",
      [
        "TicTacToeAppCore", "TicTacToeLoginCore", "TicTacToeNewGameCore", "TicTacToeTwoFactorCore",
        "TicTacToeGameCore", "TicTacToeAuthClient", "TicTacToeAuthClientLive", "ComposableArchitecture",
      ]
    ),
    lessonTests(
      "TicTacToe", "TicTacToeUITests",
      [
        "TicTacToeUI", "TicTacToeAppCore", "TicTacToeLoginCore", "TicTacToeNewGameCore", "TicTacToeTwoFactorCore",
        "TicTacToeGameCore", "TicTacToeAuthClient", "ComposableArchitecture", "TerminalUI",
      ]
    ),

    // MARK: Todos
    lesson("Todos", "TodosCore", ["ComposableArchitecture"]),
    lesson("Todos", "TodosStorageLive", ["ComposableArchitecture", "Persistence", "TodosCore"]),
    lesson("Todos", "TodosUI", ["ComposableArchitecture", "TerminalUI", "TodosCore"]),
    lessonProgram(
      "Todos", "todos",
      ["ComposableArchitecture", "Persistence", "TerminalScript", "TerminalUI", "TodosCore", "TodosStorageLive", "TodosUI"]
    ),
    lessonTests("Todos", "TodosCoreTests", ["TodosCore", "ComposableArchitecture"]),
    lessonTests(
      "Todos", "TodosStorageLiveTests",
      ["TodosStorageLive", "TodosCore", "ComposableArchitecture", "Persistence", "TestSupport", "todos"]
    ),
    lessonTests("Todos", "TodosUITests", ["TodosUI", "TodosCore", "ComposableArchitecture", "TerminalUI"]),

    // MARK: Every program's command line
    .testTarget(
      name: "ProgramTests",
      dependencies: [
        "TerminalUI", "TestSupport", "casestudies", "tictactoe", "todos", "speechrecognition", "search", "voicememos",
        "syncups", "tutorial",
      ]
    ),
    // scripts/test --list, its JUnit summaries, and the CI workflow built on them.
    .testTarget(name: "TestMatrixTests", dependencies: ["TestSupport"]),

    // MARK: Benchmarks (scripts/bench builds these in release mode)
    .executableTarget(
      name: "Benchmarks", dependencies: ["ComposableArchitecture", "TerminalUI", "CMallocInfo"], path: "scripts/Benchmarks"
    ),
    // glibc's heap statistics, for the bytes each store and row costs.
    .systemLibrary(name: "CMallocInfo", path: "scripts/CMallocInfo"),
    .executableTarget(
      name: "PersistenceBenchmarks", dependencies: ["Persistence"], path: "scripts/PersistenceBenchmarks"
    ),
    .executableTarget(
      name: "TodosBenchmarks", dependencies: ["TodosUI", "TodosCore", "TodosStorageLive", "ComposableArchitecture", "TerminalUI"],
      path: "scripts/TodosBenchmarks"
    ),

    // MARK: SpeechRecognition
    // SpeechClient and SpeechClientSimulated serve SyncUps too: one client, one simulation.
    lesson("SpeechRecognition", "SpeechClient", ["Dependencies", "DependenciesMacros"]),
    lesson("SpeechRecognition", "SpeechClientSimulated", ["ComposableArchitecture", "SpeechClient"]),
    lesson("SpeechRecognition", "SpeechRecognitionCore", ["ComposableArchitecture", "SpeechClient"]),
    lesson("SpeechRecognition", "SpeechRecognitionUI", ["ComposableArchitecture", "TerminalUI", "SpeechRecognitionCore"]),
    lessonProgram(
      "SpeechRecognition", "speechrecognition",
      [
        "ComposableArchitecture", "TerminalScript", "TerminalUI", "SpeechClient", "SpeechClientSimulated",
        "SpeechRecognitionCore", "SpeechRecognitionUI",
      ]
    ),
    lessonTests(
      "SpeechRecognition", "SpeechClientTests",
      ["SpeechClient", "SpeechClientSimulated", "ComposableArchitecture"]
    ),
    lessonTests(
      "SpeechRecognition", "SpeechRecognitionCoreTests",
      ["SpeechRecognitionCore", "SpeechClient", "SpeechClientSimulated", "ComposableArchitecture"]
    ),
    lessonTests(
      "SpeechRecognition", "SpeechRecognitionUITests",
      ["SpeechRecognitionUI", "SpeechRecognitionCore", "SpeechClient", "ComposableArchitecture", "TerminalUI"]
    ),

    // MARK: Search
    lesson("Search", "SearchCore", ["ComposableArchitecture"]),
    lesson("Search", "SearchClientLive", ["ComposableArchitecture", "HTTP", "SearchCore"]),
    lesson("Search", "SearchUI", ["ComposableArchitecture", "TerminalUI", "SearchCore"]),
    lessonProgram(
      "Search", "search", ["ComposableArchitecture", "TerminalScript", "TerminalScriptHTTP", "TerminalUI", "SearchCore", "SearchClientLive", "SearchUI"]
    ),
    lessonTests("Search", "SearchCoreTests", ["SearchCore", "ComposableArchitecture"]),
    lessonTests(
      "Search", "SearchClientLiveTests",
      ["SearchClientLive", "SearchCore", "SearchUI", "ComposableArchitecture", "HTTP", "TestSupport"]
    ),
    lessonTests("Search", "SearchUITests", ["SearchUI", "SearchCore", "ComposableArchitecture", "TerminalUI"]),
    .executableTarget(
      name: "SearchBenchmarks", dependencies: ["SearchUI", "SearchCore", "ComposableArchitecture", "TerminalUI"],
      path: "scripts/SearchBenchmarks"
    ),

    // MARK: VoiceMemosHeadless
    lesson("VoiceMemosHeadless", "AudioClients", ["Dependencies", "DependenciesMacros"]),
    lesson("VoiceMemosHeadless", "AudioClientsSimulated", ["ComposableArchitecture", "AudioClients"]),
    lesson("VoiceMemosHeadless", "VoiceMemosCore", ["ComposableArchitecture", "AudioClients"]),
    lesson("VoiceMemosHeadless", "VoiceMemosStorageLive", ["ComposableArchitecture", "Persistence", "VoiceMemosCore"]),
    lesson("VoiceMemosHeadless", "VoiceMemosUI", ["ComposableArchitecture", "TerminalUI", "AudioClients", "VoiceMemosCore"]),
    lessonProgram(
      "VoiceMemosHeadless", "voicememos",
      [
        "ComposableArchitecture", "Persistence", "TerminalScript", "TerminalUI", "AudioClients", "AudioClientsSimulated", "VoiceMemosCore",
        "VoiceMemosStorageLive", "VoiceMemosUI",
      ]
    ),
    .executableTarget(
      name: "VoiceMemosBenchmarks",
      dependencies: [
        "AudioClients", "AudioClientsSimulated", "VoiceMemosCore", "VoiceMemosUI", "ComposableArchitecture", "TerminalUI",
        "CMallocInfo",
      ],
      path: "scripts/VoiceMemosBenchmarks"
    ),
    lessonTests(
      "VoiceMemosHeadless", "AudioClientsSimulatedTests",
      ["AudioClientsSimulated", "AudioClients", "ComposableArchitecture", "TestSupport"]
    ),
    lessonTests(
      "VoiceMemosHeadless", "VoiceMemosCoreTests",
      ["VoiceMemosCore", "AudioClients", "AudioClientsSimulated", "ComposableArchitecture"]
    ),
    lessonTests(
      "VoiceMemosHeadless", "VoiceMemosStorageLiveTests",
      ["VoiceMemosStorageLive", "VoiceMemosCore", "ComposableArchitecture", "Persistence", "TestSupport", "voicememos"]
    ),
    lessonTests(
      "VoiceMemosHeadless", "VoiceMemosUITests",
      ["VoiceMemosUI", "VoiceMemosCore", "AudioClients", "ComposableArchitecture", "TerminalUI"]
    ),

    // MARK: SyncUps
    lesson("SyncUps", "SyncUpsCore", ["ComposableArchitecture", "SpeechClient", "Tagged"]),
    lesson("SyncUps", "SyncUpsStorageLive", ["ComposableArchitecture", "Persistence", "SyncUpsCore"]),
    lesson("SyncUps", "SyncUpsUI", ["ComposableArchitecture", "TerminalUI", "SyncUpsCore"]),
    lessonProgram(
      "SyncUps", "syncups",
      [
        "ComposableArchitecture", "Persistence", "TerminalScript", "TerminalUI", "SpeechClient", "SpeechClientSimulated", "SyncUpsCore",
        "SyncUpsStorageLive", "SyncUpsUI",
      ]
    ),
    lessonTests(
      "SyncUps", "SyncUpsCoreTests", ["SyncUpsCore", "SpeechClient", "SpeechClientSimulated", "ComposableArchitecture"]
    ),
    // The figures users feel, from outside the release programs (scripts/bench).
    .executableTarget(
      name: "UserFigures",
      dependencies: [
        "ComposableArchitecture", "TodosCore", "TodosStorageLive", "SyncUpsCore", "SyncUpsStorageLive", "VoiceMemosCore",
        "VoiceMemosStorageLive",
      ],
      path: "scripts/UserFigures"
    ),
    // The floor UserFigures reads every program against: one frame on the same terminal layer.
    .executableTarget(
      name: "terminal-floor", dependencies: ["ComposableArchitecture", "TerminalScript", "TerminalUI"],
      path: "scripts/TerminalFloor"
    ),
    // Faults injected into every program's storage: disk errors, kills, outside writes (scripts/faults).
    .executableTarget(
      name: "FaultHarness",
      dependencies: [
        "ComposableArchitecture", "CSQLite", "Persistence", "SharedKeyValue", "TestSupport", "TodosCore", "TodosStorageLive",
        "SyncUpsCore", "SyncUpsStorageLive", "VoiceMemosCore", "VoiceMemosStorageLive",
      ],
      path: "scripts/FaultHarness"
    ),
    .executableTarget(
      name: "SyncUpsBenchmarks",
      dependencies: ["ComposableArchitecture", "TerminalUI", "SyncUpsCore", "SyncUpsStorageLive", "SyncUpsUI"],
      path: "scripts/SyncUpsBenchmarks"
    ),
    lessonTests("SyncUps", "SyncUpsUITests", ["SyncUpsUI", "SyncUpsCore", "ComposableArchitecture", "TerminalUI"]),
    lessonTests(
      "SyncUps", "SyncUpsStorageLiveTests",
      ["SyncUpsStorageLive", "SyncUpsCore", "Persistence", "ComposableArchitecture", "TestSupport", "syncups"]
    ),

    // MARK: TerminalScript
    // Every program headless through a script, in virtual time (`PROGRAM --script FILE`), and
    // what every program does alike from its command line to its exit line (`Program`).
    .target(
      name: "TerminalScript", dependencies: ["ComposableArchitecture", "StoreInspection", "Persistence", "TerminalUI"], path: "Core/TerminalScript",
      exclude: ["README.md"]
    ),
    // Recording and replaying the HTTP answers of a run: only the programs that use the
    // network link it, and with it FoundationNetworking.
    .target(
      name: "TerminalScriptHTTP", dependencies: ["TerminalScript", "HTTP"], path: "Core/TerminalScriptHTTP",
      exclude: ["README.md"]
    ),
    .testTarget(
      name: "TerminalScriptHTTPTests", dependencies: ["TerminalScriptHTTP", "TerminalScript", "TerminalUI", "HTTP", "TestSupport"]
    ),
    .testTarget(
      name: "TerminalScriptTests",
      dependencies: ["TerminalScript", "TerminalUI", "ComposableArchitecture", "Persistence", "TestSupport"]
    ),

    // MARK: Tutorial
    // A small SyncUps built in chapters. Each chapter is a module holding what that chapter
    // writes or changes, and imports the earlier chapters' modules for what it keeps as it
    // was; `tutorial --chapter N` runs chapter N's program. A chapter's tests are a target of
    // their own, as a reader runs them; `TutorialPagesTests` checks the pages against the code.
    tutorialChapter(1),
    tutorialChapter(2),
    tutorialChapter(3, keeping: [2]),
    tutorialChapter(4, keeping: [2, 3]),
    tutorialChapter(5, keeping: [2, 3, 4]),
    tutorialChapter(6, keeping: [2, 3, 4, 5]),
    tutorialChapter(7, keeping: [6]),
    lessonProgram(
      "Tutorial", "tutorial",
      (1...7).map { .target(name: "TutorialChapter\($0)") } + ["ComposableArchitecture", "Persistence", "TerminalScript", "TerminalUI"]
    ),
    tutorialChapterTests(1),
    tutorialChapterTests(2),
    tutorialChapterTests(3, keeping: [2]),
    tutorialChapterTests(4, keeping: [2]),
    tutorialChapterTests(5, keeping: [2]),
    tutorialChapterTests(6, keeping: [2, 4, 5]),
    tutorialChapterTests(7, keeping: [2, 4, 5, 6]),
    lessonTests("Tutorial", "TutorialPagesTests", []),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: Tests in a release build

// A release build optimises every library and program, as users run them, and compiles the
// tests' own code without optimisation: the tests check the optimised code, and the test
// targets, the larger part of the package's source, take half the time of an optimised build.
for target in package.targets where target.type == .test {
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}

// MARK: Test failures

// Every test target links IssueReportingTestSupport, which makes a reported issue (a TestStore
// expectation, an unimplemented dependency) fail the running test; programs never link it.
for target in package.targets where target.type == .test && target.name != "ComposableMacrosTests" {
  target.dependencies.append("IssueReportingTestSupport")
}

// MARK: One feature's part of the package

/// `COMPOSABLE_TERMINAL_TARGETS="TodosCoreTests todos …"`, set by `scripts/test FEATURE`: the
/// package keeps only the targets named and those they depend on, so that a CI job for one
/// feature builds that feature and the core alone. (`swift test` links every test target of a
/// package into one test program; leaving the others out is how not to build them.)
if let selection = ProcessInfo.processInfo.environment["COMPOSABLE_TERMINAL_TARGETS"] {
  let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  var kept: Set<String> = []
  var pending = selection.split(separator: " ").map(String.init)
  while let name = pending.popLast() {
    guard let target = targetsByName[name] else {
      FileHandle.standardError.write(Data("Package.swift: COMPOSABLE_TERMINAL_TARGETS names \(name), which is no target\n".utf8))
      exit(1)
    }
    guard kept.insert(name).inserted else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case let .byNameItem(name, _), let .targetItem(name, _): pending.append(name)
      default: break
      }
    }
  }
  package.targets = package.targets.filter { kept.contains($0.name) }
  package.products = package.products.filter { product in
    let targets = (product as? Product.Executable)?.targets ?? (product as? Product.Library)?.targets ?? []
    return targets.allSatisfy(kept.contains)
  }
}
