/// An argument a program cannot use, in words. The program exits with `status`: 64 for a
/// wrong argument or value, 1 for a file an argument names that cannot be used. One line is
/// printed, ending in "see PROGRAM --help" when `pointsToHelp` (by default, with status 64):
/// the whole usage would scroll the line that matters off the screen.
public struct ArgumentError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public var status: Int32
  public var pointsToHelp: Bool

  public init(_ description: String, status: Int32 = 64, pointsToHelp: Bool? = nil) {
    self.description = description
    self.status = status
    self.pointsToHelp = pointsToHelp ?? (status == 64)
  }

  /// An argument the program does not take.
  public static func unknown(_ argument: String) -> ArgumentError {
    ArgumentError("unknown argument \(argument)")
  }

  /// The line a program prints for this error, after its name.
  public func line(program: String) -> String {
    pointsToHelp ? Self.line(description, program: program) : description
  }

  /// `message`, then where to read what the program takes.
  public static func line(_ message: String, program: String) -> String {
    "\(message); see \(program) --help"
  }
}
