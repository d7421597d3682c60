extension CaseStudy {
  /// Every study of the catalogue; the menu shows them by chapter, in this order within one.
  public static let all: [CaseStudy] = [
    // Getting started
    .counter, .twoCounters, .bindingsBasics, .formBindings, .optionalState, .alertsAndConfirmationDialogs,
    .focusState, .animations,
    // Shared state
    .sharedStateInMemory, .sharedStateKeyValue, .sharedStateFileStorage, .signUpFlow,
    // Effects
    .effectsBasics, .effectsCancellation, .longLivingEffects, .refreshable, .timers, .webSocket,
    // Navigation
    .navigationStack, .navigateAndLoad, .listNavigateAndLoad, .presentAndLoad, .loadThenPresent, .multipleDestinations,
    // Higher-order reducers
    .reusableFavoriting, .offlineDownloads, .recursion,
  ]

  /// The study `text` names: its short name (`shared-file-storage`), or its name in the menu
  /// ("File storage") in any case, as `--open` takes it.
  public static func named(_ text: String) -> CaseStudy? {
    all.first { $0.id == text } ?? all.first { $0.name.lowercased() == text.lowercased() }
  }
}
