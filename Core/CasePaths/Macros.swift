/// A case key path for every case of an enum: `\.child`, `\.tap`, `\.child.delegate.saved`,
/// for `Scope`, `ifLet`, `forEach`, `send` and `receive`, and on values `is(\.child)`,
/// `value[case: \.child]`, `modify(\.child) { ... }`.
///
/// ```swift
/// @CasePathable
/// enum Action { case child(Child.Action), refresh }
/// ```
///
/// "Writing a case path by hand" in the core's README shows what it writes.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() = #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")
