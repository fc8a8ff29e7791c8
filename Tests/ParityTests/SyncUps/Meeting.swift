// TCA's Examples/SyncUps/SyncUps/Meeting.swift, verbatim: imports changed, SwiftUI views deleted.

import Foundation
