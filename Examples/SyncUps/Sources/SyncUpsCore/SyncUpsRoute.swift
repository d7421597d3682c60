import ComposableArchitecture
import Tagged

/// A deep link: which screen to start on, written `TITLE`, `TITLE/record` or
/// `TITLE/meeting/N` (N counts past meetings from 1, newest first). Opening one only builds
/// a navigation path: screens are state, so starting anywhere needs no other code.
public struct SyncUpsRoute: Equatable, Sendable {
  /// The sync-up's title, matched exactly (then ignoring case).
  public var title: String
  public var screen: Screen

  /// The screen on top of the sync-up's detail.
  public enum Screen: Equatable, Sendable {
    case detail
    case meeting(Int)
    case record
  }

  /// Why a route can't be opened.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public let description: String

    /// A failure saying `description`.
    public init(description: String) { self.description = description }
  }

  /// Parses `text`; a title may itself hold `/` when no known suffix follows it.
  public init(_ text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.count >= 2, parts.last == "record" {
      self.init(title: parts.dropLast().joined(separator: "/"), screen: .record)
    } else if parts.count >= 3, parts[parts.count - 2] == "meeting" {
      guard let number = Int(parts[parts.count - 1]), number >= 1 else {
        throw Failure(description: "--open \(text): meeting numbers start at 1")
      }
      self.init(title: parts.dropLast(2).joined(separator: "/"), screen: .meeting(number))
    } else {
      self.init(title: text, screen: .detail)
    }
  }

  /// A route to `screen` of the sync-up titled `title`.
  public init(title: String, screen: Screen) {
    self.title = title
    self.screen = screen
  }

  /// The navigation path this route opens over `syncUps`, each screen holding the shared
  /// sync-up of the list, whose past meetings are read first through the `syncUpsStore`
  /// dependency (a failure to read them is thrown as it is).
  public func path(in syncUps: Shared<IdentifiedArrayOf<SyncUp>>) throws -> StackState<AppFeature.Path.State> {
    let list = syncUps.wrappedValue
    guard
      let match = list.first(where: { $0.title == title })
        ?? list.first(where: { $0.title.lowercased() == title.lowercased() }),
      let syncUp = syncUps[id: match.id]
    else {
      throw Failure(description: "--open: no sync-up titled \"\(title)\"")
    }
    try syncUps.loadMeetings(of: match.id, from: DependencyValues.current.syncUpsStore)
    let found = syncUp.wrappedValue
    var path = StackState<AppFeature.Path.State>([.detail(SyncUpDetail.State(syncUp: syncUp))])
    switch screen {
    case .detail:
      break
    case let .meeting(number):
      guard number <= found.meetings.count else {
        let count = found.meetings.count
        let meetings = count == 1 ? "1 past meeting" : "\(count) past meetings"
        throw Failure(description: "--open: \"\(found.title)\" has \(meetings), not \(number)")
      }
      path.append(.meeting(found.meetings[number - 1], syncUp: found))
    case .record:
      path.append(.record(RecordMeeting.State(syncUp: syncUp)))
    }
    return path
  }
}
