/// A type-erased, sendable identifier of cancellable effects. Two ids are equal only when
/// their types are the same and their values are equal, so ids of different types never collide.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  /// What the id is, in one word. Why one word: an id is copied several times on every start
  /// and cancel of a cancellable effect, and so is the key that holds it; a copy is then at
  /// most one retain. An id of three words made a key too big to be copied inline, so each
  /// copy of an optional key was a call into the runtime's value witnesses.
  @usableFromInline let storage: Storage

  @usableFromInline enum Storage: Sendable {
    /// The type of a value that holds no data, such as the one case of `enum CancelID { case
    /// timer }`, the most common id: the only value of its type, so the type is the id, and
    /// making one allocates nothing and hashes nothing.
    case type(Any.Type)
    /// Any other value, with its type and hash, in one object.
    case boxed(EffectIDBox)
  }

  /// Wraps any hashable, sendable value as an effect id.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    // A type comparison, not a cast: a dynamic cast looks up conformances at run time.
    if Value.self == EffectID.self, let id = value as? EffectID {
      self = id
    } else if MemoryLayout<Value>.size == 0 {
      storage = .type(Value.self)
    } else {
      storage = .boxed(TypedEffectIDBox(value))
    }
  }

  /// A hash of the id's type and value: for a boxed value, computed when the id was made.
  var precomputedHash: Int {
    switch storage {
    case let .type(type): typeHash(ObjectIdentifier(type))
    case let .boxed(box): box.hash
    }
  }

  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case let (.type(left), .type(right)):
      left == right
    case let (.boxed(left), .boxed(right)):
      left === right || (left.hash == right.hash && left.type == right.type && left.holdsValue(equalTo: right))
    default:
      false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(precomputedHash)
  }

  /// The value the id was made from.
  package var value: Any {
    switch storage {
    case let .type(type): onlyValue(of: type)
    case let .boxed(box): box.erasedValue
    }
  }

  public var description: String { String(describing: value) }
}

/// The only value of `type`, a type of size zero.
///
/// Why reading memory never written is safe here: a value of a type of size zero is made of
/// no bytes, so reading one reads nothing. Ids of such types are tested for their values and
/// descriptions.
private func onlyValue<Value>(of type: Value.Type) -> Value {
  precondition(MemoryLayout<Value>.size == 0, "\(type) holds data")
  return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { $0.baseAddress!.pointee }
}

/// A hash of a type's identity: its bits mixed so that each reaches every bit of the result
/// (the finaliser of MurmurHash3), as the low bits of a pointer are zeros and a hash table
/// keeps the low bits of a hash.
private func typeHash(_ type: ObjectIdentifier) -> Int {
  var bits = UInt64(UInt(bitPattern: Int(bitPattern: type)))
  bits ^= bits >> 33
  bits &*= 0xFF51_AFD7_ED55_8CCD
  bits ^= bits >> 33
  bits &*= 0xC4CE_B9FE_1A85_EC53
  bits ^= bits >> 33
  return Int(truncatingIfNeeded: bits)
}

/// The value of an ``EffectID``, behind a reference, with its type and a hash of both.
///
/// The hash is computed once: ids are hashed on every start, cancel and finish of a
/// cancellable effect, and hashing the erased value each time boxed it anew.
@usableFromInline
class EffectIDBox: @unchecked Sendable {
  @usableFromInline let type: ObjectIdentifier
  /// The value's own hash mixed with its type's identity, so that values of two types that
  /// hash alike seldom share a hash.
  @usableFromInline let hash: Int

  @usableFromInline init(type: ObjectIdentifier, valueHash: Int) {
    self.type = type
    self.hash = valueHash ^ typeHash(type)
  }

  var erasedValue: any Hashable & Sendable { fatalError("EffectIDBox is abstract") }

  /// Whether `other`, a box of the same value type, holds an equal value.
  func holdsValue(equalTo other: EffectIDBox) -> Bool { fatalError("EffectIDBox is abstract") }
}

/// Unchecked `Sendable`: its stored properties are immutable `Sendable` values.
@usableFromInline
final class TypedEffectIDBox<Value: Hashable & Sendable>: EffectIDBox, @unchecked Sendable {
  let value: Value

  @usableFromInline init(_ value: Value) {
    self.value = value
    super.init(type: ObjectIdentifier(Value.self), valueHash: value.hashValue)
  }

  override var erasedValue: any Hashable & Sendable { value }

  /// Why the downcast is unchecked: ids compare their value types before their boxes, so
  /// `other` holds a `Value` too; the debug build checks it.
  override func holdsValue(equalTo other: EffectIDBox) -> Bool {
    assert(other is TypedEffectIDBox<Value>, "compared with an id of another type")
    return value == unsafeDowncast(other, to: TypedEffectIDBox<Value>.self).value
  }
}
