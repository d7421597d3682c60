import CMallocInfo

/// The bytes the C heap has handed out and not taken back: the difference across building
/// something, divided by how many were built, is the memory each costs. Large blocks are
/// mapped on their own and counted apart (`hblkhd`), so both are added: a 100,000-row array's
/// buffer is one of them.
func allocatedBytes() -> Int {
  let info = mallinfo2()
  return Int(info.uordblks) + Int(info.hblkhd)
}

/// Bytes per item that `build` keeps alive, over `count` items.
@MainActor
func bytesPerItem<T>(_ count: Int, _ build: () -> T) -> (bytes: Double, kept: T) {
  let before = allocatedBytes()
  let kept = build()
  return (Double(allocatedBytes() - before) / Double(count), kept)
}
