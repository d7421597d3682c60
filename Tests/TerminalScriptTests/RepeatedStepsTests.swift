import Testing
import TerminalScript

/// Steps of a generated test that differ only in numbers counting evenly are one loop.
struct RepeatedStepsTests {
  private func tick(_ second: Int) -> [String] {
    [
      "", "    await clock.advance(by: .seconds(1))",
      "    await store.receive(.tick) {", "      $0.seconds = \(second)", "    }",
    ]
  }

  @Test func evenlyCountingStepsAreALoop() {
    let steps = (1...6).map(tick) + [["    await store.send(.stop)"]]
    #expect(
      RepeatedSteps.folded(steps) == [
        "",
        "    for step in 0..<6 {",
        "      await clock.advance(by: .seconds(1))",
        "      await store.receive(.tick) {",
        "        $0.seconds = 1 + step",
        "      }",
        "    }",
        "    await store.send(.stop)",
      ]
    )
  }

  @Test func aRunTooShortOrUnevenOrInAStringStaysAsItIs() {
    let short = (1...3).map(tick)
    #expect(RepeatedSteps.folded(short) == short.flatMap { $0 })
    let uneven = [1, 2, 4, 8, 16].map(tick)
    #expect(RepeatedSteps.folded(uneven) == uneven.flatMap { $0 })
    let texts = (1...5).map { ["    await store.send(.typed(\"\($0)\"))"] }
    #expect(RepeatedSteps.folded(texts) == texts.flatMap { $0 })
  }
}
