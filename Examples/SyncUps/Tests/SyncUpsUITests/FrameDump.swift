import Foundation
import Testing

@MainActor
struct FrameDump {
  @Test func dump() throws {
    for (name, make) in Screens.all {
      for (w, h) in [(80, 24), (120, 40)] {
        try frame(make(), w, h).write(toFile: "/tmp/syncups-frames/\(name)-\(w)x\(h).txt", atomically: true, encoding: .utf8)
      }
    }
  }
}
