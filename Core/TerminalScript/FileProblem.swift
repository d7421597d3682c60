#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read or written, in words a user can act on: "no such directory",
/// "permission denied", "is a directory"; never Foundation's "NSCocoaErrorDomain error 512".
package struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file.
  package let path: String
  /// The reason, in words.
  package let reason: String

  package var description: String { "\(path): \(reason)" }

  /// A problem with `path` already put in words.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The problem a system call reported with `errno` `code` while creating or opening `path`.
  package init(path: String, errno code: Int32) {
    self.path = path
    reason = Self.words(for: code)
  }

  /// The problem behind `error`, thrown by Foundation for `path`: a `CocoaError`'s underlying
  /// POSIX error when it has one, else its code, else the error's own text.
  package init(path: String, error: any Error) {
    self.path = path
    if let cocoa = error as? CocoaError {
      if let underlying = cocoa.underlying as? POSIXError {
        reason = Self.words(for: underlying.code.rawValue)
      } else {
        reason = Self.words(for: cocoa.code)
      }
    } else if let posix = error as? POSIXError {
      reason = Self.words(for: posix.code.rawValue)
    } else {
      reason = "\(error)"
    }
  }

  /// Words for the `errno` values files fail with; others in the system's own words.
  package static func words(for code: Int32) -> String {
    switch code {
    case ENOENT: "no such directory"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "is a directory"
    case ENOTDIR: "a part of the path is not a directory"
    case EEXIST: "already exists"
    case EROFS: "read-only file system"
    case ENOSPC, EDQUOT: "no space left on the device"
    case ENAMETOOLONG: "the name is too long"
    default: String(cString: strerror(code))
    }
  }

  private static func words(for code: CocoaError.Code) -> String {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or directory"
    case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
    case .fileWriteFileExists: "already exists"
    case .fileWriteVolumeReadOnly: "read-only file system"
    case .fileWriteOutOfSpace: "no space left on the device"
    case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding: "it is not text in a known encoding"
    case .fileReadTooLarge: "it is too large"
    case .fileWriteInvalidFileName: "the name is not valid"
    default: "the system could not finish the operation (Foundation code \(code.rawValue))"
    }
  }
}
