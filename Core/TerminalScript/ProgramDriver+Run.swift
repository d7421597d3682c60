import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import StoreInspection
import TerminalUI

extension ProgramDriver {
  /// Reads the driver's flags (`--script`, `--size`, `--record`, `--replay`) from `arguments`
  /// and returns the others for the program's own parser. A wrong value exits with status 64
  /// and one line pointing to `--help`; a script line that is not a step exits with 64 naming every such line, an
  /// unreadable script or recording with 1 (66 for a recording of another program), and a
  /// `--record` FILE that exists (without `--force`) or cannot be created with 1, naming the
  /// file and the reason in words, all before anything runs. With `--help` or `-h` no file is read.
  public static func start(program: String, arguments: [String]) -> (ProgramDriver, [String]) {
    let options: Options
    do {
      options = try Options(arguments)
    } catch {
      exit(program: program, ArgumentError.line("\(error)", program: program), status: 64)
    }
    let showsHelp = options.others.contains("--help") || options.others.contains("-h")
    var script: Script?
    if let path = options.scriptPath, !showsHelp {
      do {
        script = try Script(parsing: read(path, what: "script", program: program))
      } catch {
        exit(program: program, error.all.map { "\(path):\($0)" }.joined(separator: "\n\(program): "), status: 64)
      }
    }
    var replaying: (SessionRecording, String)?
    if let path = options.replayPath, !showsHelp {
      do {
        let recording = try SessionRecording(text: read(path, what: "recording", program: program))
        guard recording.header.program == program else {
          exit(program: program, "\(path) is a session of \(recording.header.program ?? "another program")", status: 66)
        }
        guard options.others.isEmpty else {
          exit(
            program: program, ArgumentError.line("--replay runs with the recorded arguments; give it no others", program: program),
            status: 64
          )
        }
        replaying = (recording, path)
      } catch {
        exit(program: program, "\(path): \(error)", status: 1)
      }
    }
    // A recording in the terminal needs one: checked before the file is created, so that
    // `PROGRAM --record FILE </dev/null` leaves nothing behind.
    if options.recordPath != nil, script == nil, !showsHelp { TerminalUI.requireTerminal(program: program) }
    do {
      let driver = try ProgramDriver(
        program: program, script: script, size: options.size, recordPath: showsHelp ? nil : options.recordPath,
        replaying: replaying, arguments: options.others, overwritesRecording: options.overwritesRecording,
        charset: options.charset, inspects: options.inspects
      )
      driver.takesMouse = options.takesMouse
      driver.emittedTest = options.emittedTest
      driver.scripted?.stylesPath = options.stylesPath
      // A replay runs with the arguments of the recorded run, as if given again.
      return (driver, replaying?.0.header.arguments ?? options.others)
    } catch let problem as FileProblem where problem.reason == FileProblem.words(for: EEXIST) {
      exit(program: program, "cannot write the recording \(problem.path): it already exists; add --force to replace it", status: 1)
    } catch let problem as FileProblem {
      exit(program: program, "cannot write the recording \(problem.path): \(problem.reason)", status: 1)
    } catch {
      exit(program: program, "cannot write the recording \(options.recordPath ?? ""): \(error)", status: 1)
    }
  }

  /// Runs the screen: in the terminal (recording it with `--record`), through the script, or
  /// replaying a recording. A scripted run that cannot go on (a step after the program quit,
  /// a snapshot file that cannot be written) and a replay that diverges exit with status 1,
  /// naming the line; a replay that matches says how many states it compared, and with
  /// `--emit-test` writes the test of `feature` it makes.
  public func run<State, Action>(
    _ store: Store<State, Action>,
    minimumSize: Size = Size(width: 1, height: 1),
    render: @escaping (State, inout Frame) -> Void,
    keyMap: @escaping (State) -> KeyMap<Action>,
    sizeChanged: ((Size) -> Action)? = nil,
    feature: FeatureUnderTest<State, Action>? = nil
  ) async -> ExitReason {
    attach(store)
    let inspector = replaying == nil ? inspector(of: store) : nil
    if let (recording, path) = replaying, let scripted {
      if emittedTest != nil, feature == nil {
        Self.exit(program: program, "--emit-test: \(program) names no feature to test", status: 64)
      }
      do {
        // A test written from the replay needs the run loop to say which actions it sends.
        let (reason, compared) = try await scripted.replay(
          store, recording, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged,
          inspector: emittedTest == nil ? nil : self.inspector(of: store)
        )
        writeToStandardError("\(program): replayed \(path): \(compared) states, all as recorded\n")
        if let emittedTest, let feature, let log = self.inspector(of: store).log {
          writeTest(emittedTest, of: feature, log: log, recording: recording, path: path, dependencies: store.dependencies)
        }
        return reason
      } catch {
        Self.exit(program: program, "\(path): \(error)", status: 1)
      }
    }
    if let scripted {
      sessionRecorder?.begin(program: program, size: scripted.backend.size)
      do {
        return try await scripted.run(
          store, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged, inspector: inspector
        )
      } catch {
        Self.exit(program: program, "script line \(error)", status: 1)
      }
    }
    guard let recorder = sessionRecorder, let clock, let executor else {
      return await runInTerminal(
        store, program: program, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged,
        takesMouse: takesMouse, inspector: inspector
      )
    }
    // As `runInTerminal`, with the terminal seen through the recording.
    TerminalUI.requireTerminal(program: program)
    var environment: [String: String] = [:]
    environment["NO_COLOR"] = ProcessInfo.processInfo.environment["NO_COLOR"]
    guard let terminal = NcursesBackend.start(environment: environment, takesMouse: takesMouse) else {
      Self.exit(program: program, "cannot set up the terminal; try TERM=xterm-256color.", status: 1)
    }
    recorder.begin(program: program, size: terminal.size)
    let backend = RecordingBackend(
      terminal, recorder: recorder, clock: clock, executor: executor, state: { ValueDump.dump(store.state) }
    )
    let reason = await TerminalUI.run(
      store, on: backend, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged,
      inspector: inspector
    )
    await backend.settle()
    recorder.end(reason, at: clock.now.offset)
    terminal.stop()
    return reason
  }

  /// Reads through a descriptor rather than `String(contentsOfFile:)`, which refuses what is
  /// not a regular file (`/dev/null`, `/dev/stdin`, a pipe) with a misleading "permission".
  private static func read(_ path: String, what: String, program: String) -> String {
    do {
      return try FileDescriptorIO.readText(at: path)
    } catch {
      exit(program: program, "cannot read the \(what) \(path): \(error.reason)", status: 1)
    }
  }

  static func exit(program: String, _ message: String, status: Int32) -> Never {
    writeToStandardError("\(program): \(message)\n")
    Glibc.exit(status)
  }
}

extension ProgramDriver {
  /// Writes the test of the replayed session to `name` (`.swift` added), or exits saying why
  /// not; a file there is replaced only when it is a generated test itself.
  func writeTest<State, Action>(
    _ name: String, of feature: FeatureUnderTest<State, Action>, log: ActionLog<State, Action>,
    recording: SessionRecording, path: String, dependencies: DependencyValues?
  ) {
    let file = name.hasSuffix(".swift") ? name : name + ".swift"
    let typeName = String((file.split(separator: "/").last ?? "").dropLast(6))
    let test = SessionTest(
      feature: feature, name: typeName, command: "\(program) --replay \(path) --emit-test \(name)",
      header: recording.header, uuids: recording.uuids, exchanges: recording.exchanges,
      outsideValues: recording.outsideValues, storeDependencies: dependencies
    )
    let source: String
    do {
      source = try test.source(from: log)
    } catch {
      Self.exit(program: program, "cannot write \(file): \(error)", status: 1)
    }
    if let existing = FileManager.default.contents(atPath: file), !existing.starts(with: Data(SessionTest<State, Action>.marker.utf8)) {
      Self.exit(program: program, "cannot write \(file): it exists and is not a generated test; choose another name", status: 1)
    }
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      Self.exit(program: program, "cannot write \(file): \(FileProblem(path: file, error: error).reason)", status: 1)
    }
    writeToStandardError("\(program): wrote \(file)\n")
  }
}
