#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Whole buffers through a file descriptor, as the programs read and write their files
/// without Foundation's `FileHandle`, which only the full Foundation has.
package enum FileDescriptorIO {
  /// Writes all of `bytes` to `descriptor`, across short writes and interrupted calls; false
  /// when the system refuses the rest (`errno` says why).
  @discardableResult
  package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// What is left to read from `descriptor`, up to its end; throws the `errno` of a failed read.
  package static func readToEnd(_ descriptor: Int32) throws(POSIXError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }
}

extension FileDescriptorIO {
  /// The UTF-8 text of the file at `path`, read through a descriptor, so that what is not a
  /// regular file (`/dev/stdin`, a pipe) reads too; the reason in words when it cannot be read.
  package static func readText(at path: String) throws(FileProblem) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw code == ENOENT ? FileProblem(path: path, reason: "no such file") : FileProblem(path: path, errno: code)
    }
    defer { close(descriptor) }
    let data: Data
    do {
      data = try readToEnd(descriptor)
    } catch {
      throw FileProblem(path: path, errno: error.code.rawValue)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FileProblem(path: path, reason: "it is not UTF-8 text")
    }
    return text
  }
}
