/// An argument a program cannot use, in words. The program exits with `status`: 64 (with the
/// usage) for a wrong argument or value, 1 for a file an argument names that cannot be used.
public struct ArgumentError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public var status: Int32

  public init(_ description: String, status: Int32 = 64) {
    self.description = description
    self.status = status
  }

  /// An argument the program does not take.
  public static func unknown(_ argument: String) -> ArgumentError {
    ArgumentError("unknown argument \(argument)")
  }
}
