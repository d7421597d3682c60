/// Why recording or playing failed, as a value actions can carry and tests compare.
public struct AudioFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, for logs.
  public var message: String

  /// A failure saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// Any error, by its description; an `AudioFailure` stays itself.
  public init(_ error: any Error) {
    self = error as? AudioFailure ?? AudioFailure("\(error)")
  }

  /// The recorder ended without a complete file.
  public static let recordingFailed = AudioFailure("the recording could not be completed")

  public var description: String { message }
}

extension Result where Failure == AudioFailure {
  /// The outcome of an audio call; its error becomes an `AudioFailure`.
  init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(AudioFailure(error))
    }
  }
}
