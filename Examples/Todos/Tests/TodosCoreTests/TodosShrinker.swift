/// Finds a short sequence that still fails: removes chunks of steps, halving the chunk size
/// down to single steps, keeping every removal after which the sequence still fails.
@MainActor
enum TodosShrinker {
  static func shrink(_ steps: [TodosStep], stillFails: ([TodosStep]) async -> Bool) async -> [TodosStep] {
    var steps = steps
    var chunk = max(1, steps.count / 2)
    while true {
      var start = 0
      var removedAny = false
      while start < steps.count {
        var candidate = steps
        candidate.removeSubrange(start..<min(steps.count, start + chunk))
        if await stillFails(candidate) {
          steps = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return steps }
      chunk = max(1, chunk / 2)
    }
  }
}
