import CSQLite
import Synchronization
#if canImport(Glibc)
  import Glibc
#endif

/// A disk that fails when told to: an SQLite VFS, made the default, that hands every call to
/// the system's own VFS but fails chosen writes, truncations and syncs, counted across all
/// files (database, write-ahead log, journal) from when it was armed.
///
/// A full disk fails the write after writing half of it, as a disk filling up mid-write does,
/// and keeps failing until `lasting` calls have failed (space was freed); an I/O error fails
/// one call and writes nothing.
enum FaultyDisk {
  enum Fault: String, Sendable, CaseIterable {
    case ioError = "I/O error"
    case diskFull = "full disk"
  }

  private struct State {
    var calls = 0
    var failAt: Int?
    var fault = Fault.ioError
    var lasting = 1
    var failed = 0
  }

  private static let state = Mutex(State())
  /// The system's VFS every call goes to; set once by `install`, before any database opens.
  nonisolated(unsafe) private static var system: UnsafeMutablePointer<sqlite3_vfs>?
  /// The methods every file opened through this VFS carries.
  nonisolated(unsafe) private static var methods: UnsafeMutablePointer<sqlite3_io_methods>?
  // SQLite's extended codes, which Swift does not import from their macros.
  private static let writeFailed = SQLITE_IOERR | (3 << 8)
  private static let syncFailed = SQLITE_IOERR | (4 << 8)
  private static let truncateFailed = SQLITE_IOERR | (6 << 8)
  /// Bytes before the system's own file structure inside ours: our `sqlite3_file` header.
  private static let header = MemoryLayout<sqlite3_file>.stride

  /// Registers the VFS as SQLite's default. Call once, before opening any database.
  static func install() {
    guard system == nil, let found = sqlite3_vfs_find(nil) else { return }
    system = found
    methods = makeMethods()
    let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
    vfs.initialize(to: found.pointee)
    vfs.pointee.zName = UnsafePointer(strdup("faulty-disk"))
    vfs.pointee.szOsFile = found.pointee.szOsFile + Int32(header)
    vfs.pointee.pNext = nil
    vfs.pointee.xOpen = { _, name, file, flags, outFlags in
      guard let system = FaultyDisk.system, let file, let open = system.pointee.xOpen else { return SQLITE_ERROR }
      let real = FaultyDisk.real(file)
      let code = open(system, name, real, flags, outFlags)
      file.pointee.pMethods = real.pointee.pMethods == nil ? nil : UnsafePointer(FaultyDisk.methods)
      return code
    }
    sqlite3_vfs_register(vfs, 1)
  }

  /// Fails the `call`-th write, truncation or sync from now (0 is the next) with `fault`.
  static func arm(failing call: Int, with fault: Fault, lasting: Int = 1) {
    state.withLock { $0 = State(failAt: call, fault: fault, lasting: fault == .ioError ? 1 : lasting) }
  }

  /// Counts calls without failing any (to learn how many a workload makes).
  static func disarm() {
    state.withLock { $0 = State() }
  }

  /// Writes, truncations and syncs since the last `arm` or `disarm`.
  static var calls: Int { state.withLock(\.calls) }
  /// Calls failed since the last `arm`.
  static var failures: Int { state.withLock(\.failed) }

  /// Counts one call and says whether it fails, and how.
  fileprivate static func nextCall() -> Fault? {
    state.withLock { state in
      defer { state.calls += 1 }
      guard let failAt = state.failAt, state.calls >= failAt, state.failed < state.lasting else { return nil }
      state.failed += 1
      return state.fault
    }
  }

  private static func real(_ file: UnsafeMutablePointer<sqlite3_file>) -> UnsafeMutablePointer<sqlite3_file> {
    (UnsafeMutableRawPointer(file) + header).assumingMemoryBound(to: sqlite3_file.self)
  }

  fileprivate static func realMethods(_ file: UnsafeMutablePointer<sqlite3_file>?) -> (UnsafeMutablePointer<sqlite3_file>, sqlite3_io_methods) {
    let real = real(file!)
    return (real, real.pointee.pMethods.pointee)
  }

  private static func makeMethods() -> UnsafeMutablePointer<sqlite3_io_methods> {
    var m = sqlite3_io_methods()
    m.iVersion = 3
    m.xClose = { file in let (real, io) = FaultyDisk.realMethods(file); return io.xClose!(real) }
    m.xRead = { file, buffer, amount, offset in let (real, io) = FaultyDisk.realMethods(file); return io.xRead!(real, buffer, amount, offset) }
    m.xWrite = { file, buffer, amount, offset in
      let (real, io) = FaultyDisk.realMethods(file)
      switch FaultyDisk.nextCall() {
      case .ioError?: return FaultyDisk.writeFailed
      case .diskFull?:
        _ = io.xWrite!(real, buffer, amount / 2, offset)
        return SQLITE_FULL
      case nil: return io.xWrite!(real, buffer, amount, offset)
      }
    }
    m.xTruncate = { file, size in
      let (real, io) = FaultyDisk.realMethods(file)
      switch FaultyDisk.nextCall() {
      case .ioError?: return FaultyDisk.truncateFailed
      case .diskFull?: return SQLITE_FULL
      case nil: return io.xTruncate!(real, size)
      }
    }
    m.xSync = { file, flags in
      let (real, io) = FaultyDisk.realMethods(file)
      return FaultyDisk.nextCall() == nil ? io.xSync!(real, flags) : FaultyDisk.syncFailed
    }
    m.xFileSize = { file, size in let (real, io) = FaultyDisk.realMethods(file); return io.xFileSize!(real, size) }
    m.xLock = { file, level in let (real, io) = FaultyDisk.realMethods(file); return io.xLock!(real, level) }
    m.xUnlock = { file, level in let (real, io) = FaultyDisk.realMethods(file); return io.xUnlock!(real, level) }
    m.xCheckReservedLock = { file, out in let (real, io) = FaultyDisk.realMethods(file); return io.xCheckReservedLock!(real, out) }
    m.xFileControl = { file, op, argument in let (real, io) = FaultyDisk.realMethods(file); return io.xFileControl!(real, op, argument) }
    m.xSectorSize = { file in let (real, io) = FaultyDisk.realMethods(file); return io.xSectorSize!(real) }
    m.xDeviceCharacteristics = { file in let (real, io) = FaultyDisk.realMethods(file); return io.xDeviceCharacteristics!(real) }
    m.xShmMap = { file, region, size, extend, out in
      let (real, io) = FaultyDisk.realMethods(file); return io.xShmMap!(real, region, size, extend, out)
    }
    m.xShmLock = { file, offset, count, flags in let (real, io) = FaultyDisk.realMethods(file); return io.xShmLock!(real, offset, count, flags) }
    m.xShmBarrier = { file in let (real, io) = FaultyDisk.realMethods(file); io.xShmBarrier!(real) }
    m.xShmUnmap = { file, delete in let (real, io) = FaultyDisk.realMethods(file); return io.xShmUnmap!(real, delete) }
    m.xFetch = { file, offset, amount, out in let (real, io) = FaultyDisk.realMethods(file); return io.xFetch!(real, offset, amount, out) }
    m.xUnfetch = { file, offset, pointer in let (real, io) = FaultyDisk.realMethods(file); return io.xUnfetch!(real, offset, pointer) }
    let pointer = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
    pointer.initialize(to: m)
    return pointer
  }
}
