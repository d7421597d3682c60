// Measures the Persistence layer on a real file (WAL, synchronous=FULL), as the examples use it.
// Run with scripts/bench-persistence (release build). Targets: each median under 50 ms.
import Foundation
import Persistence

let rowCount = 10_000
let runs = 7

struct Item: Sendable {
  let id: UUID
  let title: String
  let isDone: Bool
  let created: Date
}

/// Two tables of the same rows: keyed by UUID text as the examples store them, and a plain rowid
/// table, where the difference shows the cost of SQLite maintaining the UUID index.
let schema = [
  Migration(
    "items",
    sql: """
      CREATE TABLE item (id TEXT PRIMARY KEY, title TEXT NOT NULL, done INTEGER NOT NULL, created REAL NOT NULL);
      CREATE TABLE plain_item (id TEXT NOT NULL, title TEXT NOT NULL, done INTEGER NOT NULL, created REAL NOT NULL);
      """)
]

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let directory = NSTemporaryDirectory() + "persistence-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }

let items = (0..<rowCount).map { Item(id: UUID(), title: "Item number \($0)", isDone: $0 % 3 == 0, created: Date()) }
var insertTimes: [Double] = []
var plainInsertTimes: [Double] = []
var readTimes: [Double] = []
let clock = ContinuousClock()

for run in 0..<runs {
  let database = try Database(path: directory + "/bench-\(run).sqlite", migrations: schema)
  insertTimes.append(milliseconds(try clock.measure {
    try database.write { connection in
      let insert = try connection.prepare("INSERT INTO item VALUES (?, ?, ?, ?)")
      for item in items { try insert.execute([item.id, item.title, item.isDone, item.created]) }
    }
  }))
  plainInsertTimes.append(milliseconds(try clock.measure {
    try database.write { connection in
      let insert = try connection.prepare("INSERT INTO plain_item VALUES (?, ?, ?, ?)")
      for item in items { try insert.execute([item.id, item.title, item.isDone, item.created]) }
    }
  }))
  var read: [Item] = []
  readTimes.append(milliseconds(try clock.measure {
    read = try database.read { connection in
      var rows: [Item] = []
      rows.reserveCapacity(rowCount)
      try connection.prepare("SELECT id, title, done, created FROM item").forEachRow { row in
        rows.append(Item(
          id: try row.column(0), title: try row.column(1), isDone: try row.column(2), created: try row.column(3)))
      }
      return rows
    }
  }))
  guard read.count == rowCount else { fatalError("read back a different number of rows") }
}

print("Persistence, median of \(runs) runs (\(rowCount) rows, file in WAL mode):")
print(String(format: "  insert in one transaction  %7.2f ms  (target < 50 ms)", median(insertTimes)))
print(String(format: "  same, table without index  %7.2f ms", median(plainInsertTimes)))
print(String(format: "  read back                  %7.2f ms  (target < 50 ms)", median(readTimes)))
