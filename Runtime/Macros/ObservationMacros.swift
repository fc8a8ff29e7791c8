/// Makes a feature's state observable field by field: TCA's `@ObservableState`.
///
/// A store's observers then hear of exactly the fields they read. On a struct, each stored
/// `var` becomes ``ObservationStateTracked()`` (a `@Presents` or `@Shared` field is left to its
/// own attribute); on an enum, the current case's state is what is observed.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var cuenta = 0
///   @Presents var destino: Destino.State?
/// }
/// ```
///
/// > Important: a property wrapper other than `@Shared` cannot be observed field by field; use
/// > ``Presents()`` instead of `@PresentationState`, and ``ObservationStateIgnored()`` for a field
/// > no view reads.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(shouldNotifyObservers))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "RuntimeMacros", type: "ObservableStateMacro")

/// A field of an ``ObservableState()`` struct whose reads and changes its observers follow;
/// `@ObservableState` adds it to each stored `var`, so you rarely write it.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "RuntimeMacros", type: "ObservationStateTrackedMacro")

/// A field of an ``ObservableState()`` struct that observers do not follow.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @ObservationStateIgnored var cache: [String: Data] = [:]
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "ObservationStateIgnoredMacro")

/// A presented child's state in an ``ObservableState()`` struct: what ``PresentationState``
/// is for a plain struct, observed like any field.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destino: Destino.State?
/// }
/// ```
///
/// The parent runs the child with `.ifLet(\.$destino, action: \.destino)`.
///
/// > Important: the type must be optional: `nil` is "nothing presented".
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "RuntimeMacros", type: "PresentsMacro")
