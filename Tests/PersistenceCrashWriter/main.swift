// A child process for PersistenceTests.
//
//   persistence-crash-writer write PATH   commits batches of rows until killed, printing the
//                                         committed batch count after each commit
//   persistence-crash-writer open PATH    opens PATH and prints "opened" or the error (exit 1)
import Foundation
import Persistence

/// Rows each transaction inserts; the test checks that batches are never partial.
let rowsPerBatch = 10

let schema = [
  Migration(
    "batches",
    sql: """
      CREATE TABLE batch_count (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL);
      INSERT INTO batch_count VALUES (1, 0);
      CREATE TABLE entries (batch INTEGER NOT NULL, position INTEGER NOT NULL, payload TEXT NOT NULL);
      """)
]

/// Writes straight to the file descriptor: no buffer can hold back a count after a commit.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: persistence-crash-writer write|open PATH\n".utf8))
  exit(64)
}

do {
  let database = try Database(path: arguments[2], migrations: schema)
  guard arguments[1] == "write" else {
    report("opened")
    exit(0)
  }
  var committed = try database.read { try $0.queryValue("SELECT count FROM batch_count", as: Int.self) ?? 0 }
  report("\(committed)")
  while true {
    committed = try database.write { connection in
      let batch = try connection.queryValue("SELECT count FROM batch_count", as: Int.self) ?? 0
      let insert = try connection.prepare("INSERT INTO entries VALUES (?, ?, ?)")
      for position in 0..<rowsPerBatch {
        try insert.execute([batch + 1, position, String(repeating: "x", count: 200)])
      }
      try connection.execute("UPDATE batch_count SET count = ?", [batch + 1])
      return batch + 1
    }
    report("\(committed)")
  }
} catch {
  report("\(error)")
  exit(1)
}
