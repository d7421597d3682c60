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
}
