import Foundation
import Persistence
import Testing

@Suite struct ValueRoundTripTests {
  let database: Database

  init() throws {
    database = try Database(inMemoryWith: [Migration("values", sql: "CREATE TABLE item (value)")])
  }

  /// Stores `value` in a column without a declared type and reads it back as `T`.
  func roundTrip<T: DatabaseValueConvertible>(_ value: T) throws -> T {
    try database.write { connection in
      try connection.execute("DELETE FROM item")
      try connection.execute("INSERT INTO item (value) VALUES (?)", [value])
      let rows = try connection.query("SELECT value FROM item")
      #expect(rows.count == 1)
      return try rows[0].column(0, as: T.self)
    }
  }

  @Test func everyBindableType() throws {
    #expect(try roundTrip(42) == 42)
    #expect(try roundTrip(Int.min) == Int.min)
    #expect(try roundTrip(Int64.max) == Int64.max)
    #expect(try roundTrip(3.25) == 3.25)
    #expect(try roundTrip(-0.000_001) == -0.000_001)
    #expect(try roundTrip("plain") == "plain")
    #expect(try roundTrip("") == "")
    #expect(try roundTrip(Data([0, 1, 2, 255])) == Data([0, 1, 2, 255]))
    #expect(try roundTrip(Data()) == Data())
    #expect(try roundTrip(true) == true)
    #expect(try roundTrip(false) == false)
    let date = Date(timeIntervalSince1970: 1_700_000_000.125)
    #expect(try roundTrip(date) == date)
    let id = UUID()
    #expect(try roundTrip(id) == id)
    #expect(try roundTrip(DatabaseValue.real(1.5)) == .real(1.5))
  }

  @Test func uuidIsStoredAsFoundationSpellsIt() throws {
    let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(id.databaseValue == .text(id.uuidString))
    #expect(UUID.fromDatabaseValue(.text("e621e1f8-c36c-495a-93fc-0c247a3e6e5f")) == id)
    #expect(UUID.fromDatabaseValue(.text("E621E1F8C36C495A93FC0C247A3E6E5F")) == nil)
    #expect(UUID.fromDatabaseValue(.text("G621E1F8-C36C-495A-93FC-0C247A3E6E5F")) == nil)
    #expect(UUID.fromDatabaseValue(.text("")) == nil)
  }

  @Test func nullHandling() throws {
    #expect(try roundTrip(String?.none) == .some(nil))
    #expect(try roundTrip(Int?.some(7)) == .some(7))
    #expect(try roundTrip(DatabaseValue.null) == .null)
    // NULL read as a non-optional type is an error, not a silent zero.
    _ = try roundTrip(Int?.none)
    #expect(throws: DatabaseError.self) {
      try database.read { try $0.query("SELECT value FROM item")[0].column(0, as: Int.self) }
    }
    // Reading a value of another type as an optional still fails instead of returning nil.
    _ = try roundTrip("text")
    let error = #expect(throws: DatabaseError.self) {
      try database.read { try $0.query("SELECT value FROM item")[0].column(0, as: Int?.self) }
    }
    #expect(error?.kind == .typeMismatch(column: 0, expected: "Optional<Int>", found: "TEXT"))
  }

  @Test func unicodeText() throws {
    for text in ["Grüße, Zoë", "日本語のテキスト", "👩‍👩‍👧‍👦 family", "e\u{301} combining", "nul \0 inside", "\u{10FFFF}"] {
      #expect(try roundTrip(text) == text)
    }
    // SQLite must see characters, not bytes, or length() and LIKE break.
    let length = try database.read { try $0.queryValue("SELECT length(?)", ["日本語"], as: Int.self) }
    #expect(length == 3)
  }

  @Test func largeBlob() throws {
    // Random words rather than random bytes: generating 8 MB byte by byte is slow in debug builds.
    var generator = SystemRandomNumberGenerator()
    let words = (0..<1024 * 1024).map { _ in generator.next() as UInt64 }
    let blob = words.withUnsafeBytes { Data($0) }
    #expect(blob.count == 8 * 1024 * 1024)
    #expect(try roundTrip(blob) == blob)
  }

  @Test func rowsByColumnName() throws {
    let rows = try database.read { try $0.query("SELECT 1 AS one, 'two' AS two") }
    #expect(try rows[0].column(named: "two", as: String.self) == "two")
    #expect(try rows[0].column(named: "one", as: Int.self) == 1)
    #expect(throws: DatabaseError.self) { try rows[0].column(named: "three", as: Int.self) }
    #expect(throws: DatabaseError.self) { try rows[0].column(2, as: Int.self) }
  }

  @Test func streamingIteration() throws {
    let sum = try database.write { connection in
      let insert = try connection.prepare("INSERT INTO item (value) VALUES (?)")
      for number in 1...100 { try insert.execute([number]) }
      var sum = 0
      try connection.prepare("SELECT value FROM item WHERE value > ?").forEachRow([50]) { row in
        sum += try row.column(0, as: Int.self)
      }
      return sum
    }
    #expect(sum == (51...100).reduce(0, +))
  }

  @Test func wrongArgumentCountIsAnError() throws {
    let error = #expect(throws: DatabaseError.self) {
      try database.write { try $0.execute("INSERT INTO item (value) VALUES (?)", [1, 2]) }
    }
    #expect(error?.statement == "INSERT INTO item (value) VALUES (?)")
  }

  @Test func syntaxErrorNamesTheStatement() throws {
    let error = #expect(throws: DatabaseError.self) {
      try database.write { try $0.execute("INSERT INTO nowhere VALUES (1)") }
    }
    #expect(error?.statement == "INSERT INTO nowhere VALUES (1)")
    #expect(error?.sqliteMessage == "no such table: nowhere")
    #expect(error?.description.contains("no such table: nowhere") == true)
  }
}
