#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where a program keeps its database: the path given with `--db PATH` (or `--db=PATH`), else
/// `<app>.sqlite` in `$XDG_DATA_HOME/<app>/`, falling back to `~/.local/share/<app>/`.
public struct DatabaseLocation: Sendable, Equatable {
  /// The database file.
  public let path: String
  /// True when no `--db` was given and the path is the per-user default.
  public let isDefault: Bool

  /// Resolves the location from a program's arguments and environment. A relative `--db` path is
  /// taken from the current directory; a relative `XDG_DATA_HOME` is ignored, as its spec says.
  /// Throws when `--db` has no value or neither `XDG_DATA_HOME` nor `HOME` is usable.
  public init(
    app: String, arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    try self.init(app: app, path: Self.explicitPath(in: arguments), environment: environment)
  }

  /// The location of `path`, a `--db` value already read (relative to the current directory),
  /// or the per-user default when it is nil.
  public init(
    app: String, path explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    if let explicit {
      path = URL(fileURLWithPath: explicit).standardizedFileURL.path
      isDefault = false
    } else {
      path = try Self.defaultDirectory(app: app, environment: environment) + "/\(app).sqlite"
      isDefault = true
    }
  }

  /// The per-user data directory for `app`, without creating it.
  public static func defaultDirectory(app: String, environment: [String: String]) throws -> String {
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return dataHome + "/\(app)"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else {
      throw DatabaseError(.invalidLocation("neither XDG_DATA_HOME nor HOME is set; pass --db PATH"))
    }
    return home + "/.local/share/\(app)"
  }

  /// Creates the default directory (and missing parents) with 0700 permissions, since it holds
  /// the user's data; a `--db` path's directory must already exist and is left alone.
  public func createDirectory() throws {
    guard isDefault else { return }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if let problem = Self.makeDirectory(directory) {
      throw DatabaseError(.invalidLocation("cannot create \(directory): \(problem)"))
    }
  }

  /// Makes `directory` and its missing parents with 0700 permissions; the system's reason when
  /// it cannot (`Permission denied`), nil when it is there.
  private static func makeDirectory(_ directory: String) -> String? {
    var isDirectory = stat()
    if stat(directory, &isDirectory) == 0 {
      return isDirectory.st_mode & S_IFMT == S_IFDIR ? nil : "it is a file, not a folder"
    }
    let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
    if parent != directory, parent != "/", let problem = makeDirectory(parent) { return problem }
    guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { return String(cString: strerror(errno)) }
    return nil
  }

  private static func explicitPath(in arguments: [String]) throws -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("--db=") {
        let value = String(argument.dropFirst("--db=".count))
        guard !value.isEmpty else { throw DatabaseError(.invalidLocation("--db needs a file path")) }
        return value
      }
      if argument == "--db" {
        guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
          throw DatabaseError(.invalidLocation("--db needs a file path, as in --db ~/todos.sqlite"))
        }
        return arguments[index + 1]
      }
    }
    return nil
  }
}
