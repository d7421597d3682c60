import Testing
import TerminalUI
import TerminalScript

@Suite struct ScriptTests {
  @Test func everyKindOfStepWithItsLine() throws {
    let script = try Script(parsing: """
      # a comment, then a blank line

      a
      Enter
      Ctrl-S
      "Buy \\"fresh\\" milk \\\\ bread"
      wait 1.5s
      wait 300ms
      wait 10m
      resize 120x40
      snapshot
      snapshot frames/after.txt
      Ctrl-C
      check-keys
      """)
    #expect(script.steps == [
      Script.Step(line: 3, .key(.char("a"))),
      Script.Step(line: 4, .key(.enter)),
      Script.Step(line: 5, .key(.control("s"))),
      Script.Step(line: 6, .text(#"Buy "fresh" milk \ bread"#)),
      Script.Step(line: 7, .wait(.milliseconds(1500))),
      Script.Step(line: 8, .wait(.milliseconds(300))),
      Script.Step(line: 9, .wait(.seconds(600))),
      Script.Step(line: 10, .resize(Size(width: 120, height: 40))),
      Script.Step(line: 11, .snapshot(path: nil)),
      Script.Step(line: 12, .snapshot(path: "frames/after.txt")),
      Script.Step(line: 13, .interrupt),
      Script.Step(line: 14, .checkKeys),
    ])
  }

  @Test func everyLineThatIsNotAStepIsReportedWithItsNumber() {
    #expect(throws: Script.Mistakes(all: [
      Script.Mistake(line: 2, message: #"unknown step "Enterr" (a key such as a, Enter or Ctrl-S; "text"; click; wheel; wait; resize; snapshot; check-keys; inspect; state)"#),
      Script.Mistake(line: 3, message: #"unknown wait "wait soon" (write wait 300ms, wait 1.5s or wait 10m)"#),
      Script.Mistake(line: 4, message: #"unknown size "resize 0x40" (write resize 120x40)"#),
      Script.Mistake(line: 5, message: #"a quote inside text must be written \""#),
      Script.Mistake(line: 6, message: #"unknown wait "wait -1s" (write wait 300ms, wait 1.5s or wait 10m)"#),
    ])) {
      try Script(parsing: "a\nEnterr\nwait soon\nresize 0x40\n\"say \"hi\"\"\nwait -1s\n")
    }
  }

  @Test func aQuoteAloneIsTheQuoteKey() throws {
    #expect(try Script(parsing: "\"").steps == [Script.Step(line: 1, .key(.char("\"")))])
    #expect(try Script(parsing: "\"\"").steps == [Script.Step(line: 1, .text(""))])
  }

  @Test func keysByNameByHintLabelAndByCharacter() {
    let names: [(String, Key)] = [
      ("a", .char("a")), ("Q", .char("Q")), ("é", .char("é")), ("?", .char("?")), ("space", .char(" ")),
      ("Enter", .enter), ("enter", .enter), ("Return", .enter), ("⏎", .enter), ("Esc", .escape),
      ("Escape", .escape), ("Tab", .tab), ("Shift-Tab", .backTab), ("⇧Tab", .backTab), ("Backspace", .backspace),
      ("⌫", .backspace), ("Delete", .delete), ("Del", .delete), ("Home", .home), ("End", .end), ("PgUp", .pageUp),
      ("PageDown", .pageDown), ("Up", .up), ("↑", .up), ("Down", .down), ("Left", .left), ("→", .right),
      ("Shift-Up", .shiftUp), ("⇧↓", .shiftDown), ("Ctrl-S", .control("s")), ("ctrl-w", .control("w")),
      ("^U", .control("u")), ("F2", .function(2)), ("f12", .function(12)), ("Alt-b", .alt("b")),
      ("alt-B", .alt("B")), ("M-f", .alt("f")), ("Alt-Backspace", .altBackspace), ("M-⌫", .altBackspace),
    ]
    for key in [Key.alt("b"), .alt("B"), .alt("é"), .altBackspace, .control("k")] {
      #expect(key.scriptName.flatMap(Key.init(scriptName:)) == key, "\(key)")
    }
    for (name, key) in names {
      #expect(Key(scriptName: name) == key, "\(name)")
    }
    for name in ["", "Enterr", "Ctrl-", "Ctrl-1", "Ctrl-ab", "F13", "F0", "ab", "Alt-", "Alt-bc"] {
      #expect(Key(scriptName: name) == nil, "\(name)")
    }
  }

  @Test func durations() {
    #expect(Script.duration("0s") == .zero)
    #expect(Script.duration("2m") == .seconds(120))
    #expect(Script.duration("0.25s") == .milliseconds(250))
    #expect(Script.duration("1") == nil)
    #expect(Script.duration("s") == nil)
    #expect(Script.duration("infs") == nil)
    #expect(Script.duration("nanms") == nil)
  }

  @Test func driverFlagsAreTakenOutOfTheArguments() throws {
    let options = try ProgramDriver.Options(["--demo", "--script", "s.script", "--size", "100x30", "--db", "x"])
    #expect(options.scriptPath == "s.script")
    #expect(options.size == Size(width: 100, height: 30))
    #expect(options.others == ["--demo", "--db", "x"])
    #expect(try ProgramDriver.Options(["--script", "s"]).size == Size(width: 80, height: 24))
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--script"]) }
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--script", "s", "--size", "80"]) }
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--size", "80x24"]) }
    let recording = try ProgramDriver.Options(["--record", "s.jsonl", "--script", "s"])
    #expect(recording.recordPath == "s.jsonl")
    #expect(try ProgramDriver.Options(["--replay", "s.jsonl"]).replayPath == "s.jsonl")
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--replay", "a", "--record", "b"]) }
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--replay", "a", "--script", "b"]) }
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--record"]) }
    #expect(!recording.overwritesRecording)
    #expect(try ProgramDriver.Options(["--force", "--record", "s.jsonl"]).overwritesRecording)
    #expect(throws: ProgramDriver.Options.UsageError.self) { try ProgramDriver.Options(["--force", "--script", "s"]) }
  }
}
