// A child process for the test of the SIGUSR1 screenshot events.
//
//   casestudies-signal-listener COUNT   listens with the live screenshots client, prints
//                                       "listening" and then "event N" for each signal,
//                                       and exits after COUNT events.
import CaseStudies
import Foundation

guard CommandLine.arguments.count == 2, let count = Int(CommandLine.arguments[1]), count > 0 else {
  FileHandle.standardError.write(Data("usage: casestudies-signal-listener COUNT\n".utf8))
  exit(64)
}
let events = await Screenshots.sigusr1()
/// Writes a line at once (unbuffered), so the test reads it while this process waits.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

say("listening")
var seen = 0
for await _ in events {
  seen += 1
  say("event \(seen)")
  if seen == count { break }
}
