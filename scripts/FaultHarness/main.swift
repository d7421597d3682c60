// Injects the faults a program's data must survive and checks that nothing committed is lost.
// See scripts/faults for the short and long forms.
import Foundation

let usage = """
  usage: FaultHarness [--long] [--programs DIR] [--seed N]

  Injects faults into the storage of every program that keeps data (todos,
  syncups, voicememos, and the shared-state studies' JSON file and key-value
  store) and checks after each that the file opens, passes SQLite's
  integrity check, and holds everything committed before the fault, and that
  the program said what it could not save:
    disk faults     an I/O error or a full disk at every write, truncation and
                    sync SQLite makes (a VFS in this process), and at the write
                    and the rename of the JSON file
    kills           kill -9 at random moments while the release programs in DIR
                    (default .build/release) are edited in a terminal
    outside writes  another process writes to the file while the program runs
    clock jumps     dates that jump back and forward, and a file rewritten in
                    place with its old modification time
  The short form (default) samples each kind in about a minute; --long runs at
  least 200 disk faults and 200 kills per program. Prints "N passed, M failed"
  per kind and exits 1 if any case failed.
  """

var isLong = false
var programs = ".build/release"
var seed = UInt64(Date().timeIntervalSince1970)
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--long": isLong = true
  case "--programs":
    guard let value = arguments.popFirst() else { fail("--programs needs a directory") }
    programs = value
  case "--seed":
    guard let value = arguments.popFirst().flatMap(UInt64.init) else { fail("--seed needs a whole number") }
    seed = value
  case "--help", "-h":
    print(usage)
    exit(0)
  default: fail("unknown argument \(argument)")
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("FaultHarness: \(message)\n\n\(usage)\n".utf8))
  exit(64)
}

FaultyDisk.install()
signal(SIGPIPE, SIG_IGN)
let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("fault-harness-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

say("FaultHarness: \(isLong ? "long" : "short") form, seed \(seed)")
var tallies: [Tally] = []

let disk = DiskFaults(directory: directory)
for workload in StorageWorkload.all() {
  let tally = Tally("disk faults, \(workload.name)")
  let calls = try await disk.calls(of: workload)
  // Every call with both faults in the long form; a spread of about 30 cases in the short one.
  let stride = isLong ? 1 : max(1, calls / 15)
  for call in Swift.stride(from: 0, to: calls, by: stride) {
    for fault in FaultyDisk.Fault.allCases {
      tally.record(await disk.run(workload, failing: call, with: fault))
    }
  }
  say(tally.report)
  tallies.append(tally)
}

// The JSON file: each save failing in turn, once, and for three saves in a row.
signal(SIGXFSZ, SIG_IGN)
let fileFaults = FileStorageFaults(directory: directory)
let fileTally = Tally("disk faults, shared JSON file")
for from in 1...fileFaults.steps {
  for lasting in isLong ? [1, 3] : (from % 6 == 1 ? [1, 3] : []) {
    for fault in FileStorageFaults.Fault.allCases {
      fileTally.record(fileFaults.run(failingSave: from, lasting: lasting, with: fault))
    }
  }
}
say(fileTally.report)
tallies.append(fileTally)

// The cases must be able to fail: each planted defect is caught by some fault.
let planted = Tally("planted defects caught")
for workload in [PlantedDefects.savesWithoutOneTransaction(), PlantedDefects.swallowsErrors()] {
  let calls = try await disk.calls(of: workload)
  var caught = false
  for call in Swift.stride(from: 0, to: calls, by: max(1, calls / 40)) where !caught {
    caught = await disk.run(workload, failing: call, with: .diskFull) != nil
  }
  planted.record(caught ? nil : "\(workload.name): no fault found the defect")
}
say(planted.report)
tallies.append(planted)

// Dates and file times from a clock that jumps.
let clock = ClockJumps(directory: directory)
let clockTally = Tally("clock jumps")
for workload in StorageWorkload.all(dates: ClockJumps.jumpingDates) {
  clockTally.record(await clock.runWorkload(workload))
}
clockTally.record(clock.runFileRewrittenInPlace())
say(clockTally.report)
tallies.append(clockTally)

// The release programs, killed and written to from outside.
var random = SeededRandom(seed: seed)
let programsFolder = URL(fileURLWithPath: programs)
let kills = isLong ? 200 : 4
for program in ProgramUnderTest.all(in: programsFolder) {
  let tally = Tally("kill -9, \(program.name)")
  let folder = directory.appendingPathComponent("kills-\(program.name)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var killer = Kills(folder: folder, random: random)
  for run in 1...kills {
    tally.record(await killer.run(program, number: run))
    if isLong, run % 50 == 0 { say("  \(program.name): \(run) of \(kills) kills") }
  }
  let records = storedRows(in: program.databasePath(folder), program.recordsSQL)?.count ?? 0
  tally.note = "\(records) records in the file after the last kill"
  random = SeededRandom(seed: random.next())
  say(tally.report)
  tallies.append(tally)
}
for storage in CounterKills.Storage.allCases {
  let tally = Tally("kill -9, shared \(storage.rawValue) (shared-counter)")
  let folder = directory.appendingPathComponent("kills-shared-\(storage.rawValue)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var killer = CounterKills(
    folder: folder, executable: programsFolder.appendingPathComponent("shared-counter").path, random: random)
  for run in 1...kills { tally.record(await killer.run(storage, number: run)) }
  random = SeededRandom(seed: random.next())
  say(tally.report)
  tallies.append(tally)
}
let outsideTally = Tally("writes by another process")
for program in ProgramUnderTest.all(in: programsFolder) {
  let folder = directory.appendingPathComponent("outside-\(program.name)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  outsideTally.record(await OutsideWrites(folder: folder).run(program))
}
say(outsideTally.report)
tallies.append(outsideTally)

let failed = tallies.reduce(0) { $0 + $1.failures.count }
let passed = tallies.reduce(0) { $0 + $1.passed }
say("FaultHarness: \(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
