import ComposableArchitecture
import Tagged
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SyncUp {
  /// A sync-up for tests and previews: the Design team, six attendees, one minute.
  public static let mock = SyncUp(
    id: SyncUp.ID(UUID(uuidString: "5D1E8D7A-9B0C-4A57-8D0E-3F1B2C4D5E6F")!),
    attendees: IdentifiedArray(
      ["Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I"].enumerated().map { index, name in
        Attendee(id: Attendee.ID(UUID(uuidString: "5D1E8D7A-0000-4000-8000-00000000000\(index)")!), name: name)
      }
    ),
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: Meeting.ID(UUID(uuidString: "5D1E8D7A-0000-4000-9000-000000000000")!),
        date: Date(timeIntervalSince1970: 1_234_000_000),
        transcript: "Blob went over the new colours and everyone agreed to try the darker theme."
      )
    ],
    theme: .orange,
    title: "Design"
  )
}

extension IdentifiedArray where Element == SyncUp, ID == SyncUp.ID {
  /// What `--demo` starts with (spec 2.1): Design with a past meeting a week before `now`,
  /// Engineering and Product.
  public static func demo(now: Date, uuid: () -> UUID) -> Self {
    func attendees(_ names: [String]) -> IdentifiedArrayOf<Attendee> {
      IdentifiedArrayOf<Attendee>(names.map { Attendee(id: Attendee.ID(uuid()), name: $0) })
    }
    return [
      SyncUp(
        id: SyncUp.ID(uuid()),
        attendees: attendees(["Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I"]),
        duration: .seconds(60),
        meetings: [
          Meeting(
            id: Meeting.ID(uuid()), date: now.addingTimeInterval(-7 * 24 * 60 * 60),
            transcript: """
              Blob went over the new colours, Blob Jr showed the sketches of the settings page, \
              and everyone agreed to try the darker theme for a week.
              """
          )
        ],
        theme: .orange,
        title: "Design"
      ),
      SyncUp(
        id: SyncUp.ID(uuid()), attendees: attendees(["Blob", "Blob Jr"]), duration: .seconds(600), theme: .periwinkle,
        title: "Engineering"
      ),
      SyncUp(
        id: SyncUp.ID(uuid()), attendees: attendees(["Blob Sr", "Blob Jr"]), duration: .seconds(1800), theme: .poppy,
        title: "Product"
      ),
    ]
  }
}
