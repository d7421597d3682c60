import AudioClients
import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension VoiceMemo {
  /// What the playback hears of: a tick of the progress timer, or the player's answer.
  private enum PlaybackEvent: Sendable {
    case tick
    case ended(Result<Bool, AudioFailure>)
  }

  /// Plays `url`, sending the time played at each tick, then the player's answer. The player
  /// and the timer run side by side, but one loop sends what both report: a tick that is due
  /// when the player ends is sent before the answer, so a memo that ends on a tick shows its
  /// end (progress 1) on any clock, never only when the timer happens to wake first.
  static func playback<C: Clock<Duration>>(
    of url: URL, player: AudioPlayerClient, clock: C, send: Send<Action>
  ) async {
    let (events, sink) = AsyncStream.makeStream(of: PlaybackEvent.self)
    let start = clock.now
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await _ in clock.timer(interval: progressInterval) { sink.yield(.tick) }
      }
      group.addTask {
        sink.yield(.ended(await Result { try await player.play(url) }))
      }
      var ticksSent = 0
      for await event in events {
        let due: Int
        switch event {
        case .tick: due = ticksSent + 1
        case .ended: due = Int(start.duration(to: clock.now) / progressInterval)
        }
        while ticksSent < due {
          ticksSent += 1
          await send(.timerUpdated(Double(ticksSent) * 0.5))
        }
        if case .ended(let result) = event {
          await send(.audioPlayerClient(result))
          break
        }
      }
      group.cancelAll()
    }
  }
}
