#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Opens a URL in the program the desktop chooses for it (a browser for `https:`), from an
/// effect: `try await openURL(url)`.
///
/// ```swift
/// case .documentationButtonTapped:
///   return .run { [openURL, url = state.documentationURL] send in
///     do { try await openURL(url) } catch { await send(.openFailed((error as? OpenURLError)?.message)) }
///   }
/// ```
///
/// A terminal program may run where nothing can open a URL (over SSH, in a container); the
/// error then says so, for the screen to show next to the address.
public struct OpenURLEffect: Sendable {
  private let open: @Sendable (URL) async throws -> Void
  private let log: OpenedURLLog?

  /// Creates an effect from a function; for tests, ``recording`` is usually enough.
  public init(_ open: @escaping @Sendable (_ url: URL) async throws -> Void) {
    self.open = open
    self.log = nil
  }

  private init(log: OpenedURLLog) {
    self.open = { url in log.urls.withLock { $0.append(url) } }
    self.log = log
  }

  /// Opens `url`, returning once the opener has handed it over (a browser may still be
  /// starting). Throws ``OpenURLError`` when there is nothing to open it with, or it failed.
  public func callAsFunction(_ url: URL) async throws {
    try await open(url)
  }

  /// Runs `xdg-open URL`, found on `PATH` as a shell would, with its output discarded so it
  /// cannot draw over the terminal screen: the live value.
  public static var live: OpenURLEffect {
    opening(with: "xdg-open", searchPath: ProcessInfo.processInfo.environment["PATH"])
  }

  /// Opens nothing and remembers each URL it was asked to open, for a test to check with
  /// ``openedURLs``. Each value made by this property has a log of its own.
  public static var recording: OpenURLEffect {
    OpenURLEffect(log: OpenedURLLog())
  }

  /// The URLs a ``recording`` value was asked to open, oldest first; empty for other values.
  public var openedURLs: [URL] {
    log?.urls.withLock { $0 } ?? []
  }

  /// Runs the executable `command`, looked up in the colon-separated `searchPath`, with the
  /// URL as its only argument; the exit status tells whether it worked.
  package static func opening(with command: String, searchPath: String?) -> OpenURLEffect {
    OpenURLEffect { url in
      guard let executable = executableURL(named: command, searchPath: searchPath ?? "") else {
        throw OpenURLError.openerNotFound(url: url, opener: command)
      }
      let status: Int32
      do {
        status = try await ChildCommand.run(executable.path, arguments: [url.absoluteString]).status
      } catch {
        throw OpenURLError.openerFailed(url: url, opener: command, reason: "could not start (\(error))")
      }
      guard status == 0 else {
        throw OpenURLError.openerFailed(url: url, opener: command, reason: "exited with status \(status)")
      }
    }
  }

  private static func executableURL(named name: String, searchPath: String) -> URL? {
    searchPath.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// Why a URL could not be opened, with a message the screen can show as it is.
public enum OpenURLError: Error, Equatable, Sendable {
  /// No program to open URLs with was found, e.g. `xdg-open` on a server without a desktop.
  case openerNotFound(url: URL, opener: String)
  /// The opener could not be started, or exited with a non-zero status; `reason` says which.
  case openerFailed(url: URL, opener: String, reason: String)

  /// What failed, and what the user can do about it.
  public var message: String {
    switch self {
    case let .openerNotFound(url, opener):
      "Cannot open \(url.absoluteString): \(opener) was not found on PATH. Install xdg-utils "
        + "(sudo apt-get install xdg-utils), or open the address in a browser yourself."
    case let .openerFailed(url, opener, reason):
      "Cannot open \(url.absoluteString): \(opener) \(reason). Check that a "
        + "browser is set up (xdg-settings get default-web-browser), or open the address yourself."
    }
  }
}

/// Where ``OpenURLEffect/recording`` keeps the URLs it was asked to open.
private final class OpenedURLLog: Sendable {
  let urls = Mutex<[URL]>([])
}

extension DependencyValues {
  /// Opens URLs in the desktop's browser. Live: ``OpenURLEffect/live``. Test: reports an issue
  /// when called; override it with ``OpenURLEffect/recording``.
  public var openURL: OpenURLEffect {
    get { self[OpenURLEffectKey.self] }
    set { self[OpenURLEffectKey.self] = newValue }
  }
}

private enum OpenURLEffectKey: DependencyKey {
  static var liveValue: OpenURLEffect { .live }
  static let testValue = OpenURLEffect { url in
    reportIssue(
      """
      Unimplemented: @Dependency(\\.openURL) was called with \(url.absoluteString) in a test without \
      being overridden. Use withDependencies: { $0.openURL = .recording }.
      """
    )
  }
}
