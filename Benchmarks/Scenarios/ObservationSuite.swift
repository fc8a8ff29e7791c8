import Runtime

/// The observation suite TCA dropped: the same change made to an `@ObservableState` struct
/// (`Observation.*`), a plain struct (the baseline) and an `@Observable` class (the figure
/// `observable_class_ns`, with `ratio_to_observable_class`), nobody observing, as in TCA's suite.
///
/// - `Observation.MutateField`: `count += 1`.
/// - `Observation.AppendItem`: appending an item to an `IdentifiedArray` of items (the list is
///   emptied every `appends` items, the emptying included).
/// - `Observation.MutateItem`: toggling a field of an item of a 1,000-item list, by id.
///
/// The bar: an `@ObservableState` change costs at most what the same change costs the
/// `@Observable` class.
@MainActor
enum ObservationSuite {
  static let mutations = 100_000
  static let appends = 1_000
  static let rounds = 10
  static let listSize = 1_000

  static func run() async -> [Result] {
    var results: [Result] = []
    results.append(
      await compare(
        "Observation.MutateField", operations: mutations,
        observed: {
          var state = ObservedState()
          for _ in 0..<mutations { mutateField(&state) }
          blackHole(state.count)
        },
        plain: {
          var state = PlainState()
          for _ in 0..<mutations { mutateField(&state) }
          blackHole(state.count)
        },
        object: {
          let object = ObservedObject()
          for _ in 0..<mutations { mutateField(object) }
          blackHole(object.count)
        }))
    results.append(
      await compare(
        "Observation.AppendItem", operations: appends * rounds,
        observed: {
          var state = ObservedState()
          for _ in 0..<rounds {
            for id in 0..<appends { append(id, to: &state) }
            state.items.removeAll()
          }
          blackHole(state.count)
        },
        plain: {
          var state = PlainState()
          for _ in 0..<rounds {
            for id in 0..<appends { append(id, to: &state) }
            state.items.removeAll()
          }
          blackHole(state.count)
        },
        object: {
          let object = ObservedObject()
          for _ in 0..<rounds {
            for id in 0..<appends { append(id, to: object) }
            object.items.removeAll()
          }
          blackHole(object.count)
        }))
    let items = IdentifiedArray(uniqueElements: (0..<listSize).map { ListItem(id: $0) })
    results.append(
      await compare(
        "Observation.MutateItem", operations: mutations,
        observed: {
          var state = ObservedState()
          state.items = items
          for index in 0..<mutations { toggle(index % listSize, in: &state) }
          blackHole(state.count)
        },
        plain: {
          var state = PlainState()
          state.items = items
          for index in 0..<mutations { toggle(index % listSize, in: &state) }
          blackHole(state.count)
        },
        object: {
          let object = ObservedObject()
          object.items = items
          for index in 0..<mutations { toggle(index % listSize, in: object) }
          blackHole(object.count)
        }))
    return results
  }

  static func compare(
    _ name: String, operations: Int, observed: @escaping @MainActor () -> Void,
    plain: @escaping @MainActor () -> Void, object: @escaping @MainActor () -> Void
  ) async -> Result {
    let samples = await measureAlternating(
      repetitions: 9, operations: operations, [plain, observed, object])
    let (plainSamples, observedSamples, objectSamples) = (samples[0], samples[1], samples[2])
    let overObject = Stats.pairedRatio(observedSamples, over: objectSamples)
    return Result(
      name: name, samples: observedSamples, baseline: "plain-struct",
      baselineSamples: plainSamples, bar: "<= @Observable class", met: overObject <= 1,
      extra: [
        ("observable_class_ns", Report.format(Stats.median(objectSamples))),
        ("ratio_to_observable_class", Report.format(overObject)),
      ],
      paired: true)
  }

  @inline(never) static func mutateField(_ state: inout ObservedState) { state.count += 1 }
  @inline(never) static func mutateField(_ state: inout PlainState) { state.count += 1 }
  @inline(never) static func mutateField(_ object: ObservedObject) { object.count += 1 }

  @inline(never) static func append(_ id: Int, to state: inout ObservedState) {
    state.items.append(ListItem(id: id))
  }
  @inline(never) static func append(_ id: Int, to state: inout PlainState) {
    state.items.append(ListItem(id: id))
  }
  @inline(never) static func append(_ id: Int, to object: ObservedObject) {
    object.items.append(ListItem(id: id))
  }

  @inline(never) static func toggle(_ id: Int, in state: inout ObservedState) {
    state.items[id: id]?.done.toggle()
  }
  @inline(never) static func toggle(_ id: Int, in state: inout PlainState) {
    state.items[id: id]?.done.toggle()
  }
  @inline(never) static func toggle(_ id: Int, in object: ObservedObject) {
    object.items[id: id]?.done.toggle()
  }
}
