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
    .executable(name: "casestudies", targets: ["casestudies"]),
    .library(name: "Persistence", targets: ["Persistence"]),
  ],
  targets: [
    // MARK: Core
    .target(name: "ComposableCore", path: "Core/ComposableCore"),
    .target(name: "ComposableTesting", dependencies: ["ComposableCore"], path: "Core/ComposableTesting"),

    // MARK: Case studies
    .target(name: "CaseStudies", dependencies: ["ComposableCore"], path: "CaseStudies/Features"),
    .executableTarget(name: "casestudies", dependencies: ["CaseStudies"], path: "CaseStudies/App"),

    // MARK: Benchmarks (scripts/bench builds this in release mode)
    .executableTarget(name: "Benchmarks", dependencies: ["ComposableCore"], path: "scripts/Benchmarks"),

    // MARK: Tests
    .testTarget(name: "ComposableCoreTests", dependencies: ["ComposableCore", "ComposableTesting"]),
    .testTarget(name: "ComposableTestingTests", dependencies: ["ComposableCore", "ComposableTesting"]),
    .testTarget(name: "CaseStudiesTests", dependencies: ["CaseStudies", "ComposableTesting"]),

    // MARK: Persistence
    .systemLibrary(name: "CSQLite", path: "Core/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "Persistence", dependencies: ["CSQLite"], path: "Core/Persistence", exclude: ["README.md"]),
    .executableTarget(
      name: "persistence-crash-writer", dependencies: ["Persistence"], path: "Tests/PersistenceCrashWriter"),
    .executableTarget(name: "PersistenceBenchmarks", dependencies: ["Persistence"], path: "scripts/PersistenceBenchmarks"),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "persistence-crash-writer"]),
  ],
  swiftLanguageModes: [.v6]
)
