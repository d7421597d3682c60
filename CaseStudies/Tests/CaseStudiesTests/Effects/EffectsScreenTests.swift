import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

/// The screens of the Effects chapter, each as the catalogue shows it.
@MainActor
struct EffectsScreenTests {
  func text<S: Sendable>(_ id: String, _ type: S.Type, _ change: (inout S) -> Void = { _ in }) -> String {
    var state = Catalogue.State(opening: id)!
    state.open?.modify(type, change)
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func basicsWithAFact() {
    #expect(text("effects-basics", EffectsBasics.State.self) { $0.count = 7; $0.numberFact = FactClient.localFact(about: 7) } == """
       Case Studies › Basics
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [-] 7 [+]

         [f] Number fact

         7 is odd and prime; its digits add up to 7.











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  f number fact  Esc back  i about  q quit
      """)
  }

  @Test func basicsWhileFetching() {
    #expect(text("effects-basics", EffectsBasics.State.self) { $0.count = -2; $0.isNumberFactRequestInFlight = true } == """
       Case Studies › Basics
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [-] -2 [+]

         [f] Number fact

         Fetching a fact…











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  f number fact  Esc back  i about  q quit
      """)
  }

  @Test func cancellationOffersCancelWhileFetching() {
    #expect(text("effects-cancellation", EffectsCancellation.State.self) { $0.count = 3; $0.isFactRequestInFlight = true } == """
       Case Studies › Cancellation
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Count     3 [-][+]

         [c] Cancel   Fetching a fact…













      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  c cancel  Esc back  i about  q quit
      """)
  }

  @Test func longLivingShowsTheProcessToSignal() {
    #expect(text("long-living", LongLivingEffectsTerminal.State.self) { $0 = LongLivingEffectsTerminal.State(processID: 4242); $0.feature.screenshotCount = 2 } == """
       Case Studies › Long-living effects
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Process 4242
         Screenshots counted: 2

         Linux has no screenshot notification: run kill -USR1 4242 from another
         terminal; each signal counts as one.


         [d] Detail page








      ────────────────────────────────────────────────────────────────────────────────

       d detail page  Esc/← back  i about  q quit
      """)
  }

  @Test func longLivingDetailPage() {
    #expect(text("long-living", LongLivingEffectsTerminal.State.self) { $0 = LongLivingEffectsTerminal.State(processID: 4242); $0.isDetailShown = true } == """
       Case Studies › Long-living effects
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Detail

         Counting is paused while this page shows: the effect was cancelled. Esc
         goes back and starts it again.












      ────────────────────────────────────────────────────────────────────────────────

       Esc/← back  i about  q quit
      """)
  }

  @Test func refreshableWhileLoading() {
    #expect(text("refreshable", RefreshableTerminal.State.self) { $0.feature.count = 4; $0.isLoading = true } == """
       Case Studies › Refreshable
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [-] 4 [+]

         Refreshing…   [c] Cancel













      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  c cancel  Esc back  i about  q quit
      """)
  }

  @Test func refreshableWithAFact() {
    #expect(text("refreshable", RefreshableTerminal.State.self) { $0.feature.count = 4; $0.feature.fact = "4 is a good number." } == """
       Case Studies › Refreshable
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         [-] 4 [+]

         [r] Refresh

         4 is a good number.











      ────────────────────────────────────────────────────────────────────────────────

       ←/- decrement  →/+ increment  r refresh  Esc back  i about  q quit
      """)
  }

  @Test func timersRunning() {
    #expect(text("timers", Timers.State.self) { $0.isTimerActive = true; $0.secondsElapsed = 75 } == """
       Case Studies › Timers
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         01:15
         ·    ·    ·    |    ·    ·    ·    ·    ·    ·    ·    ·

         [space] Stop












      ────────────────────────────────────────────────────────────────────────────────

       space/⏎ stop  Esc/← back  i about  q quit
      """)
  }

  @Test func webSocketConnected() {
    #expect(text("websocket", WebSocket.State.self) { $0.connectivityState = .connected; $0.messageToSend = "Hello"; $0.receivedMessages = ["Welcome to the loopback echo socket.", "Hi"] } == """
       Case Studies › Web socket
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Socket: connected   [^O] Disconnect
         (simulation: an echo socket inside this program)

         Message Hello

         Received
         Hi
         Welcome to the loopback echo socket.








      ────────────────────────────────────────────────────────────────────────────────

       ^O disconnect  ⏎ send  Esc back  F2 about
      """)
  }

  @Test func webSocketSendFailure() {
    #expect(text("websocket", WebSocket.State.self) { $0.alert = AlertState { TextState("Could not send") } message: { TextState("Could not send socket message. Connect to the server first, and try again.") } } == """
       Case Studies › Web socket
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Socket: disconnected   [^O] Connect
         (simulation: an echo socket inside this program)

         Message type, ⏎ sends

         Receive┌ Could not send ──────────────────────────────────────────┐
                │ Could not send socket message. Connect to the server     │
                │ first, and try again.                                    │
                │                                                          │
                │                          [ OK ]                          │
                └──────────────────────────────────────────────────────────┘





      ────────────────────────────────────────────────────────────────────────────────

       ⏎ OK  Esc close  i about  q quit
      """)
  }
}
