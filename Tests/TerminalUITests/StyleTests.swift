import Testing
import TerminalUI

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

@Suite struct PaletteColorTests {
  @Test func terminalsWith256ColorsGetThePalette() {
    #expect(ColorSupport.detect(environment: [:], terminalHasColors: true, colorCount: 256) == .colors256)
    #expect(ColorSupport.detect(environment: [:], terminalHasColors: true, colorCount: 16) == .colors16)
    #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], terminalHasColors: true, colorCount: 256) == .monochrome)
  }

  @Test func paletteColorsFallBackToTheNearestBasicColor() {
    #expect(Color.red.nearestBasic == .red)
    #expect(Color.palette(9).nearestBasic == .red)  // bright red
    #expect(Color.palette(196).nearestBasic == .red)  // cube (5, 0, 0)
    #expect(Color.palette(21).nearestBasic == .blue)  // cube (0, 0, 5)
    #expect(Color.palette(231).nearestBasic == .white)
    #expect(Color.palette(232).nearestBasic == .black)  // darkest grey
    let style = Style(.underline, foreground: .palette(196), background: .palette(21))
    #expect(ColorSupport.colors256.apply(style) == style)
    #expect(ColorSupport.colors.apply(style) == Style(.underline, foreground: .red, background: .blue))
    #expect(ColorSupport.monochrome.apply(style) == Style([.underline, .bold, .reverse]))
  }

  @Test func nearestPaletteEntryOfAnRGBColor() {
    #expect(Color.nearest(red: 255, green: 0, blue: 0) == .palette(196))
    #expect(Color.nearest(red: 0, green: 0, blue: 0) == .palette(16))
    #expect(Color.nearest(red: 128, green: 128, blue: 128) == .palette(244))
    #expect(Color.nearest(red: 255, green: 135, blue: 69) == .palette(209))  // (5, 2, 1)
  }

  @MainActor @Test func headlessBackendShowsFramesAsTheTerminalWould() {
    var frame = Frame(size: Size(width: 3, height: 1))
    _ = frame.draw("abc", x: 0, y: 0, style: Style(background: .palette(196)), in: Rect(x: 0, y: 0, width: 3, height: 1))
    let full = HeadlessBackend(width: 3, height: 1)
    let basic = HeadlessBackend(width: 3, height: 1, colorSupport: .colors)
    let none = HeadlessBackend(width: 3, height: 1, colorSupport: .monochrome)
    for backend in [full, basic, none] { backend.present(frame) }
    #expect(full.frame[1, 0].style == Style(background: .palette(196)))
    #expect(basic.frame[1, 0].style == Style(background: .red))
    #expect(none.frame[1, 0].style == .reverse)
    #expect(none.text == "abc")
  }
}

@Suite struct StyleRunTests {
  func frame(title: Style) -> Frame {
    var frame = Frame(width: 12, height: 3)
    frame.draw("Todos", in: frame.area, style: title)
    frame.draw("plain", x: 0, y: 1, in: frame.area)
    frame.draw("a", x: 0, y: 2, style: .bold, in: frame.area)
    frame.draw(" add", x: 1, y: 2, style: Style(.dim, background: .rgb(red: 255, green: 135, blue: 0)), in: frame.area)
    return frame
  }

  @Test func styleRunsListEachRowsStyledCellsAndAChangedColourChangesThem() {
    let drawn = frame(title: Style(.bold, foreground: .palette(2)))
    #expect(drawn.styleRuns == "0: 0-4 bold+fg:2\n2: 0-0 bold, 1-4 dim+bg:#ff8700")
    #expect(frame(title: Style(.bold, foreground: .palette(3))).styleRuns != drawn.styleRuns)
    #expect(frame(title: .bold).text == drawn.text, "the text alone cannot tell them apart")
    #expect(Frame(width: 3, height: 1).styleRuns == "")
  }
}
