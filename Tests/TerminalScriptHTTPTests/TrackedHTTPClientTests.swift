import Foundation
import HTTP
import TerminalScript
import TerminalScriptHTTP
import TerminalUI
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP client as a recorded run gives it: its answers written into the session, with their
/// status and headers, and a replay of the session answered from them with no server at all.
@MainActor
@Suite struct TrackedHTTPClientTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  @Test func anAnswerIsRecordedAndReplayedWithoutTheServer() async throws {
    let server = try LoopbackHTTPServer { request in
      .response(status: 201, headers: ["X-Place": "Lisbon"], body: Data("sunny in \(request.path)".utf8))
    }
    let url = server.url("/forecast")
    let path = directory.file("run.session")
    let recording = try ProgramDriver(
      program: "weather", script: Script(steps: []), size: Size(width: 20, height: 2), recordPath: path, replaying: nil
    )
    recording.sessionRecorder?.begin(program: "weather", size: Size(width: 20, height: 2))
    let (data, response) = try await recording.tracking(.live).data(for: URLRequest(url: url))
    #expect(String(decoding: data, as: UTF8.self) == "sunny in /forecast")
    #expect(response.statusCode == 201)
    #expect(response.value(forHTTPHeaderField: "X-Place") == "Lisbon")
    server.stop()

    let session = try SessionRecording(text: String(contentsOfFile: path, encoding: .utf8))
    #expect(session.exchanges.map(\.url) == [url.absoluteString])
    #expect(session.exchanges.first?.status == 201)
    let replay = try ProgramDriver(
      program: "weather", script: nil, size: Size(width: 20, height: 2), recordPath: nil, replaying: (session, path)
    )
    let unreachable = HTTPClient { _ in throw URLError(.cannotConnectToHost) }
    let (replayedData, replayedResponse) = try await replay.tracking(unreachable).data(for: URLRequest(url: url))
    #expect(replayedData == data)
    #expect(replayedResponse.statusCode == 201)
    #expect(replayedResponse.value(forHTTPHeaderField: "X-Place") == "Lisbon")
    await #expect(throws: (any Error).self) {
      try await replay.tracking(unreachable).data(for: URLRequest(url: server.url("/another")))
    }
  }

  @Test func aFailureIsRecordedAndToldAgainInTheReplay() async throws {
    let path = directory.file("failed.session")
    let recording = try ProgramDriver(
      program: "weather", script: Script(steps: []), size: Size(width: 20, height: 2), recordPath: path, replaying: nil
    )
    recording.sessionRecorder?.begin(program: "weather", size: Size(width: 20, height: 2))
    let refused = HTTPClient { _ in throw URLError(.cannotConnectToHost) }
    let url = URL(string: "http://127.0.0.1:9/forecast")!
    await #expect(throws: URLError.self) { try await recording.tracking(refused).data(for: URLRequest(url: url)) }

    let session = try SessionRecording(text: String(contentsOfFile: path, encoding: .utf8))
    #expect(session.exchanges.count == 1)
    #expect(session.exchanges.first?.error != nil)
    let replay = try ProgramDriver(
      program: "weather", script: nil, size: Size(width: 20, height: 2), recordPath: nil, replaying: (session, path)
    )
    await #expect(throws: (any Error).self) {
      try await replay.tracking(.live).data(for: URLRequest(url: url))
    }
  }
}
