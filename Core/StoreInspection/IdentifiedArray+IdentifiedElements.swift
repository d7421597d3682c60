import ComposableArchitecture

extension IdentifiedArray: IdentifiedElements {
  package var identifiedElements: [(id: AnyHashable, idValue: Any, element: Any)] {
    elements.map { element in
      let elementID = element[keyPath: id]
      return (AnyHashable(elementID), elementID, element)
    }
  }
}
