#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells one state of a file from another without reading it: a save renames a new file
/// over the old (a new inode), an editor that writes in place changes its size or times.
public struct FileStorageVersion: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  /// Modification and status-change times, in seconds and nanoseconds.
  let modified: [Int]

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Glibc)
      modified = [status.st_mtim.tv_sec, status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec]
    #else
      modified = [
        status.st_mtimespec.tv_sec, status.st_mtimespec.tv_nsec, status.st_ctimespec.tv_sec, status.st_ctimespec.tv_nsec,
      ]
    #endif
  }
}
