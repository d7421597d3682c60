import Dependencies
import DependenciesMacros
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Plays an audio file to its end. Linux has no speaker here, so programs install the
/// labelled simulation of `AudioClientsSimulated`, which reads the real file.
@DependencyClient
public struct AudioPlayerClient: Sendable {
  /// Plays `url`, returning when playback ends: true when it finished normally. Throws when the
  /// file cannot be played; cancelling the calling task stops playback at once.
  public var play: @Sendable (_ url: URL) async throws -> Bool
}

extension AudioPlayerClient {
  /// "Plays" any file for five seconds on the `continuousClock`: for previews and demos.
  public static let preview = AudioPlayerClient { _ in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(5))
    return true
  }
}

extension DependencyValues {
  /// The speaker features play memos on.
  public var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClientKey.self] }
    set { self[AudioPlayerClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs the simulation of
/// `AudioClientsSimulated`; until then every call reports an issue. In tests, `AudioPlayerClient()`:
/// `play` reports "Unimplemented: 'AudioPlayerClient.play'" and throws.
private enum AudioPlayerClientKey: DependencyKey {
  static let liveValue = AudioPlayerClient()
  static let previewValue = AudioPlayerClient.preview
  static let testValue = AudioPlayerClient()
}
