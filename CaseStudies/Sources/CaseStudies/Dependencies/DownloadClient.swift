import CasePaths
import Dependencies
import DependenciesMacros
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads a file, telling of its progress: a stream of `updateProgress` events, then one
/// `response` with the data.
@DependencyClient
public struct DownloadClient: Sendable {
  /// What a download tells of.
  @CasePathable
  public enum Event: Equatable, Sendable {
    case response(Data)
    case updateProgress(Double)
  }

  /// Why a download failed.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
  }

  /// Downloads `url`: progress events, then the response; the stream throws when it fails.
  public var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = { _ in
    AsyncThrowingStream { $0.finish(throwing: Failure("unimplemented")) }
  }
}

extension DownloadClient {
  /// A simulated download on `clock`: progress every 1% over `duration`, then empty data.
  public static func simulated(clock: any Clock<Duration>, duration: Duration = .seconds(4)) -> DownloadClient {
    DownloadClient { _ in
      AsyncThrowingStream { continuation in
        let task = Task {
          do {
            for percent in 1...100 {
              try await clock.sleep(for: duration / 100)
              continuation.yield(.updateProgress(Double(percent) / 100))
            }
            continuation.yield(.response(Data()))
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// A real download over HTTP, telling of progress as the body arrives (when the server
  /// gives its length), then the whole body.
  public static let http = DownloadClient { url in
    AsyncThrowingStream { continuation in
      let receiver = DownloadReceiver(continuation)
      let session = URLSession(configuration: .ephemeral, delegate: receiver, delegateQueue: nil)
      let task = session.dataTask(with: url)
      continuation.onTermination = { _ in
        task.cancel()
        session.invalidateAndCancel()
      }
      task.resume()
    }
  }
}

/// Collects a download's body from URLSession's delegate calls and turns them into events.
final class DownloadReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let continuation: AsyncThrowingStream<DownloadClient.Event, any Error>.Continuation
  private let lock = NSLock()
  private var data = Data()
  private var expected: Int64 = -1
  private var status = 0

  init(_ continuation: AsyncThrowingStream<DownloadClient.Event, any Error>.Continuation) {
    self.continuation = continuation
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    lock.withLock {
      expected = response.expectedContentLength
      status = (response as? HTTPURLResponse)?.statusCode ?? 0
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let progress: Double? = lock.withLock {
      self.data.append(data)
      let total = expected > 0 ? expected : dataTask.countOfBytesExpectedToReceive
      return total > 0 ? min(1, Double(self.data.count) / Double(total)) : nil
    }
    if let progress { continuation.yield(.updateProgress(progress)) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    session.finishTasksAndInvalidate()
    let (data, status) = lock.withLock { (self.data, self.status) }
    if let error {
      continuation.finish(throwing: error)
    } else if !(200..<300).contains(status) {
      continuation.finish(throwing: DownloadClient.Failure("\(task.originalRequest?.url?.absoluteString ?? "The server") answered \(status)"))
    } else {
      continuation.yield(.response(data))
      continuation.finish()
    }
  }
}

extension DependencyValues {
  /// The download client of the offline downloads study.
  public var downloadClient: DownloadClient {
    get { self[DownloadClientKey.self] }
    set { self[DownloadClientKey.self] = newValue }
  }
}

/// Live: the simulation on the real clock (`casestudies --real-downloads` installs `http`).
/// In tests, `DownloadClient()`: `download` reports "Unimplemented: 'DownloadClient.download'"
/// and answers a stream that fails.
private enum DownloadClientKey: DependencyKey {
  static let liveValue = DownloadClient.simulated(clock: ContinuousClock())
  static let previewValue = DownloadClient.simulated(clock: ContinuousClock(), duration: .milliseconds(500))
  static let testValue = DownloadClient()
}
