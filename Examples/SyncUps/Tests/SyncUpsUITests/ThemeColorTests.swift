import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// List rows wear their theme's 256-colour approximation; 8-colour terminals get the nearest
/// basic colour and terminals without colours (or `NO_COLOR`) reverse video.
@MainActor
struct ThemeColorTests {
  @Test func listRowsArePaintedInThemeColors() {
    var frame = Frame(width: 80, height: 24)
    SyncUpsScreen.render(Screens.make("list"), into: &frame)
    let engineering = frame[4, 3].style  // periwinkle (135, 135, 252)
    let product = frame[4, 4].style  // poppy (255, 94, 94)
    #expect(engineering == Style(foreground: .black, background: .palette(105)))
    #expect(product == Style(foreground: .black, background: .palette(203)))
    #expect(ColorSupport.colors.apply(engineering) == Style(foreground: .black, background: .magenta))
    #expect(ColorSupport.colors.apply(product) == Style(foreground: .black, background: .red))
    #expect(ColorSupport.monochrome.apply(product) == Style([.bold, .reverse]))
    // The selected row (Design) is bold and keeps its theme's colours.
    let design = frame[4, 2].style
    #expect(design.attributes == .bold)
    #expect(design.background != nil && design.background != engineering.background)
  }
}
