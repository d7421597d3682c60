import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recurring meeting: what it is called, how long it lasts, who attends, and the meetings
/// held. Every later chapter uses this model as it is; `meetings` fills up from chapter 5.
public struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var attendees: IdentifiedArrayOf<Attendee>
  public var duration: Duration
  /// Newest first.
  public var meetings: IdentifiedArrayOf<Meeting>
  public var title: String

  /// A sync-up of five minutes, with no attendees and no meetings unless given.
  public init(
    id: UUID, attendees: IdentifiedArrayOf<Attendee> = [], duration: Duration = .seconds(300),
    meetings: IdentifiedArrayOf<Meeting> = [], title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.title = title
  }

  /// Each attendee's turn, in whole seconds: the meeting shared evenly, at least one second.
  public var secondsPerAttendee: Int {
    max(1, Int(duration.components.seconds) / max(1, attendees.count))
  }
}

/// Someone taking part in a sync-up.
public struct Attendee: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var name: String

  /// Someone named `name`.
  public init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}

/// A meeting that was held: when it started and how long it ran.
public struct Meeting: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var date: Date
  public var duration: Duration

  /// A meeting that started at `date` and ran for `duration`.
  public init(id: UUID, date: Date, duration: Duration) {
    self.id = id
    self.date = date
    self.duration = duration
  }
}
