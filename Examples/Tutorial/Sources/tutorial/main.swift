#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Persistence
import TerminalScript
import TerminalUI
import TutorialChapter1
import TutorialChapter2
import TutorialChapter3
import TutorialChapter4
import TutorialChapter5
import TutorialChapter6
import TutorialChapter7

/// The chapter to run: `--chapter N`, 1 to 7; without it, the last, the finished program.
let (program, chosen) = Program.start("tutorial", usage: usage) { arguments in
  var chapter: Int?
  while let argument = try arguments.next() {
    guard argument == "--chapter" else { throw ArgumentError.unknown(argument) }
    let value = try arguments.value(of: argument, needing: "a chapter number")
    guard let number = Int(value), (1...7).contains(number) else {
      throw ArgumentError("--chapter \(value): there are chapters 1 to 7")
    }
    chapter = number
  }
  return chapter
}
let chapter = chosen ?? 7
// Chapters 6 and 7 keep the list in a file: one that is there but unreadable stops the program
// before anything can be written over it.
if chapter >= 6, !program.driver.isIsolated {
  do {
    try UnreadableSyncUpsFile.check(.syncUpsFile(environment: ProcessInfo.processInfo.environment))
  } catch {
    let isFolder = (try? FileManager.default.attributesOfItem(atPath: error.path)[.type] as? FileAttributeType) == .typeDirectory
    let problem: DataFileProblem = isFolder ? .folder : .notData(kind: "a list of sync-ups", detail: error.reason)
    program.fail(problem.sentence(path: error.path, remedy: "Move it away or mend it, then run again."))
  }
}
let reason: ExitReason
switch chapter {
case 1: reason = await Chapter1.run(program.driver)
case 2: reason = await Chapter2.run(program.driver)
case 3: reason = await Chapter3.run(program.driver)
case 4: reason = await Chapter4.run(program.driver)
case 5: reason = await Chapter5.run(program.driver)
case 6: reason = await Chapter6.run(program.driver)
default: reason = await Chapter7.run(program.driver)
}
program.end(reason)
