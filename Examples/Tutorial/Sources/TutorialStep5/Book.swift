import Foundation

/// A book on the reading list. Codable from the start, so step 4 can keep it in a file.
public struct Book: Codable, Equatable, Identifiable, Sendable {
  public var id: UUID
  public var isRead: Bool
  public var title: String

  /// A book, unread unless said otherwise.
  public init(id: UUID, isRead: Bool = false, title: String) {
    self.id = id
    self.isRead = isRead
    self.title = title
  }
}
