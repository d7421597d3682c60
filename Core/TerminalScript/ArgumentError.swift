/// An argument a program cannot use, in words. The program exits with `status`: 64 for a
/// wrong argument or value, 1 for a file an argument names that cannot be used; the usage
/// follows the words when `showsUsage` (by default, with status 64).
public struct ArgumentError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public var status: Int32
  public var showsUsage: Bool

  public init(_ description: String, status: Int32 = 64, showsUsage: Bool? = nil) {
    self.description = description
    self.status = status
    self.showsUsage = showsUsage ?? (status == 64)
  }

  /// An argument the program does not take.
  public static func unknown(_ argument: String) -> ArgumentError {
    ArgumentError("unknown argument \(argument)")
  }
}
