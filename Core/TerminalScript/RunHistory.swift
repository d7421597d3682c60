import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// What a run took from outside, in the order it asked, so that running it again from the
/// start (the inspector's fork) gets the same again: the UUIDs handed out and the HTTP answers.
///
/// After `rewind`, asks are answered from the history in order; once the new run asks for
/// more than the old one did, or for another URL, values come from the source again.
final class RunHistory: Sendable {
  private struct Answer: Sendable {
    var url: String
    var time: Duration
    var result: Result<HTTPReply, HTTPFailure>
  }

  /// An HTTP failure as it was met, told again as it was.
  struct HTTPFailure: Error, CustomStringConvertible {
    var description: String
  }

  private struct State {
    var uuids: [UUID] = []
    var uuidsUsed = 0
    var answers: [Answer] = []
    var answersUsed = 0
  }

  private let state = Mutex(State())

  /// The next UUID, and its place among those asked for since the start.
  func nextUUID(_ generate: () -> UUID) -> (uuid: UUID, index: Int) {
    state.withLock { state in
      let index = state.uuidsUsed
      state.uuidsUsed += 1
      if index < state.uuids.count { return (state.uuids[index], index) }
      let uuid = generate()
      state.uuids.append(uuid)
      return (uuid, index)
    }
  }

  /// How many UUIDs and answers the run has taken since the start.
  var used: (uuids: Int, answers: Int) {
    state.withLock { ($0.uuidsUsed, $0.answersUsed) }
  }

  private func keep(_ answer: Answer) {
    state.withLock { state in
      state.answers.append(answer)
      state.answersUsed += 1
    }
  }

  /// Back to the start: the next asks are answered from the history.
  func rewind() {
    state.withLock { state in
      state.uuidsUsed = 0
      state.answersUsed = 0
    }
  }

  /// `fetch`, answering from the history where it has the answer (at the time it came, on
  /// `clock`), else asking `fetch` and keeping what it says.
  func answering<Request: Sendable>(
    _ fetch: @escaping @Sendable (Request) async throws -> HTTPReply, url: @escaping @Sendable (Request) -> String,
    clock: ScriptClock
  ) -> @Sendable (Request) async throws -> HTTPReply {
    { request in
      let url = url(request)
      let kept = self.state.withLock { state -> Answer? in
        let index = state.answersUsed
        guard index < state.answers.count else { return nil }
        guard state.answers[index].url == url else {
          // The new run asks something else here: what the old one heard after is not its.
          state.answers.removeSubrange(index...)
          return nil
        }
        state.answersUsed += 1
        return state.answers[index]
      }
      if let kept {
        try await clock.sleep(until: ScriptClock.Instant(offset: kept.time))
        return try kept.result.get()
      }
      do {
        let answer = try await fetch(request)
        self.keep(Answer(url: url, time: clock.now.offset, result: .success(answer)))
        return answer
      } catch {
        // A request cancelled took nothing from outside; a failure is kept in words.
        if !(error is CancellationError) {
          self.keep(Answer(url: url, time: clock.now.offset, result: .failure(HTTPFailure(description: "\(error)"))))
        }
        throw error
      }
    }
  }
}
