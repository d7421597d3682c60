#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs every task the process starts on the main actor, one job at a time, while true: a
/// test's effects then interleave in one order each run. It changes a hook of the Swift
/// runtime for the whole process, so set it from tests only and set it back when done.
public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.slot?.pointee != nil }
  set {
    guard let slot = GlobalEnqueueHook.slot else { return }
    slot.pointee = newValue ? { job, _ in MainActor.shared.enqueue(job) } : nil
  }
}

/// Runs `operation` with ``uncheckedUseMainSerialExecutor`` on, and restores it afterwards.
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  let before = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = before }
  uncheckedUseMainSerialExecutor = true
  try await operation()
}

/// Runs `operation` with ``uncheckedUseMainSerialExecutor`` on, and restores it afterwards.
public func withMainSerialExecutor(@_implicitSelfCapture operation: () throws -> Void) rethrows {
  let before = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = before }
  uncheckedUseMainSerialExecutor = true
  try operation()
}

/// The runtime's `swift_task_enqueueGlobal_hook`: a function every job meant for the global
/// concurrent executor goes through when set, with the runtime's own enqueue to fall back on.
private enum GlobalEnqueueHook {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  nonisolated(unsafe) static let slot: UnsafeMutablePointer<Hook?>? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return nil }
    return symbol.assumingMemoryBound(to: Hook?.self)
  }()
}
