// Mirrors TCA's Examples/CaseStudies/SwiftUICaseStudies/01-GettingStarted-Bindings-Basics.swift, ported mechanically:
// macros and SwiftUI removed (TCA's comments and read-me text too).

import Foundation
import Runtime

struct BindingBasics: Reducer {
  struct State: Equatable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var toggleIsOn = false
  }

  enum Action: CasePathable {
    case sliderValueChanged(Double)
    case stepCountChanged(Int)
    case textChanged(String)
    case toggleChanged(isOn: Bool)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .sliderValueChanged(let value):
        state.sliderValue = value
        return .none

      case .stepCountChanged(let count):
        state.sliderValue = .minimum(state.sliderValue, Double(count))
        state.stepCount = count
        return .none

      case .textChanged(let text):
        state.text = text
        return .none

      case .toggleChanged(let isOn):
        state.toggleIsOn = isOn
        return .none
      }
    }
  }
}

private func alternate(_ string: String) -> String {
  string
    .enumerated()
    .map { idx, char in
      idx.isMultiple(of: 2)
        ? char.uppercased()
        : char.lowercased()
    }
    .joined()
}
