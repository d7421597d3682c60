// A child process for the file storage tests of Sharing.
//
//   shared-exit-writer PATH COUNT   adds 1 COUNT times to a count kept in the file PATH, then
//                                   exits at once: whatever is still waiting to be saved, the
//                                   program's storage saves on exit (file storage writes each
//                                   change as it is made).
import Sharing
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: shared-exit-writer PATH COUNT\n".utf8))
  exit(64)
}

let total = Shared(wrappedValue: 0, .fileStorage(URL(fileURLWithPath: arguments[1])))
for _ in 0..<count {
  total.withLock { $0 += 1 }
}
print(total.wrappedValue)
