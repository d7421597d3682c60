import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TutorialChapter2
import TutorialChapter3
import TutorialChapter4
import TutorialChapter5

/// Emoji with skin tones, flags, a ZWJ family, CJK and combining marks in every text the
/// tutorial's screens draw (the breadcrumb, titles, attendees, the form's fields): each row is
/// exactly the screen's width as the terminal draws it, and every box keeps its sides.
struct ClusterTests {
  static let text = Frame.clusterSample
  static let syncUp = SyncUp(
    id: UUID(0), attendees: [Attendee(id: UUID(1), name: text), Attendee(id: UUID(2), name: "\(text) \(text)")],
    title: "\(text) \(text) \(text)"
  )

  /// Each screen of the tutorial, drawn under its breadcrumb into `frame`.
  static let screens: [(String, @Sendable (inout Frame) -> Void)] = [
    ("list", { frame in
      let body = ScreenChrome.draw(path: ["Sync-ups"], keyMap: KeyMap<Int>([]), into: &frame).body
      SyncUpsListScreen.render([syncUp], selection: 0, in: body, frame: &frame)
    }),
    ("detail", { frame in
      let body = ScreenChrome.draw(path: ["Sync-ups", syncUp.title], keyMap: KeyMap<Int>([]), into: &frame).body
      DetailScreen.render(syncUp, in: body, frame: &frame)
    }),
    ("form", { frame in
      let body = ScreenChrome.draw(path: ["Sync-ups", syncUp.title], keyMap: KeyMap<Int>([]), into: &frame).body
      DetailScreen.render(syncUp, in: body, frame: &frame)
      FormScreen.render(SyncUpForm.State(syncUp: syncUp), in: body, frame: &frame)
    }),
    ("record", { frame in
      let body = ScreenChrome.draw(path: ["Sync-ups", syncUp.title, "Meeting"], keyMap: KeyMap<Int>([]), into: &frame).body
      RecordScreen.render(RecordMeeting.State(secondsElapsed: 30, speakerIndex: 1, syncUp: syncUp), in: body, frame: &frame)
    }),
  ]

  @Test func everyRowFitsAndEveryBorderHolds() {
    for (name, draw) in Self.screens {
      for size in [Size(width: 80, height: 24), Size(width: 60, height: 20)] {
        var frame = Frame(size: size)
        draw(&frame)
        #expect(frame.widthProblems == [], "\(name) at \(size)\n\(frame.text)")
        #expect(frame.boxProblems == [], "\(name) at \(size)\n\(frame.text)")
      }
    }
  }
}
