/// What can be wrong with a program's data file, worded alike in every program: what the path
/// is, that nothing was written to it, and what the user can do. `DatabaseError` words its
/// file problems through it, and so does a program that keeps its data in another kind of
/// file (the tutorial's JSON list), so a folder or another program's file reads the same.
public enum DataFileProblem: Sendable, Equatable {
  /// A database another program keeps (another application id, or none of this program's
  /// tables).
  case anotherProgramsFile
  /// A folder (or a device) where a file was expected.
  case folder
  /// A file in a folder where this user cannot create files: the file itself, or the log
  /// SQLite keeps beside it.
  case folderNotWritable(folder: String, reason: String)
  /// A file of the right kind whose contents cannot be read; `detail` says how.
  case damaged(detail: String)
  /// A file that is not of the program's kind at all (a text file given as a database).
  case notData(kind: String, detail: String)

  /// One sentence about `path`: what it is, then that nothing was written, then `remedy`,
  /// what to do ("Choose another file with --db PATH."; nothing added when empty).
  public func sentence(path: String, remedy: String) -> String {
    let what: String
    switch self {
    case .anotherProgramsFile: what = "\(path) is another program's data file; it was left untouched."
    case .folder: what = "\(path) is a folder, not a file; it was left untouched."
    case .folderNotWritable(let folder, let reason):
      what = "\(folder), the folder of \(path), cannot be written (\(reason)); nothing was written."
    case .damaged(let detail): what = "\(path) is damaged (\(detail)); it was left untouched."
    case .notData(let kind, let detail): what = "\(path) is not \(kind) (\(detail)); it was left untouched."
    }
    return remedy.isEmpty ? what : "\(what) \(remedy)"
  }
}
