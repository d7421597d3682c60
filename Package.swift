// swift-tools-version: 6.0
import PackageDescription

// One package, no third-party Swift packages. Imports flow one way:
// executables -> example features -> TerminalUI / Persistence -> ComposableCore.
let package = Package(
  name: "ComposableTerminal",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ComposableCore", targets: ["ComposableCore"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "Persistence", targets: ["Persistence"]),
    .executable(name: "casestudies", targets: ["casestudies"]),
    .executable(name: "tictactoe", targets: ["tictactoe"]),
    .executable(name: "todos", targets: ["todos"]),
  ],
  targets: [
    // MARK: Core
    .target(name: "ComposableCore", path: "Core/ComposableCore"),
    .target(name: "ComposableTesting", dependencies: ["ComposableCore"], path: "Core/ComposableTesting"),
    .testTarget(name: "ComposableCoreTests", dependencies: ["ComposableCore", "ComposableTesting"]),
    .testTarget(name: "ComposableTestingTests", dependencies: ["ComposableCore", "ComposableTesting"]),

    // MARK: TerminalUI
    .systemLibrary(name: "CNcurses", path: "Core/CNcurses", providers: [.apt(["libncurses-dev"])]),
    .target(
      name: "TerminalUI", dependencies: ["ComposableCore", "CNcurses"], path: "Core/TerminalUI",
      exclude: ["README.md"]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "CNcurses", "ComposableCore", "ComposableTesting"]
    ),

    // MARK: Persistence
    .systemLibrary(name: "CSQLite", path: "Core/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "Persistence", dependencies: ["CSQLite"], path: "Core/Persistence", exclude: ["README.md"]),
    .executableTarget(
      name: "persistence-crash-writer", dependencies: ["Persistence"], path: "Tests/PersistenceCrashWriter"
    ),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "persistence-crash-writer", "TestSupport"]),
    // Temporary files and child processes for tests that use the real file system.
    .target(name: "TestSupport", path: "Tests/TestSupport"),

    // MARK: Case studies
    .target(name: "CaseStudies", dependencies: ["ComposableCore", "TerminalUI"], path: "CaseStudies/Features"),
    .executableTarget(name: "casestudies", dependencies: ["CaseStudies"], path: "CaseStudies/App"),
    .testTarget(name: "CaseStudiesTests", dependencies: ["CaseStudies", "ComposableTesting", "TerminalUI"]),

    // MARK: TicTacToe
    .target(name: "TicTacToeAuthClient", dependencies: ["ComposableCore"], path: "Examples/TicTacToe/AuthClient"),
    .target(
      name: "TicTacToeAuthClientLive", dependencies: ["ComposableCore", "TicTacToeAuthClient"],
      path: "Examples/TicTacToe/AuthClientLive"
    ),
    .target(name: "TicTacToeGameCore", dependencies: ["ComposableCore"], path: "Examples/TicTacToe/GameCore"),
    .target(
      name: "TicTacToeNewGameCore", dependencies: ["ComposableCore", "TicTacToeGameCore"],
      path: "Examples/TicTacToe/NewGameCore"
    ),
    .target(
      name: "TicTacToeTwoFactorCore", dependencies: ["ComposableCore", "TicTacToeAuthClient"],
      path: "Examples/TicTacToe/TwoFactorCore"
    ),
    .target(
      name: "TicTacToeLoginCore", dependencies: ["ComposableCore", "TicTacToeAuthClient", "TicTacToeTwoFactorCore"],
      path: "Examples/TicTacToe/LoginCore"
    ),
    .target(
      name: "TicTacToeAppCore", dependencies: ["ComposableCore", "TicTacToeLoginCore", "TicTacToeNewGameCore"],
      path: "Examples/TicTacToe/AppCore"
    ),
    .target(
      name: "TicTacToeUI",
      dependencies: [
        "ComposableCore", "TerminalUI", "TicTacToeAppCore", "TicTacToeGameCore", "TicTacToeLoginCore",
        "TicTacToeNewGameCore", "TicTacToeTwoFactorCore",
      ],
      path: "Examples/TicTacToe/UI"
    ),
    .executableTarget(
      name: "tictactoe", dependencies: ["ComposableCore", "TerminalUI", "TicTacToeAuthClient", "TicTacToeAuthClientLive", "TicTacToeAppCore", "TicTacToeUI"],
      path: "Examples/TicTacToe/App"
    ),
    .testTarget(
      name: "TicTacToeAuthClientLiveTests",
      dependencies: ["TicTacToeAuthClient", "TicTacToeAuthClientLive", "ComposableCore", "ComposableTesting"]
    ),
    .testTarget(name: "TicTacToeGameCoreTests", dependencies: ["TicTacToeGameCore", "ComposableCore", "ComposableTesting"]),
    .testTarget(
      name: "TicTacToeNewGameCoreTests",
      dependencies: ["TicTacToeNewGameCore", "TicTacToeGameCore", "ComposableCore", "ComposableTesting"]
    ),
    .testTarget(
      name: "TicTacToeTwoFactorCoreTests",
      dependencies: ["TicTacToeTwoFactorCore", "TicTacToeAuthClient", "ComposableCore", "ComposableTesting"]
    ),
    .testTarget(
      name: "TicTacToeLoginCoreTests",
      dependencies: [
        "TicTacToeLoginCore", "TicTacToeTwoFactorCore", "TicTacToeAuthClient", "ComposableCore", "ComposableTesting",
      ]
    ),
    .testTarget(
      name: "TicTacToeAppCoreTests",
      dependencies: [
        "TicTacToeAppCore", "TicTacToeLoginCore", "TicTacToeNewGameCore", "TicTacToeTwoFactorCore",
        "TicTacToeGameCore", "TicTacToeAuthClient", "ComposableCore", "ComposableTesting",
      ]
    ),
    .testTarget(
      name: "TicTacToeUITests",
      dependencies: [
        "TicTacToeUI", "TicTacToeAppCore", "TicTacToeLoginCore", "TicTacToeNewGameCore", "TicTacToeTwoFactorCore",
        "TicTacToeGameCore", "TicTacToeAuthClient", "ComposableCore", "ComposableTesting", "TerminalUI",
      ]
    ),

    // MARK: Todos
    .target(name: "TodosCore", dependencies: ["ComposableCore"], path: "Examples/Todos/TodosCore"),
    .testTarget(name: "TodosCoreTests", dependencies: ["TodosCore", "ComposableCore", "ComposableTesting"]),
    .target(
      name: "TodosStorageLive", dependencies: ["ComposableCore", "Persistence", "TodosCore"],
      path: "Examples/Todos/TodosStorageLive"
    ),
    .testTarget(
      name: "TodosStorageLiveTests",
      dependencies: ["TodosStorageLive", "TodosCore", "ComposableCore", "ComposableTesting", "Persistence", "TestSupport", "todos"]
    ),
    .target(name: "TodosUI", dependencies: ["ComposableCore", "TerminalUI", "TodosCore"], path: "Examples/Todos/UI"),
    .testTarget(name: "TodosUITests", dependencies: ["TodosUI", "TodosCore", "ComposableCore", "ComposableTesting", "TerminalUI"]),
    .executableTarget(
      name: "todos",
      dependencies: ["ComposableCore", "Persistence", "TerminalUI", "TodosCore", "TodosStorageLive", "TodosUI"],
      path: "Examples/Todos/App"
    ),

    // MARK: Every program's command line
    .testTarget(name: "ProgramTests", dependencies: ["TerminalUI", "TestSupport", "casestudies", "tictactoe", "todos"]),

    // MARK: Benchmarks (scripts/bench builds these in release mode)
    .executableTarget(name: "Benchmarks", dependencies: ["ComposableCore", "TerminalUI"], path: "scripts/Benchmarks"),
    .executableTarget(
      name: "PersistenceBenchmarks", dependencies: ["Persistence"], path: "scripts/PersistenceBenchmarks"
    ),
    .executableTarget(
      name: "TodosBenchmarks", dependencies: ["TodosUI", "TodosCore", "TodosStorageLive", "ComposableCore", "TerminalUI"],
      path: "scripts/TodosBenchmarks"
    ),
  ],
  swiftLanguageModes: [.v6]
)
