import TerminalUI
import Testing

struct NumberTextTests {
  @Test func zeroPaddingFillsToTheWidthAndNeverCuts() {
    #expect(NumberText.zeroPadded(7, width: 2) == "07")
    #expect(NumberText.zeroPadded(2025, width: 4) == "2025")
    #expect(NumberText.zeroPadded(12345, width: 2) == "12345")
    #expect(NumberText.zeroPadded(-5, width: 3) == "-005")
    #expect(NumberText.zeroPadded(42, width: 12) == "000000000042")
  }

  @Test func fixedRoundsHalfAwayFromZero() {
    #expect(NumberText.fixed(3.14159, digits: 1) == "3.1")
    #expect(NumberText.fixed(1.25, digits: 1) == "1.3")
    #expect(NumberText.fixed(-1.25, digits: 1) == "-1.3")
    #expect(NumberText.fixed(0.0625, digits: 3) == "0.063")
    #expect(NumberText.fixed(1.5, digits: 0) == "2")
    #expect(NumberText.fixed(12.0, digits: 3) == "12.000")
  }

  @Test func fixedWritesNoSignForWhatRoundsToZero() {
    #expect(NumberText.fixed(-0.04, digits: 1) == "0.0")
    #expect(NumberText.fixed(-0.0, digits: 2) == "0.00")
  }

  @Test func fixedNamesWhatIsNotANumber() {
    #expect(NumberText.fixed(.nan, digits: 1) == "nan")
    #expect(NumberText.fixed(.infinity, digits: 1) == "inf")
    #expect(NumberText.fixed(-.infinity, digits: 1) == "-inf")
  }
}
