import CaseStudies
import ComposableArchitecture
import Persistence
import SharedKeyValue

/// The key-value store of the user-defaults study: the program's SQLite settings, or in memory
/// for a run that keeps away from the user's files, or when they cannot be opened; then the
/// problem in words, for the exit line.
func openSettings(isIsolated: Bool) -> (KeyValueStore?, problem: String?) {
  let inMemory = try? KeyValueStore(database: Database(inMemoryWith: []))
  guard !isIsolated else { return (inMemory, nil) }
  do {
    let location = try DatabaseLocation(app: "casestudies", arguments: [])
    try location.createDirectory()
    return (try KeyValueStore(database: Database(path: location.path)), nil)
  } catch let error as DatabaseError {
    return (inMemory, error.summary)
  } catch {
    return (inMemory, "\(error)")
  }
}

/// Why the last save of `stats` failed, for the exit line; nil when it was saved.
func saveProblem(_ stats: Shared<Stats>) -> String? {
  guard let error = stats.saveError else { return nil }
  let reason = (error as? FileStorageError).map { "\($0.path) could not be written (\($0.reason))" } ?? "\(error)"
  return "the stats were NOT saved: \(reason)"
}
