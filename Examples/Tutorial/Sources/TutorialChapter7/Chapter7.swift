import ComposableArchitecture
import TerminalScript
import TerminalUI
import TutorialChapter6

/// Chapter 7's program: chapter 6's, naming the feature it runs, so that a recorded session
/// can be written out as an exhaustive test of that feature (`--replay FILE --emit-test NAME`).
public enum Chapter7 {
  @MainActor
  public static func run(_ driver: ProgramDriver) async -> ExitReason {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      driver.install(into: &$0)
      if driver.isIsolated { $0.sharedStorage = SharedStorage(persisting: false) }
    }
    return await driver.run(
      store, render: AppScreen.render, keyMap: AppScreen.keyMap,
      feature: FeatureUnderTest(
        // The test imports what chapter 6 kept from earlier chapters by name, so that chapter 4's
        // and 5's own `AppFeature` do not clash with chapter 6's.
        AppFeature(),
        imports: [
          "TutorialChapter2", "struct TutorialChapter4.SyncUpForm", "struct TutorialChapter5.RecordMeeting",
          "TutorialChapter6",
        ],
        state: \.self, action: \.self, initialState: "AppFeature.State()"
      )
    )
  }
}
