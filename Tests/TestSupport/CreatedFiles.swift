import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The names of the files created in a directory while it is watched (through inotify), so a
/// test also catches files that appear and are removed again, which a listing afterwards misses.
public final class CreatedFiles {
  private let descriptor: Int32

  /// Starts watching `directory`; files created from now on are reported by `names()`.
  public init(in directory: String) throws {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw ChildProcess.Failure(description: "inotify_init1 failed: \(String(cString: strerror(errno)))")
    }
    guard inotify_add_watch(descriptor, directory, UInt32(IN_CREATE | IN_MOVED_TO)) >= 0 else {
      close(descriptor)
      throw ChildProcess.Failure(description: "cannot watch \(directory): \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(descriptor) }

  /// The names created (or moved in) since the last call, in order; a name created twice
  /// appears twice.
  public func names() -> [String] {
    var names: [String] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return names }  // EAGAIN: no more events queued
      var offset = 0
      // Each event: wd (4 bytes), mask (4), cookie (4), len (4), then `len` bytes of name, NUL padded.
      while offset + 16 <= count {
        let nameLength = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
        let name = buffer[offset + 16..<offset + 16 + nameLength].prefix { $0 != 0 }
        names.append(String(decoding: name, as: UTF8.self))
        offset += 16 + nameLength
      }
    }
  }
}
