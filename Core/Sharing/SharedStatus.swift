/// What a shared value's storage last had to say: kept beside the value, under its lock, so a
/// screen can show a failure next to the value it concerns.
@usableFromInline
package struct SharedStatus: Sendable {
  /// Why the stored value could not be read the last time it was; nil once a read or a save
  /// succeeds (a save replaces what could not be read).
  package var loadError: (any Error)?
  /// Why the last change could not be stored; nil once a save succeeds. The value in memory
  /// keeps the change meanwhile.
  package var saveError: (any Error)?
  /// Whether a load asked for with `load()` is running.
  package var isLoading = false

  package init(loadError: (any Error)? = nil, saveError: (any Error)? = nil) {
    self.loadError = loadError
    self.saveError = saveError
  }

  /// Whether watchers need to hear of a change from `old` to this status: any failure before or
  /// after, or a load that started or ended.
  func differs(from old: SharedStatus) -> Bool {
    old.loadError != nil || loadError != nil || old.saveError != nil || saveError != nil
      || old.isLoading != isLoading
  }
}
