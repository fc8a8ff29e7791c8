// A test imports TestSupport and the feature under test; the Runtime vocabulary it also needs
// (Effect, IdentifiedArrayOf, UUID(0), withDependencies…) comes along.
@_exported import Runtime
