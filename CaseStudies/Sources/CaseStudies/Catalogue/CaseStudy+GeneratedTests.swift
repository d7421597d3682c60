import ComposableArchitecture

extension CaseStudy {
  /// The study with the short name `id`, as a test names it: `.named("counter")`.
  public static func named(_ id: String) -> CaseStudy {
    guard let study = all.first(where: { $0.id == id }) else { preconditionFailure("no case study is named \(id)") }
    return study
  }
}

extension StudyState {
  /// A study's state as a test writes it: opened the `id`-th time, in `value`.
  public init(id: Int, study: CaseStudy, value: any Sendable, isAboutExpanded: Bool = false) {
    self.init(id: id, study: study)
    self.value = value
    self.isAboutExpanded = isAboutExpanded
  }
}
