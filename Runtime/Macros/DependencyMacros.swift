/// Makes a struct of closures a dependency client whose endpoints, until a test overrides them,
/// report that they were called: swift-dependencies' `@DependencyClient`.
///
/// Each closure property becomes a ``DependencyEndpoint(method:)``, and the struct gets a
/// memberwise initializer plus one without the endpoints, so `Client()` is the test value:
///
/// ```swift
/// @DependencyClient
/// struct ClienteDelTiempo {
///   var pronostico: @Sendable (_ ciudad: String) async throws -> Pronostico
/// }
///
/// extension ClienteDelTiempo: TestDependencyKey {
///   static let testValue = Self()
/// }
/// ```
///
/// A test overrides what the feature uses (`$0.clienteDelTiempo.pronostico = { _ in .mock }`);
/// code calls it with its labels, `try await clienteDelTiempo.pronostico(ciudad: "Lima")`.
///
/// > Important: an endpoint that neither throws nor returns `Void` or an optional needs a
/// > default value, `= { _ in false }`, for the unimplemented client to return.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "RuntimeMacros", type: "DependencyClientMacro")

/// An endpoint of a dependency client: a closure whose default reports that it was called and
/// throws (or returns the default you give), and a method with the closure's argument labels.
/// ``DependencyClient()`` adds it to each closure property.
///
/// - Parameter method: The name of the method that calls the endpoint; by default, the
///   property's own name.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "RuntimeMacros", type: "DependencyEndpointMacro")

/// A closure property of a ``DependencyClient()`` struct that is not an endpoint.
@attached(accessor, names: named(willSet))
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "DependencyEndpointIgnoredMacro")
