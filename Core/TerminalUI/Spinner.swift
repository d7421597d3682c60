/// A one-cell animation picked by a frame counter the feature advances (e.g. on a timer
/// tick), followed by an optional label. Any counter value works, negative ones too.
public struct Spinner: Widget {
  public static let dots: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  public static let line: [String] = ["-", "\\", "|", "/"]

  public var frameIndex: Int
  public var label: String
  public var frames: [String]

  public init(frame: Int, label: String = "", frames: [String] = Spinner.dots) {
    self.frameIndex = frame
    self.label = label
    self.frames = frames
  }

  /// The symbol shown for the current counter value.
  public var symbol: String {
    guard !frames.isEmpty else { return "" }
    let count = frames.count
    return frames[((frameIndex % count) + count) % count]
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    frame.draw(label.isEmpty ? symbol : "\(symbol) \(label)", in: area.row(0))
  }
}
