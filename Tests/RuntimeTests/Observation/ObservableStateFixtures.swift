import Foundation
import Runtime

// The states of TCA's Tests/ComposableArchitectureTests/ObservableTests.swift, with their
// macros (`@ObservableState`, `@Presents`, `@CasePathable`), shared by the observation tests in
// this folder.

@ObservableState
struct ObservedChild: Equatable, Identifiable {
  let id = UUID()
  var count = 0
  mutating func replace(with other: Self) {
    self = other
  }
  mutating func reset() {
    self = Self()
  }
  mutating func copy() -> Self {
    self
  }
}

@ObservableState
struct ObservedParent: Equatable {
  var child = ObservedChild()
  @Presents var destination: ObservedDestination?
  var children: [ObservedChild] = []
  @Presents var optional: ObservedChild?
  var path = StackState<ObservedChild>()
  @Presents var presentation: ObservedChild?
  var rows: IdentifiedArrayOf<ObservedChild> = []
  var sibling = ObservedChild()
  var name = ""
  mutating func swap() {
    let childCopy = child
    self.child = self.sibling
    self.sibling = childCopy
  }
}

@dynamicMemberLookup
@CasePathable
@ObservableState
enum ObservedDestination: Equatable {
  case child1(ObservedChild)
  case child2(ObservedChild)
  case inert(Int)
}
