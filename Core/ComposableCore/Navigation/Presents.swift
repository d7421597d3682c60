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
@propertyWrapper
public struct Presents<State> {
  private var value: State?
  /// Unique per presentation: assigning a new value (even an equal one) renews it.
  package private(set) var presentationID: UInt64

  public init(wrappedValue: State?) {
    self.value = wrappedValue
    self.presentationID = nextPresentationID()
  }

  public var wrappedValue: State? {
    get { value }
    set {
      value = newValue
      presentationID = nextPresentationID()
    }
    _modify { yield &value }
  }

  /// The presentation itself, for `ifLet(\.$destination, action: \.destination)`.
  public var projectedValue: Presents<State> {
    get { self }
    set { self = newValue }
  }

  /// Runs `body` on the presented child in place, keeping its identity.
  mutating func reduceIfPresent<Action>(_ body: (inout State) -> Effect<Action>) -> Effect<Action> {
    value.reduceIfPresent(body)
  }
}

private let presentationIDs = Atomic<UInt64>(0)

private func nextPresentationID() -> UInt64 {
  presentationIDs.wrappingAdd(1, ordering: .relaxed).newValue
}

extension Presents: Equatable where State: Equatable {
  /// Compares the presented values only: identity is bookkeeping, not state.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Presents: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: CustomDumpRepresentable {
  public var dumpValue: Any { value as Any }
}

/// What can happen to a presented child: one of its own actions, or being dismissed.
public enum PresentationAction<Action>: CasePathable {
  /// Close the child. Sent by the parent, or by the child through `@Dependency(\.dismiss)`.
  case dismiss
  /// An action of the presented child.
  case presented(Action)

  public struct AllCasePaths: Sendable {
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(embed: { .dismiss }, extract: { if case .dismiss = $0 { () } else { nil } })
    }
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(embed: { .presented($0) }, extract: { if case let .presented(a) = $0 { a } else { nil } })
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
