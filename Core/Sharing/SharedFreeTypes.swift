@_spi(Reflection) import Swift
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The types no value of which can hold a shared value, judged once per type from the declared
/// types of its stored properties: builtin values, and structs and tuples made only of such
/// types. Enums, classes, existentials and optionals are never counted, as what they hold
/// varies from value to value.
///
/// Finding the shared values in a state skips values of these types, and collections of them,
/// instead of reflecting each element of a list of thousands of rows.
package enum SharedFreeTypes {
  private static let judged = Mutex<[ObjectIdentifier: Bool]>([:])

  /// Whether no value of `type` can hold a `Shared` or `SharedReader`; false when unsure.
  package static func contains(_ type: Any.Type) -> Bool {
    if let known = judged.withLock({ $0[ObjectIdentifier(type)] }) { return known }
    let answer = judge(type, kind: kind(of: type))
    judged.withLock { $0[ObjectIdentifier(type)] = answer }
    return answer
  }

  /// Whether `value` is a collection whose element type is one of these types.
  package static func containsElements(of value: Any) -> Bool {
    guard let collection = value as? any Collection else { return false }
    return contains(elementType(of: collection))
  }

  private static func elementType<C: Collection>(of collection: C) -> Any.Type {
    C.Element.self
  }

  private static func judge(_ type: Any.Type, kind: _MetadataKind) -> Bool {
    if type is any SharedReferenceHolder.Type { return false }
    // Values of Foundation's that hold nothing of a program's own, though built on classes and enums.
    if type == URL.self || type == Data.self { return true }
    switch kind {
    case .opaque:
      return true
    case .struct, .tuple:
      var isFree = true
      _ = _forEachField(of: type, options: []) { _, _, fieldType, fieldKind in
        if let known = judged.withLock({ $0[ObjectIdentifier(fieldType)] }) {
          isFree = known
        } else {
          isFree = judge(fieldType, kind: fieldKind)
          judged.withLock { [isFree] in $0[ObjectIdentifier(fieldType)] = isFree }
        }
        return isFree
      }
      return isFree
    default:
      return false
    }
  }

  /// The kind of `type` (struct, enum, class, ...), read as the kind of a stored property of it:
  /// the runtime tells kinds only of stored properties.
  private static func kind(of type: Any.Type) -> _MetadataKind {
    var kind = _MetadataKind.unknown
    let holder = _openExistential(type, do: holderType)
    _ = _forEachField(of: holder, options: []) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
}

/// The type of a struct with one stored property of type `Value`.
private func holderType<Value>(_: Value.Type) -> Any.Type {
  Holder<Value>.self
}

private struct Holder<Value> {
  var value: Value
}
