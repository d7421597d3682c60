import ComposableArchitecture
import Testing

/// A presented value that can hold another of its kind, as a recursive feature's state does.
private struct Node: Equatable {
  @Presents var child: Node?
  var name: String
  var tags: [String] = []
}

/// `Presents` keeps its child in a copy-on-write box; these check that it still behaves as a value.
struct PresentsTests {
  @Test func copiesAreIndependent() {
    var original = Node(child: Node(name: "child"), name: "root")
    var copy = original
    copy.child?.name = "renamed"
    copy.child?.child = Node(name: "grandchild")
    #expect(original.child == Node(name: "child"))
    original.child?.tags.append("kept")
    #expect(copy.child?.tags == [])
    #expect(copy.child?.child?.name == "grandchild")
  }

  @Test func mutatingInPlaceKeepsTheIdentityAssigningRenewsIt() {
    var node = Node(child: Node(name: "child"), name: "root")
    let presented = node.$child.presentationID
    node.child?.name = "renamed"
    #expect(node.$child.presentationID == presented)
    node.child = Node(name: "renamed")
    #expect(node.$child.presentationID != presented)
  }

  @Test func anInoutAccessCanPresentAndDismiss() {
    func present(_ child: inout Node?) { child = Node(name: "new") }
    func dismiss(_ child: inout Node?) { child = nil }
    var node = Node(name: "root")
    present(&node.child)
    #expect(node.child == Node(name: "new"))
    let shared = node
    dismiss(&node.child)
    #expect(node.child == nil)
    #expect(shared.child == Node(name: "new"))
    node.child?.name = "nothing to rename"
    #expect(node.child == nil)
  }

  @Test func equalityComparesPresentedValues() {
    let node = Node(child: Node(name: "child"), name: "root")
    #expect(node == node)
    #expect(node == Node(child: Node(name: "child"), name: "root"))
    #expect(node != Node(child: Node(name: "other"), name: "root"))
    #expect(node != Node(name: "root"))
    #expect(Node(name: "a") == Node(name: "a"))
  }
}
