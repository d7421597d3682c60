import ComposableArchitecture
import StoreInspection
import Testing

/// Actions nested as a program's are: a stack of screens, a collection of rows, a sheet.
private enum Detail {
  enum Action: Equatable {
    case editButtonTapped
    case destination(PresentationAction<Edit.Action>)
    case alert(PresentationAction<Alert>)
  }
  enum Alert: Equatable { case confirmDeletion }
}

private enum Edit {
  enum Action: Equatable { case titleChanged(String) }
}

private enum Row {
  enum Action: Equatable { case toggled }
}

private enum Filter: Equatable { case all, active }

private enum App {
  enum Action: Equatable {
    case path(StackAction<Int, Detail.Action>)
    case rows(IdentifiedAction<Int, Row.Action>)
    case filterChanged(Filter)
    case searchQueryChanged(String)
    case appeared
  }
}

/// How the action log names an action: the features it passes through, then what it does.
@Suite struct ActionPathTests {
  @Test func aPushedScreensActionNamesTheStackElement() {
    let action = App.Action.path(.element(id: 2, action: .editButtonTapped))
    #expect(ActionPath.describe(action) == "path[id: #2] › editButtonTapped")
  }

  @Test func aPresentedChildIsReachedThroughItsParentsCase() {
    let edit = App.Action.path(.element(id: 0, action: .destination(.presented(.titleChanged("Design")))))
    #expect(ActionPath.describe(edit) == #"path[id: #0] › destination › titleChanged("Design")"#)
    let alert = App.Action.path(.element(id: 0, action: .alert(.presented(.confirmDeletion))))
    #expect(ActionPath.describe(alert) == "path[id: #0] › alert › confirmDeletion")
    let dismissed = App.Action.path(.element(id: 0, action: .alert(.dismiss)))
    #expect(ActionPath.describe(dismissed) == "path[id: #0] › alert › dismiss")
  }

  @Test func aRowOfACollectionAndPlainValues() {
    #expect(ActionPath.describe(App.Action.rows(.element(id: 7, action: .toggled))) == "rows[id: 7] › toggled")
    #expect(ActionPath.describe(App.Action.filterChanged(.active)) == "filterChanged(.active)")
    #expect(ActionPath.describe(App.Action.searchQueryChanged("San")) == #"searchQueryChanged("San")"#)
    #expect(ActionPath.describe(App.Action.appeared) == "appeared")
    #expect(ActionPath.steps(of: App.Action.path(.popFrom(id: 1))) == ["path", "popFrom(id: #1)"])
  }
}
