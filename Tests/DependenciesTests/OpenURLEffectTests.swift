import ComposableArchitecture
import Foundation
import Testing
import TestSupport

/// Opens the documentation, and shows why when it cannot.
private struct Help: Reducer {
  struct State: Equatable {
    var failure: String?
  }
  enum Action: Equatable {
    case documentationButtonTapped
    case openFailed(String)
  }
  @Dependency(\.openURL) var openURL

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .documentationButtonTapped:
      return .run { [openURL] send in
        do {
          try await openURL(documentationURL)
        } catch {
          await send(.openFailed((error as? OpenURLError)?.message ?? "\(error)"))
        }
      }
    case let .openFailed(message):
      state.failure = message
      return .none
    }
  }
}

private let documentationURL = URL(string: "https://www.swift.org/documentation/?q=a%20b&x=1")!

/// A directory to put fake openers in, removed at the end of the test.
extension TemporaryDirectory {
  /// Writes a shell script called `name`, executable unless told otherwise.
  fileprivate func script(_ name: String, _ body: String, executable: Bool = true) throws {
    let file = self.file(name)
    try "#!/bin/sh\n\(body)\n".write(toFile: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: file)
  }
}

@MainActor
struct OpenURLEffectTests {
  @Test func runsTheOpenerFoundOnThePathWithTheURL() async throws {
    let skipped = try TemporaryDirectory()
    try skipped.script("xdg-open", "exit 9", executable: false)
    let found = try TemporaryDirectory()
    try found.script("xdg-open", #"printf '%s|%s' "$#" "$1" > "$(dirname "$0")/opened"; echo noise; echo noise >&2"#)
    let openURL = OpenURLEffect.opening(with: "xdg-open", searchPath: "/nonexistent:\(skipped.path):\(found.path)")
    try await openURL(documentationURL)
    let opened = try String(contentsOf: URL(fileURLWithPath: found.file("opened")), encoding: .utf8)
    #expect(opened == "1|https://www.swift.org/documentation/?q=a%20b&x=1")
  }

  @Test func aMissingOpenerSaysWhatToInstall() async throws {
    let empty = try TemporaryDirectory()
    let store = TestStore(initialState: Help.State()) { Help() } withDependencies: {
      $0.openURL = .opening(with: "xdg-open", searchPath: empty.path)
    }
    // Looking on PATH is real work off the test's executor: the one wait on the wall clock.
    store.timeout = .seconds(10)
    await store.send(.documentationButtonTapped)
    let message = """
      Cannot open https://www.swift.org/documentation/?q=a%20b&x=1: xdg-open was not found on PATH. \
      Install xdg-utils (sudo apt-get install xdg-utils), or open the address in a browser yourself.
      """
    await store.receive(.openFailed(message)) { $0.failure = message }
  }

  @Test func aFailingOpenerReportsItsStatus() async throws {
    let directory = try TemporaryDirectory()
    try directory.script("xdg-open", "exit 3")
    let openURL = OpenURLEffect.opening(with: "xdg-open", searchPath: directory.path)
    await #expect(throws: OpenURLError.openerFailed(url: documentationURL, opener: "xdg-open", reason: "exited with status 3")) {
      try await openURL(documentationURL)
    }
    #expect(OpenURLError.openerFailed(url: documentationURL, opener: "xdg-open", reason: "exited with status 3").message == """
      Cannot open https://www.swift.org/documentation/?q=a%20b&x=1: xdg-open exited with status 3. Check that a \
      browser is set up (xdg-settings get default-web-browser), or open the address yourself.
      """)
  }

  @Test func recordingRemembersEachURLInOrder() async throws {
    let openURL = OpenURLEffect.recording
    let store = TestStore(initialState: Help.State()) { Help() } withDependencies: {
      $0.openURL = openURL
    }
    await store.send(.documentationButtonTapped)
    await store.send(.documentationButtonTapped)
    #expect(openURL.openedURLs == [documentationURL, documentationURL])
    #expect(OpenURLEffect.recording.openedURLs.isEmpty)
  }

  @Test func unimplementedReportsTheURL() async {
    let issues = await IssueReporters.capture {
      @Dependency(\.openURL) var openURL
      try? await openURL(documentationURL)
    }
    #expect(issues.map(\.message) == [
      """
      Unimplemented: @Dependency(\\.openURL) was called with https://www.swift.org/documentation/?q=a%20b&x=1 \
      in a test without being overridden. Use withDependencies: { $0.openURL = .recording }.
      """,
    ])
  }
}
