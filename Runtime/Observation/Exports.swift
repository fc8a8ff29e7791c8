// A reducer file needs only `import Runtime`: `@ObservableState` expands to code that names
// `Observation.Observable`, and a UI observes a store with `withObservationTracking`.
@_exported import Observation
