@_spi(Driver) @_exported import CasePaths
@_exported import Clocks
@_spi(Driver) @_exported import Dumps
@_exported import IdentifiedCollections
// Runtime's layers, re-exported with their machinery for drivers, so `import Runtime` (or
// `@_spi(Driver) import Runtime`) stays the one import. The order is Package.swift's
// `runtimeLayers`; docs/architecture.md draws it.
@_spi(Driver) @_exported import IssueReports

/// The modules of Runtime's layers. Code written for a feature (a test a session recorder
/// generates) imports `Runtime` for a type of theirs, never the layer itself, which is no product.
@_spi(Driver)
public let runtimeLayerModules: Set<String> = [
  "IssueReports", "IdentifiedCollections", "CasePaths", "Clocks", "Dumps",
]
