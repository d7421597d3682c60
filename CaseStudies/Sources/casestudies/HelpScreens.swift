import CaseStudies
import ComposableArchitecture
import TerminalUI

/// The screens whose keys `--help` lists: the menu (also with a filter typed, so Esc clears
/// it), typing a filter, and the keys the catalogue gives every study around its own, in a
/// study that binds no key and in one whose field takes the keys as text.
let helpScreens: [(name: String, hints: [KeyHint])] = {
  let menu = Catalogue.State()
  var filtered = menu
  filtered.filter = TextFieldState("counter")
  var filtering = menu
  filtering.isFiltering = true
  let screens = [
    ("menu", menu), ("menu", filtered), ("filter", filtering), ("study", open(typing: false)),
    ("study, typing", open(typing: true)),
  ]
  return screens.map { name, state in (name, CatalogueScreen.keyMap(state).hints) }
}()

/// The catalogue with a study open that has no screen and binds no key, its field `typing` or
/// not: what the catalogue adds to any study's own keys.
private func open(typing: Bool) -> Catalogue.State {
  let study = CaseStudy(
    id: "study", name: "Study", chapter: .gettingStarted, about: "", initialState: { 0 },
    reducer: { EmptyReducer<Int, Int>() }, render: { _, _, _ in },
    keyMap: { _ in KeyMap([], otherKeys: typing ? { _ in 0 } : nil) }
  )
  return Catalogue.State(studies: [study], opening: study.id) ?? Catalogue.State(studies: [study])
}
