// Mirrors TCA's Examples/SyncUps/SyncUps/Meeting.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Foundation
