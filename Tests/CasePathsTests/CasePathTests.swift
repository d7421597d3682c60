import ComposableArchitecture
import Testing

/// A child with a delegate, the shape a pushed screen has.
private enum Child: Equatable, Sendable, CasePathable {
  case delegate(Delegate)
  case saveButtonTapped
  case setName(String)

  enum Delegate: Equatable, Sendable, CasePathable {
    case cancelled
    case saved(String)

    struct AllCasePaths: Sendable {
      let cancelled = AnyCasePath(Delegate.cancelled)
      let saved = AnyCasePath(embed: Delegate.saved) { if case let .saved(name) = $0 { name } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  struct AllCasePaths: Sendable {
    let delegate = AnyCasePath(embed: Child.delegate) { if case let .delegate(d) = $0 { d } else { nil } }
    let saveButtonTapped = AnyCasePath(Child.saveButtonTapped)
    let setName = AnyCasePath(embed: Child.setName) { if case let .setName(name) = $0 { name } else { nil } }
  }
  static let allCasePaths = AllCasePaths()
}

/// A parent with a child, a stack of children and a list of children.
private enum Parent: Equatable, Sendable, CasePathable {
  case child(Child)
  case path(StackAction<String, Child>)
  case refresh
  case rows(IdentifiedAction<Int, Child>)

  struct AllCasePaths: Sendable {
    let child = AnyCasePath(embed: Parent.child) { if case let .child(a) = $0 { a } else { nil } }
    let path = AnyCasePath(embed: Parent.path) { if case let .path(a) = $0 { a } else { nil } }
    let refresh = AnyCasePath(Parent.refresh)
    let rows = AnyCasePath(embed: Parent.rows) { if case let .rows(a) = $0 { a } else { nil } }
    /// Written the long way, as before one-line paths: still a case path, named by `#function`.
    var childTheLongWay: AnyCasePath<Parent, Child> {
      AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
    }
  }
  static let allCasePaths = AllCasePaths()
}

/// Not Equatable: a payload-free case is matched by a pattern instead of by its value.
private enum Signal: CasePathable {
  case fired
  case payload(() -> Int)

  struct AllCasePaths: Sendable {
    let fired = AnyCasePath(embed: { _ in Signal.fired }) { if case .fired = $0 { () } else { nil } }
  }
  static let allCasePaths = AllCasePaths()
}

struct CasePathTests {
  @Test func aOneLinePathEmbedsAndExtracts() {
    let child = Parent.casePath(\.child)
    #expect(child.embed(.saveButtonTapped) == .child(.saveButtonTapped))
    #expect(child.extract(from: .child(.setName("a"))) == .setName("a"))
    #expect(child.extract(from: .refresh) == nil)
  }

  @Test func aPayloadFreePathMatchesItsValueOnly() {
    let refresh = Parent.casePath(\.refresh)
    #expect(refresh.embed(()) == .refresh)
    #expect(refresh.extract(from: .refresh) != nil)
    #expect(refresh.extract(from: .child(.saveButtonTapped)) == nil)
  }

  @Test func aPayloadFreePathOfANonEquatableEnumMatchesByPattern() {
    let fired = Signal.casePath(\.fired)
    #expect(fired.extract(from: fired.embed(())) != nil)
    #expect(fired.extract(from: .payload { 1 }) == nil)
  }

  @Test func pathsAreNamedAfterTheirProperty() {
    #expect(Parent.casePath(\.child).name == "child")
    #expect(Parent.casePath(\.refresh).name == "refresh")
    #expect(Parent.casePath(\.childTheLongWay).name == "childTheLongWay")
    #expect(Signal.casePath(\.fired).name == "fired")
  }

  @Test func aPathMadeOutsideAllCasePathsIsNamedByItsValue() {
    #expect(AnyCasePath(Parent.refresh).name == "refresh")
  }

  @Test func selfIsTheIdentityPath() {
    let identity = Parent.casePath(\.self)
    #expect(identity.embed(.refresh) == .refresh)
    #expect(identity.extract(from: .child(.saveButtonTapped)) == .child(.saveButtonTapped))
    #expect(identity.name == "self")
  }

  @Test func nestedPathsReachACaseOfACase() {
    let saved = Parent.casePath(\.child.delegate.saved)
    #expect(saved.embed("Blob") == .child(.delegate(.saved("Blob"))))
    #expect(saved.extract(from: .child(.delegate(.saved("Blob")))) == "Blob")
    #expect(saved.extract(from: .child(.delegate(.cancelled))) == nil)
    #expect(saved.extract(from: .child(.setName("Blob"))) == nil)
    #expect(saved.name == "child.delegate.saved")
  }

  @Test func aStackElementIsReachedByItsID() {
    let element = Parent.casePath(\.path[id: 1])
    #expect(element.embed(.saveButtonTapped) == .path(.element(id: 1, action: .saveButtonTapped)))
    #expect(element.extract(from: .path(.element(id: 1, action: .saveButtonTapped))) == .saveButtonTapped)
    #expect(element.extract(from: .path(.element(id: 2, action: .saveButtonTapped))) == nil)
    #expect(element.extract(from: .path(.popFrom(id: 1))) == nil)
    #expect(element.name == "path.element(id: #1)")
  }

  @Test func aStackElementsCasesAreReachedThroughIt() {
    let saved = Parent.casePath(\.path[id: 0].delegate.saved)
    #expect(saved.embed("a") == .path(.element(id: 0, action: .delegate(.saved("a")))))
    #expect(saved.extract(from: .path(.element(id: 0, action: .delegate(.saved("a"))))) == "a")
    #expect(saved.extract(from: .path(.element(id: 3, action: .delegate(.saved("a"))))) == nil)
    #expect(saved.name == "path.element(id: #0).delegate.saved")
  }

  @Test func aListElementIsReachedByItsID() {
    let name = Parent.casePath(\.rows[id: 7].setName)
    #expect(name.embed("x") == .rows(.element(id: 7, action: .setName("x"))))
    #expect(name.extract(from: .rows(.element(id: 7, action: .setName("x")))) == "x")
    #expect(name.extract(from: .rows(.element(id: 8, action: .setName("x")))) == nil)
  }

  @Test func caseKeyPathsAreEqualOnlyForTheSameCase() {
    let first: CaseKeyPath<Parent, Child> = \.path[id: 1]
    let same: CaseKeyPath<Parent, Child> = \.path[id: 1]
    let other: CaseKeyPath<Parent, Child> = \.path[id: 2]
    #expect(first == same)
    #expect(first != other)
    #expect((\.child.delegate as CaseKeyPath<Parent, Child.Delegate>) != \.path[id: 1].delegate)
  }

  @Test func caseSubscriptAndIsFollowNestedPaths() {
    let action = Parent.child(.delegate(.saved("a")))
    #expect(action[case: \.child.delegate.saved] == "a")
    #expect(action.is(\.child.delegate))
    #expect(!action.is(\.child.delegate.cancelled))
    #expect(action.is(\.self))
  }

  @Test func appendingToTheIdentityPathGivesThePathItself() {
    let child = Parent.casePath(\.self).appending(path: Parent.casePath(\.child))
    #expect(child.embed(.saveButtonTapped) == .child(.saveButtonTapped))
    #expect(child.name == "child")
    let saved = Parent.casePath(\.child).appending(path: Child.casePath(\.delegate))
    #expect(saved.name == "child.delegate")
  }
}
