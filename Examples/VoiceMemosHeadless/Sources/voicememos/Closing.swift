import ComposableArchitecture
import VoiceMemosCore
import VoiceMemosUI

/// Stops the recording in progress, if any, and waits for it to become a memo. Returns what
/// the exit line says of it first ("kept the recording in progress as a memo (00:03); "), or
/// nothing when there was none. A recorder that does not finish in time loses the recording,
/// and the line says so.
@MainActor
func keepRecordingInProgress(_ store: Store<VoiceMemosTerminal.State, VoiceMemosTerminal.Action>) async -> String {
  guard let url = store.state.app.recordingMemo?.url else { return "" }
  await store.send(.programWillExit).finish()
  let deadline = ContinuousClock.now + .seconds(5)
  while store.state.app.recordingMemo != nil, ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(5))
  }
  if let memo = store.state.app.voiceMemos[id: url] {
    return "kept the recording in progress as a memo (\(memo.duration.minutesAndSeconds)); "
  }
  if store.state.app.recordingMemo != nil {
    await store.send(.app(.recordingMemo(.dismiss))).finish()
  }
  return "the recording in progress could NOT be kept (the recorder failed); "
}
