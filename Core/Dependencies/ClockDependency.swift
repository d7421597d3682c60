extension DependencyValues {
  /// The clock effects sleep on. Live: `ContinuousClock`; tests override it with a
  /// `TestClock` (or an ``ImmediateClock``) and drive time explicitly.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var previewValue: any Clock<Duration> { ImmediateClock() }
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}
