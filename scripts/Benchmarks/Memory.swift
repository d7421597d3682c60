import CMallocInfo

/// The bytes the C heap has handed out and not taken back: the difference across building
/// something, divided by how many were built, is the memory each costs.
func allocatedBytes() -> Int {
  Int(mallinfo2().uordblks)
}

/// Bytes per item that `build` keeps alive, over `count` items.
@MainActor
func bytesPerItem<T>(_ count: Int, _ build: () -> T) -> (bytes: Double, kept: T) {
  let before = allocatedBytes()
  let kept = build()
  return (Double(allocatedBytes() - before) / Double(count), kept)
}
