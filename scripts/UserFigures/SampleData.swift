import ComposableArchitecture
import Foundation
import SyncUpsCore
import SyncUpsStorageLive
import TodosCore
import TodosStorageLive
import VoiceMemosCore
import VoiceMemosStorageLive

/// The large data each program is measured with, written through the programs' own storage
/// into `directory`.
enum SampleData {
  /// 10,000 todos, a quarter of them done, in `directory/todos.sqlite`.
  static func todos(in directory: String) async throws -> String {
    let path = directory + "/todos.sqlite"
    let todos = IdentifiedArray((0..<10_000).map {
      Todo.State(description: "Todo number \($0): water the plants", id: UUID(), isComplete: $0 % 4 == 0)
    })
    // Closed before the program opens it: todos does not open a list another process has open.
    let database = try TodosDatabase.open(path: path)
    defer { database.close() }
    try await TodosStorage.live(database).save(todos)
    return path
  }

  /// 1,000 sync-ups of 6 attendees and 50 past meetings each (a transcript of a few
  /// sentences per meeting), in `directory/syncups.sqlite`.
  static func syncUps(in directory: String) throws -> String {
    let path = directory + "/syncups.sqlite"
    let list = IdentifiedArray((0..<1_000).map { index in
      SyncUp(
        id: SyncUp.ID(UUID()),
        attendees: IdentifiedArray((0..<6).map { Attendee(id: Attendee.ID(UUID()), name: "Attendee \($0)") }),
        duration: .seconds(1800),
        meetings: IdentifiedArray((0..<50).map {
          Meeting(
            id: Meeting.ID(UUID()), date: Date(timeIntervalSince1970: 1_700_000_000 - Double($0) * 86_400),
            transcript: "We went through the plan for the week. Blob will take the release notes."
          )
        }),
        theme: Theme.allCases[index % Theme.allCases.count],
        title: "Sync-up \(index)"
      )
    })
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    try SyncUpsStore.live(database).save(list)
    return path
  }

  /// 1,000 memos of a tenth of a second each, their WAV files in `data/voicememos/` with the
  /// database, as voicememos keeps them under XDG_DATA_HOME=`data`.
  static func voiceMemos(inDataHome data: String) async throws {
    let folder = data + "/voicememos"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let wav = silentWAV(samples: 1_600)
    var memos: [VoiceMemo.State] = []
    for index in 0..<1_000 {
      let url = URL(fileURLWithPath: folder).appendingPathComponent("\(UUID().uuidString).wav")
      try wav.write(to: url)
      memos.append(VoiceMemo.State(
        date: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600), duration: 0.1,
        title: "Memo \(index)", url: url
      ))
    }
    let database = try VoiceMemosDatabase.open(path: folder + "/voicememos.sqlite")
    defer { database.close() }
    try await VoiceMemosStorage.live(database).save(memos)
  }

  /// A WAV file of `samples` silent samples, PCM 16-bit mono at 16 kHz.
  static func silentWAV(samples: Int) -> Data {
    var data = Data()
    func append<Value: FixedWidthInteger>(_ value: Value) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    let bytes = UInt32(samples * 2)
    data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36) + bytes)
    data.append(contentsOf: Array("WAVEfmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
    append(UInt32(16_000)); append(UInt32(32_000)); append(UInt16(2)); append(UInt16(16))
    data.append(contentsOf: Array("data".utf8)); append(bytes)
    data.append(Data(count: Int(bytes)))
    return data
  }
}
