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
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
  ],
  targets: [
    // MARK: Core
    .target(name: "ComposableCore", path: "Core/ComposableCore"),
    .target(name: "ComposableTesting", dependencies: ["ComposableCore"], path: "Core/ComposableTesting"),

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

    // MARK: Case studies
    .target(name: "CaseStudies", dependencies: ["ComposableCore", "TerminalUI"], path: "CaseStudies/Features"),
    .executableTarget(name: "casestudies", dependencies: ["CaseStudies"], path: "CaseStudies/App"),

    // MARK: Benchmarks (scripts/bench builds this in release mode)
    .executableTarget(name: "Benchmarks", dependencies: ["ComposableCore"], path: "scripts/Benchmarks"),

    // MARK: Tests
    .testTarget(name: "ComposableCoreTests", dependencies: ["ComposableCore", "ComposableTesting"]),
    .testTarget(name: "ComposableTestingTests", dependencies: ["ComposableCore", "ComposableTesting"]),
    .testTarget(name: "CaseStudiesTests", dependencies: ["CaseStudies", "ComposableTesting", "TerminalUI"]),
  ],
  swiftLanguageModes: [.v6]
)
