import TerminalUI

/// The line naming a navigation stack, "Root › Screen A › Screen B", that the stack studies
/// draw above their top screen; when it is too wide, the oldest screens give way to "…".
func stackTrail(root: String, _ names: [String], width: Int) -> String {
  let whole = ([root] + names).joined(separator: " › ")
  guard DisplayWidth.of(whole) > width else { return whole }
  for dropped in 1..<max(1, names.count) {
    let text = (["…"] + names.dropFirst(dropped)).joined(separator: " › ")
    if DisplayWidth.of(text) <= width { return text }
  }
  return "… › " + (names.last ?? "")
}
