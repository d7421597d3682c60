import Testing
@testable import TerminalUI

@Suite struct StyleTests {
  @Test func withoutColorsEmphasisBecomesAttributes() {
    let error = Style(.underline, foreground: .red)
    #expect(error.withoutColors() == Style([.underline, .bold]))
    #expect(Style(background: .blue).withoutColors() == .reverse)
    #expect(Style.dim.withoutColors() == .dim)
  }

  @Test func noColorTurnsColorsOff() {
    #expect(ColorSupport.detect(environment: [:], terminalHasColors: true) == .colors)
    #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], terminalHasColors: true) == .monochrome)
    #expect(ColorSupport.detect(environment: ["NO_COLOR": ""], terminalHasColors: true) == .colors)
    #expect(ColorSupport.detect(environment: [:], terminalHasColors: false) == .monochrome)
  }

  @Test func colorSupportAppliesToStyles() {
    let style = Style.bold.foreground(.green)
    #expect(ColorSupport.colors.apply(style) == style)
    #expect(ColorSupport.monochrome.apply(style) == .bold)
  }
}
