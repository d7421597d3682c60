import ComposableArchitecture
import Foundation
import SpeechClient
import SyncUpsCore

/// The spec's fixed date: 2009-02-13 23:31:30 UTC.
let fixedDate = Date(timeIntervalSince1970: 1_234_567_890)

/// The id an incrementing generator gives `n`th (from 0).
func uuid(_ n: Int) -> UUID {
  UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", n))!
}

/// A fixed id outside the range incrementing generators reach in a test.
func fixedID(_ n: Int) -> UUID {
  UUID(uuidString: String(format: "FFFFFFFF-0000-0000-0000-%012X", n))!
}

extension SyncUp {
  /// S3: three unnamed attendees, 6 seconds, so 2 seconds each.
  static let s3 = SyncUp(
    id: SyncUp.ID(fixedID(100)),
    attendees: [Attendee(id: Attendee.ID(fixedID(101))), Attendee(id: Attendee.ID(fixedID(102))), Attendee(id: Attendee.ID(fixedID(103)))],
    duration: .seconds(6),
    title: "Morning Sync"
  )

  /// M: the "Design" sample, six attendees, 60 seconds, one past meeting.
  static let design = SyncUp(
    id: SyncUp.ID(fixedID(1)),
    attendees: IdentifiedArray(
      ["Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I"].enumerated().map {
        Attendee(id: Attendee.ID(fixedID(10 + $0.offset)), name: $0.element)
      }
    ),
    duration: .seconds(60),
    meetings: [Meeting(id: Meeting.ID(fixedID(20)), date: Date(timeIntervalSince1970: 1_234_000_000), transcript: "Hello")],
    theme: .orange,
    title: "Design"
  )
}

extension SpeechRecognitionResult {
  /// A partial result of `text`.
  static func heard(_ text: String, isFinal: Bool = false) -> Self {
    SpeechRecognitionResult(bestTranscription: Transcription(formattedString: text), isFinal: isFinal)
  }
}

/// A recognition stream that yields `texts` and finishes, or throws at the end when `failing`.
func recognition(_ texts: [String], failing: Bool = false) -> AsyncThrowingStream<SpeechRecognitionResult, any Error> {
  AsyncThrowingStream { continuation in
    for text in texts { continuation.yield(.heard(text)) }
    continuation.finish(throwing: failing ? SpeechClient.Failure.taskError : nil)
  }
}

/// The list holding `syncUps` in the shared storage in force (the test store's, when called
/// from its initial state).
func sharedList(_ syncUps: IdentifiedArrayOf<SyncUp>) -> Shared<IdentifiedArrayOf<SyncUp>> {
  @Shared(.syncUps) var list = syncUps
  return $list
}

extension StackState where Element == AppFeature.Path.State {
  /// Changes the detail screen with `id` in place, for assertions.
  mutating func modifyDetail(_ id: StackElementID, _ body: (inout SyncUpDetail.State) -> Void) {
    guard case var .detail(detail)? = self[id: id] else { return }
    body(&detail)
    self[id: id] = .detail(detail)
  }

  /// Changes the record screen with `id` in place, for assertions.
  mutating func modifyRecord(_ id: StackElementID, _ body: (inout RecordMeeting.State) -> Void) {
    guard case var .record(record)? = self[id: id] else { return }
    body(&record)
    self[id: id] = .record(record)
  }
}
