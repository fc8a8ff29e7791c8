@_spi(Driver) @_exported import CasePaths
@_exported import Clocks
@_spi(Driver) @_exported import Dumps
@_exported import IdentifiedCollections
// Runtime's layers, re-exported with their machinery for drivers, so `import Runtime` (or
// `@_spi(Driver) import Runtime`) stays the one import. The order is Package.swift's
// `runtimeLayers`; docs/architecture.md draws it.
@_spi(Driver) @_exported import IssueReports
