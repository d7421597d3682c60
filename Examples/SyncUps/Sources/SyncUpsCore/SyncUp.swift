import ComposableArchitecture
import Tagged
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recurring meeting: who attends, how long it lasts, its colour, and the meetings held.
public struct SyncUp: Equatable, Identifiable, Sendable {
  public let id: Tagged<Self, UUID>
  /// Attendees in form order; ids are unique.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// Total length in whole seconds.
  public var duration: Duration
  /// Past meetings, newest first; empty until loaded when `areMeetingsLoaded` is false.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// False for a sync-up read from storage without its meetings: they are read when its detail
  /// opens (`Shared.loadMeetings`), and until then a save leaves the stored ones as they are.
  public var areMeetingsLoaded: Bool
  public var theme: Theme
  /// May be empty: the screens show "Untitled" then.
  public var title: String

  /// A sync-up; every field but the id has the spec's default.
  public init(
    id: ID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(300),
    meetings: IdentifiedArrayOf<Meeting> = [],
    areMeetingsLoaded: Bool = true,
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.areMeetingsLoaded = areMeetingsLoaded
    self.theme = theme
    self.title = title
  }

  /// Each attendee's share of the meeting in whole seconds, at least 1 **[DEVIATION]**: a
  /// huge attendee count would otherwise divide the time into nothing.
  public var durationPerAttendee: Duration {
    .seconds(max(1, duration.components.seconds / Int64(max(1, attendees.count))))
  }

  /// The attendees without blank names; when none is left, the first one (blank) or, with
  /// no attendees at all, a new one from `makeID`: a sync-up always has someone speaking.
  func droppingBlankAttendees(makeID: () -> Attendee.ID) -> SyncUp {
    var syncUp = self
    syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    if syncUp.attendees.isEmpty {
      syncUp.attendees.append(attendees.first ?? Attendee(id: makeID()))
    }
    return syncUp
  }
}

/// Someone taking part in a sync-up.
public struct Attendee: Equatable, Identifiable, Sendable {
  public let id: Tagged<Self, UUID>
  /// May be blank while being typed.
  public var name: String

  /// An attendee, blank unless named.
  public init(id: ID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that took place: when, and what was said.
public struct Meeting: Equatable, Identifiable, Sendable {
  public let id: Tagged<Self, UUID>
  public var date: Date
  /// May be empty: recording was off or heard nothing.
  public var transcript: String

  /// A meeting held on `date`.
  public init(id: ID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}
