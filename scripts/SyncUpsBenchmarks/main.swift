import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsStorageLive
import SyncUpsUI
import TerminalUI

// Measures the SyncUps program with 100 sync-ups of 20 past meetings each: the record
// screen's tick and transcript word, each from the action to the drawn 200x60 frame (target
// under 1 ms), and start-up from the database file to the first frame (target under 100 ms).
// Run it with `scripts/bench` (release build).

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func printRow(_ label: String, _ value: Double) {
  print("  " + label.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: "%8.3f", value))
}

@inline(never)
func blackHole<T>(_ value: T) {}

/// 100 sync-ups, 6 attendees and 20 meetings each, 30 minutes long.
func syncUps() -> IdentifiedArrayOf<SyncUp> {
  IdentifiedArray((0..<100).map { index in
    SyncUp(
      id: SyncUp.ID(UUID()),
      attendees: IdentifiedArray((0..<6).map { Attendee(id: Attendee.ID(UUID()), name: "Attendee \($0)") }),
      duration: .seconds(1800),
      meetings: IdentifiedArray((0..<20).map {
        Meeting(
          id: Meeting.ID(UUID()), date: Date(timeIntervalSince1970: 1_700_000_000 - Double($0) * 86_400),
          transcript: String(repeating: "We talked about the plan for the week. ", count: 20)
        )
      }),
      theme: Theme.allCases[index % Theme.allCases.count],
      title: "Sync-up \(index)"
    )
  })
}

/// A store on the record screen of the first sync-up, with the whole list shared.
@MainActor
func recordingStore(_ list: IdentifiedArrayOf<SyncUp>) -> Store<SyncUpsTerminal.State, SyncUpsTerminal.Action> {
  withDependencies {
    $0.sharedStorage = SharedStorage(persisting: false)
  } operation: {
    @Shared(.syncUps) var shared = list
    var state = SyncUpsTerminal.State(app: AppFeature.State())
    state.app.path = try! SyncUpsRoute(title: list[0].title, screen: .record).path(in: $shared)
    // Ticks are sent by hand: the meeting's own timer and recogniser are not started.
    state.startedRecordings = Set(state.app.path.ids)
    return Store(initialState: state) { SyncUpsTerminal() }
  }
}

@MainActor
func measureRecordScreen(runs: Int = 2_000) {
  let store = recordingStore(syncUps())
  let size = Size(width: 200, height: 60)
  let recordID = store.state.app.path.ids.last!
  var ticks: [Double] = []
  var words: [Double] = []
  var transcript = ""
  for index in 0..<runs {
    let start = ContinuousClock.now
    if index % 2 == 0 {
      store.send(.app(.path(.element(id: recordID, action: .record(.timerTick)))))
    } else {
      transcript += "word\(index) "
      let heard = SpeechRecognitionResult(bestTranscription: Transcription(formattedString: transcript), isFinal: false)
      store.send(.app(.path(.element(id: recordID, action: .record(.speechResult(heard))))))
    }
    var frame = Frame(size: size)
    SyncUpsScreen.render(store.state, into: &frame)
    blackHole(frame)
    let elapsed = milliseconds(ContinuousClock.now - start)
    if index % 2 == 0 { ticks.append(elapsed) } else { words.append(elapsed) }
  }
  print("record screen at 200x60, 100 sync-ups of 20 meetings (median, ms)")
  printRow("timer tick to drawn frame (< 1)", median(ticks))
  printRow("transcript word to drawn frame (< 1)", median(words))
}

@MainActor
func measureStartUp(runs: Int = 9) throws {
  let directory = NSTemporaryDirectory() + "syncups-bench-\(getpid())"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let path = directory + "/syncups.sqlite"
  let list = syncUps()
  var saves: [Double] = []
  for _ in 0..<runs {
    let database = try SyncUpsDatabase.open(path: path)
    let start = ContinuousClock.now
    try SyncUpsStore.live(database).save(list)
    saves.append(milliseconds(ContinuousClock.now - start))
    database.close()
  }
  var firstFrames: [Double] = []
  var loads: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    let database = try SyncUpsDatabase.open(path: path)
    let store = SyncUpsStore.live(database)
    let loadStart = ContinuousClock.now
    let loaded = try store.load() ?? []
    loads.append(milliseconds(ContinuousClock.now - loadStart))
    let state = withDependencies {
      $0.sharedStorage = SharedStorage(persisting: false)
    } operation: {
      @Shared(.syncUps) var shared = loaded
      return SyncUpsTerminal.State(app: AppFeature.State())
    }
    let app = Store(initialState: state) { SyncUpsTerminal() }
    var frame = Frame(size: Size(width: 200, height: 60))
    SyncUpsScreen.render(app.state, into: &frame)
    firstFrames.append(milliseconds(ContinuousClock.now - start))
    blackHole(frame)
    database.close()
  }
  print("start-up with 100 sync-ups of 20 meetings in a database file (median of \(runs), ms)")
  printRow("read the list", median(loads))
  printRow("open, read, make the store, first frame (< 100)", median(firstFrames))
  printRow("save the whole list, one transaction", median(saves))
}

print("SyncUps benchmarks (release build)\n")
measureRecordScreen()
print()
try measureStartUp()
