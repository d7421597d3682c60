import Foundation

/// A fresh directory under the system's temporary directory, removed on deinit.
public final class TemporaryDirectory {
  public let path: String

  public init() throws {
    path = NSTemporaryDirectory() + "tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// A path inside the directory, for a file that does not exist yet.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to a new file and returns its path.
  public func file(_ name: String, containing bytes: Data) throws -> String {
    let path = file(name)
    try bytes.write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The names of the files in the directory, sorted.
  public func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}

/// The whole contents of a file, to compare before and after an operation that must not write.
public func contents(of path: String) throws -> Data {
  try Data(contentsOf: URL(fileURLWithPath: path))
}
