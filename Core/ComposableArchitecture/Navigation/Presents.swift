import Synchronization

/// The state of a child presented over its parent (a sheet, an alert, a dialog, or an enum of
/// destinations): nil while nothing is shown.
///
/// ```swift
/// struct State { @Presents var alert: AlertState<Action.Alert>? }
/// // body: .ifLet(\.$alert, action: \.alert)
/// ```
///
/// Assigning a value presents a new child, with a new identity; mutating the presented child in
/// place keeps it. When the identity changes or the child goes away, its effects are cancelled.
///
/// The child is kept in a copy-on-write box, so a feature can present itself: a folder whose
/// `State` holds `@Presents var child: State?` (its action's case for the child is then
/// `indirect`). Nothing is allocated while nothing is presented, and mutating the child in place
/// copies it only when another copy of the state shares it.
@propertyWrapper
public struct Presents<State> {
  private var storage: Storage?
  /// Unique per presentation: assigning a new value (even an equal one) renews it.
  package private(set) var presentationID: UInt64

  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map(Storage.init)
    self.presentationID = nextPresentationID()
  }

  public var wrappedValue: State? {
    get { storage?.value }
    set {
      storage = newValue.map(Storage.init)
      presentationID = nextPresentationID()
    }
    _modify {
      // Present or not, the caller gets an optional to change; a child presented by it is
      // boxed afterwards, one dismissed by it is dropped.
      if !isKnownUniquelyReferenced(&storage), let shared = storage?.value {
        storage = Storage(shared)
      }
      guard let box = storage else {
        var value: State? = nil
        defer { storage = value.map(Storage.init) }
        yield &value
        return
      }
      defer { if box.value == nil { storage = nil } }
      yield &box.value
    }
  }

  /// The presentation itself, for `ifLet(\.$destination, action: \.destination)`.
  public var projectedValue: Presents<State> {
    get { self }
    set { self = newValue }
  }

  /// Runs `body` on the presented child in place, keeping its identity.
  mutating func reduceIfPresent<Action>(_ body: (inout State) -> Effect<Action>) -> Effect<Action> {
    wrappedValue.reduceIfPresent(body)
  }

  /// The box of a presented child; its value is nil only while a mutation dismisses it.
  private final class Storage {
    var value: State?
    init(_ value: State) { self.value = value }
  }
}

private let presentationIDs = Atomic<UInt64>(0)

private func nextPresentationID() -> UInt64 {
  presentationIDs.wrappingAdd(1, ordering: .relaxed).newValue
}

extension Presents: Equatable where State: Equatable {
  /// Compares the presented values only: identity is bookkeeping, not state. Two copies that
  /// share a box are equal without comparing the child.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Presents: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// The box is only mutated while no other copy shares it (copy on write), so copies on other
/// threads only ever read it.
extension Presents: @unchecked Sendable where State: Sendable {}

extension Presents: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue as Any }
}

/// What can happen to a presented child: one of its own actions, or being dismissed.
public enum PresentationAction<Action>: CasePathable {
  /// Close the child. Sent by the parent, or by the child through `@Dependency(\.dismiss)`.
  case dismiss
  /// An action of the presented child.
  case presented(Action)

  /// The case paths of `PresentationAction`.
  public struct AllCasePaths: Sendable {
    /// The `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(embed: { .dismiss }, extract: { if case .dismiss = $0 { () } else { nil } })
    }
    /// The `presented` case: the child's own action.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(embed: { .presented($0) }, extract: { if case let .presented(a) = $0 { a } else { nil } })
    }
  }
  /// The case paths, for `CasePathable`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension AnyCasePath {
  /// A case of the presented child's action, reached without naming `presented`:
  /// `\.destination.alert.confirmDeletion` is `\.destination.presented.alert.confirmDeletion`.
  public subscript<ChildAction: CasePathable, AppendedValue>(
    dynamicMember keyPath: KeyPath<ChildAction.AllCasePaths, AnyCasePath<ChildAction, AppendedValue>>
  ) -> AnyCasePath<Root, AppendedValue> where Value == PresentationAction<ChildAction> {
    let presented = appending(path: PresentationAction<ChildAction>.allCasePaths.presented, caseName: { "presented" })
    return presented[dynamicMember: keyPath]
  }
}

/// The reference's name for the presented state's type (`PresentationState<Destination.State>`);
/// a feature spells the wrapper `@Presents`.
public typealias PresentationState<State> = Presents<State>
