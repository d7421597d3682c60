// A child process for the cross-process tests of shared values.
//
//   shared-counter file PATH COUNT READY PEERS       adds 1 COUNT times, through withLock, to a
//   shared-counter key-value PATH COUNT READY PEERS  count kept in the file PATH, or under the
//                                                    key "count" of the SQLite file PATH.
//
// Before counting, it leaves a file in the directory READY and waits until PEERS processes
// have, so that the peers count at the same time. It prints the count it ended with, or
// fails when a change could not be saved.
import Dependencies
import Sharing
import Foundation
import Persistence
import SharedKeyValue

let arguments = CommandLine.arguments
guard arguments.count == 6, let count = Int(arguments[3]), let peers = Int(arguments[5]) else {
  FileHandle.standardError.write(Data("usage: shared-counter file|key-value PATH COUNT READY PEERS\n".utf8))
  exit(64)
}
let (mode, path, ready) = (arguments[1], arguments[2], arguments[4])

let total: Shared<Int>
switch mode {
case "file":
  total = Shared(wrappedValue: 0, .fileStorage(URL(fileURLWithPath: path)))
case "key-value":
  let store = try KeyValueStore(database: Database(path: path))
  total = withDependencies { $0.defaultKeyValueStore = store } operation: {
    Shared(wrappedValue: 0, .appStorage("count"))
  }
default:
  FileHandle.standardError.write(Data("shared-counter: unknown mode \(mode)\n".utf8))
  exit(64)
}

_ = FileManager.default.createFile(atPath: ready + "/\(getpid())", contents: nil)
let deadline = Date().addingTimeInterval(30)
while (try? FileManager.default.contentsOfDirectory(atPath: ready).count) ?? 0 < peers, Date() < deadline {
  usleep(1_000)
}

// A change that could not be saved is lost once a later one is made to what is stored: each
// is reported, and the program fails.
var failures: [String] = []
for _ in 0..<count {
  total.withLock { $0 += 1 }
  if let error = total.saveError { failures.append("\(error)") }
}
if !failures.isEmpty {
  FileHandle.standardError.write(Data("shared-counter: \(failures.count) changes not saved: \(failures[0])\n".utf8))
  exit(1)
}
print(total.wrappedValue)
