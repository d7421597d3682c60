import Foundation

// The figures a person at the terminal feels, measured from outside the release programs,
// each with large data written by its own storage where it keeps any: start-up to the first
// frame, key to frame (median and p99) for the keys used most, peak memory, and the peak of
// printing `--help`; and the same for the floor, `terminal-floor`, a program of the same
// terminal layer that draws one frame, against which start-up is read. `scripts/bench` runs it
// with the folder of the release programs: UserFigures BIN_PATH [PROGRAM...], where naming
// programs measures only those (and the floor), to compare one change before and after.

// The arrows as a terminal in keypad mode sends them, which is the mode ncurses turns on.
let arrowDown = "\u{1B}OB"
let arrowUp = "\u{1B}OA"

/// One program under measurement: how to start it, what its first frame shows, how to bring
/// it to the state measured, and the keys pressed there.
struct Subject {
  var program: String
  var data: String
  var arguments: [String]
  var firstFrameShows: String
  var prepare: (TerminalRun) throws -> Void = { _ in }
  /// The keys pressed in turn; none for a program whose screens have no list to move in.
  var keys: [String] = [arrowDown, arrowUp]
}

/// What was measured for one program, in milliseconds and bytes.
struct Measurement {
  var startUp: Double
  var keyMedian: Double?
  var keyP99: Double?
  var peakMemory: Int
  var helpPeakMemory: Int
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The value below which `fraction` of `values` lie.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

func measure(_ subject: Subject, bin: String, environment: [String: String], startUps: Int = 7, presses: Int = 300) throws -> Measurement {
  let program = bin + "/" + subject.program
  var startUpTimes: [Double] = []
  for _ in 0..<startUps {
    let run = try TerminalRun(program, subject.arguments, environment: environment, columns: 80, rows: 24)
    defer { run.stop() }
    startUpTimes.append(milliseconds(try run.time(whenOutputContains: subject.firstFrameShows) - run.started))
  }
  let run = try TerminalRun(program, subject.arguments, environment: environment, columns: 80, rows: 24)
  defer { run.stop() }
  _ = try run.time(whenOutputContains: subject.firstFrameShows)
  try subject.prepare(run)
  var latencies: [Double] = []
  for index in 0..<(subject.keys.isEmpty ? 0 : presses) {
    latencies.append(milliseconds(try run.latency(ofKey: subject.keys[index % subject.keys.count])))
  }
  return Measurement(
    startUp: percentile(startUpTimes, 0.5), keyMedian: latencies.isEmpty ? nil : percentile(latencies, 0.5),
    keyP99: latencies.isEmpty ? nil : percentile(latencies, 0.99), peakMemory: try run.peakMemory(),
    helpPeakMemory: try helpPeakMemory(of: program, environment: environment)
  )
}

guard CommandLine.arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: UserFigures BIN_PATH [PROGRAM...] (the folder of the release programs)\n".utf8))
  exit(64)
}
let bin = CommandLine.arguments[1]
let chosen = Set(CommandLine.arguments.dropFirst(2))
let home = NSTemporaryDirectory() + "user-figures-\(getpid())"
try FileManager.default.createDirectory(atPath: home + "/data", withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: home) }
let environment = [
  "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home, "XDG_DATA_HOME": home + "/data",
  "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
]

print("Figures users feel: release programs in an 80x24 pseudo-terminal, timed from outside")
print("(start-up: median of 7 starts; keys: 300 presses, alternating; peak: VmHWM after them;")
print("--help: the peak of printing the help)\n")
let floor = Subject(program: "terminal-floor", data: "one frame, nothing else", arguments: [], firstFrameShows: "floor: one frame", keys: [])
let subjects = [
  Subject(
    program: "todos", data: "10,000 todos", arguments: ["--db", try await SampleData.todos(in: home)],
    firstFrameShows: "10000 items"
  ),
  Subject(
    program: "syncups", data: "1,000 sync-ups x 50 meetings", arguments: ["--db", try SampleData.syncUps(in: home)],
    firstFrameShows: "Sync-up 0"
  ),
  Subject(
    program: "voicememos", data: "1,000 memos", arguments: [], firstFrameShows: "1000 memos"
  ),
  Subject(
    program: "casestudies", data: "recursion, 50 levels deep", arguments: ["--open", "recursion"],
    firstFrameShows: "Recursion",
    // Each level: add a row, open it. Then three rows to move between.
    prepare: { run in
      for _ in 0..<50 { try run.type("a\r") }
      try run.type("aaa")
    }
  ),
  Subject(program: "tictactoe", data: "the login form", arguments: [], firstFrameShows: "Email", keys: []),
  Subject(program: "search", data: "offline, no query yet", arguments: ["--offline"], firstFrameShows: "Type a place", keys: []),
  Subject(
    program: "speechrecognition", data: "before listening", arguments: [], firstFrameShows: "Press space to start", keys: []
  ),
  Subject(program: "tutorial", data: "chapter 7, no sync-ups", arguments: [], firstFrameShows: "No sync-ups yet", keys: []),
]
try await SampleData.voiceMemos(inDataHome: home + "/data")

let header = ["program", "data", "start-up ms", "key median ms", "key p99 ms", "peak MiB", "--help MiB"]
let widths = [19, 30, 13, 15, 12, 10, 12]
func row(_ cells: [String]) -> String {
  zip(cells, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }.joined()
}
func mebibytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }
func figure(_ value: Double?, _ format: String) -> String { value.map { String(format: format, $0) } ?? "-" }

let floorFigures = try measure(floor, bin: bin, environment: environment)
print(row(header))
print(row(["target", "", "<= 2x floor", "", "<= 5", "<= 24", "todos <= 16"]))
print(row([
  floor.program, floor.data, String(format: "%.1f", floorFigures.startUp), "-", "-",
  String(format: "%.1f", mebibytes(floorFigures.peakMemory)), String(format: "%.1f", mebibytes(floorFigures.helpPeakMemory)),
]))
var missed: [String] = []
for subject in subjects where chosen.isEmpty || chosen.contains(subject.program) {
  let figures = try measure(subject, bin: bin, environment: environment)
  print(row([
    subject.program, subject.data, String(format: "%.1f", figures.startUp), figure(figures.keyMedian, "%.2f"),
    figure(figures.keyP99, "%.2f"), String(format: "%.1f", mebibytes(figures.peakMemory)),
    String(format: "%.1f", mebibytes(figures.helpPeakMemory)),
  ]))
  if figures.startUp > 2 * floorFigures.startUp { missed.append("\(subject.program) start-up") }
  if let p99 = figures.keyP99, p99 > 5 { missed.append("\(subject.program) key p99") }
  if mebibytes(figures.peakMemory) > 24 { missed.append("\(subject.program) memory") }
  // The one program whose help is held to a figure: it loads no ICU and no network library.
  if subject.program == "todos", mebibytes(figures.helpPeakMemory) > 16 { missed.append("todos --help memory") }
}
print(missed.isEmpty ? "\nall targets met" : "\nmissed: " + missed.joined(separator: ", "))
