import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// Emoji with skin tones, flags, a ZWJ family, CJK and combining marks in every text a screen
/// draws (titles, the breadcrumb, attendees, rows, fields): each row is exactly the screen's
/// width as the terminal draws it, and every box keeps its sides.
@MainActor
struct ClusterTests {
  static let text = Frame.clusterSample

  /// The sample with every title and name holding `text`.
  static func sampleWithClusters() -> IdentifiedArrayOf<SyncUp> {
    var syncUps = sample()
    for id in syncUps.ids {
      let title = syncUps[id: id]?.title ?? ""
      syncUps[id: id]?.title = "\(text) \(title)"
      for attendee in syncUps[id: id]?.attendees.ids ?? [] { syncUps[id: id]?.attendees[id: attendee]?.name = text }
    }
    return syncUps
  }

  @Test(arguments: ["list", "detail", "editForm", "record", "pastMeeting", "deleteAlert", "endMeetingAlert"])
  func everyRowFitsAndEveryBorderHolds(screen: String) {
    let withClusters = Self.replacingSyncUps(of: Screens.make(screen), with: Self.sampleWithClusters())
    for size in [Size(width: 80, height: 24), Size(width: 61, height: 20)] {
      var frame = Frame(size: size)
      SyncUpsScreen.render(withClusters, into: &frame)
      #expect(frame.widthProblems == [], "\(screen) at \(size)\n\(frame.text)")
      #expect(frame.boxProblems == [], "\(screen) at \(size)\n\(frame.text)")
    }
  }

  @Test func theListRowKeepsItsMinutesAndTheAddSheetItsBorder() {
    let list = terminalState(Self.sampleWithClusters())
    var frame = Frame(width: 80, height: 24)
    SyncUpsScreen.render(list, into: &frame)
    #expect(frame.line(2).hasSuffix("6 people     1 min  "))
    var form = Screens.addForm()
    if case .add(var sheet)? = form.app.syncUpsList.destination {
      sheet.syncUp.title = Self.text
      form.app.syncUpsList.destination = .add(sheet)
    }
    var sheetFrame = Frame(width: 80, height: 24)
    SyncUpsScreen.render(form, into: &sheetFrame)
    #expect(sheetFrame.text.contains(Self.text))
    #expect(sheetFrame.widthProblems == [])
    #expect(sheetFrame.boxProblems == [])
  }

  /// The screen's state with its shared list replaced (a detail's sync-up follows it).
  static func replacingSyncUps(of state: SyncUpsTerminal.State, with syncUps: IdentifiedArrayOf<SyncUp>) -> SyncUpsTerminal.State {
    state.app.syncUpsList.$syncUps.withLock { $0 = syncUps }
    return state
  }
}
