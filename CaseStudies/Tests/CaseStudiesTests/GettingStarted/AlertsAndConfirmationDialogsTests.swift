import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct AlertsAndConfirmationDialogsTests {
  @Test func alertIncrementsAndIsReplaced() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) { AlertAndConfirmationDialog() }
    await store.send(.alertButtonTapped) {
      $0.alert = AlertState(
        title: "Alert!", message: "This is an alert",
        buttons: [.cancel("Cancel"), ButtonState("Increment", action: .incrementButtonTapped)]
      )
    }
    await store.send(.alert(.presented(.incrementButtonTapped))) {
      $0.alert = AlertState(title: "Incremented!")
      $0.count = 1
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func dialogIncrementsAndShowsAnAlert() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) { AlertAndConfirmationDialog() }
    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: "Confirmation dialog", message: "This is a confirmation dialog.",
        buttons: [
          .cancel("Cancel"), ButtonState("Increment", action: .incrementButtonTapped),
          ButtonState("Decrement", action: .decrementButtonTapped),
        ]
      )
    }
    await store.send(.confirmationDialog(.presented(.incrementButtonTapped))) {
      $0.alert = AlertState(title: "Incremented!")
      $0.confirmationDialog = nil
      $0.count = 1
    }
  }

  @Test func dialogDecrements() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) { AlertAndConfirmationDialog() }
    await store.withExhaustivity(.off) { await store.send(.confirmationDialogButtonTapped) }
    await store.send(.confirmationDialog(.presented(.decrementButtonTapped))) {
      $0.alert = AlertState(title: "Decremented!")
      $0.confirmationDialog = nil
      $0.count = -1
    }
  }
}
