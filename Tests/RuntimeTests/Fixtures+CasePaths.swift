// Hand-written until CasePathsPlugin generates it.
import Runtime

extension Probe.Action {
  struct AllCasePaths {
    var record: AnyCasePath<Probe.Action, String> {
      AnyCasePath(
        embed: { .record($0) }, extract: { if case .record(let v) = $0 { v } else { nil } })
    }
    var sendAll: AnyCasePath<Probe.Action, [String]> {
      AnyCasePath(
        embed: { .sendAll($0) }, extract: { if case .sendAll(let v) = $0 { v } else { nil } })
    }
    var startTimer: AnyCasePath<Probe.Action, Void> {
      AnyCasePath(embed: { .startTimer }, extract: { if case .startTimer = $0 { () } else { nil } })
    }
    var stopTimer: AnyCasePath<Probe.Action, Void> {
      AnyCasePath(embed: { .stopTimer }, extract: { if case .stopTimer = $0 { () } else { nil } })
    }
    var tick: AnyCasePath<Probe.Action, Void> {
      AnyCasePath(embed: { .tick }, extract: { if case .tick = $0 { () } else { nil } })
    }
    var waitThenSend: AnyCasePath<Probe.Action, String> {
      AnyCasePath(
        embed: { .waitThenSend($0) },
        extract: { if case .waitThenSend(let v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Parent.Action {
  struct AllCasePaths {
    var child: AnyCasePath<Parent.Action, Probe.Action> {
      AnyCasePath(embed: { .child($0) }, extract: { if case .child(let v) = $0 { v } else { nil } })
    }
    var destination: AnyCasePath<Parent.Action, PresentationAction<Parent.Destination.Action>> {
      AnyCasePath(
        embed: { .destination($0) },
        extract: { if case .destination(let v) = $0 { v } else { nil } })
    }
    var rows: AnyCasePath<Parent.Action, IdentifiedActionOf<Probe>> {
      AnyCasePath(embed: { .rows($0) }, extract: { if case .rows(let v) = $0 { v } else { nil } })
    }
    var path: AnyCasePath<Parent.Action, StackActionOf<Probe>> {
      AnyCasePath(embed: { .path($0) }, extract: { if case .path(let v) = $0 { v } else { nil } })
    }
    var own: AnyCasePath<Parent.Action, Probe.Action> {
      AnyCasePath(embed: { .own($0) }, extract: { if case .own(let v) = $0 { v } else { nil } })
    }
    var setChild: AnyCasePath<Parent.Action, Probe.State?> {
      AnyCasePath(
        embed: { .setChild($0) }, extract: { if case .setChild(let v) = $0 { v } else { nil } })
    }
    var present: AnyCasePath<Parent.Action, Parent.Destination.State?> {
      AnyCasePath(
        embed: { .present($0) }, extract: { if case .present(let v) = $0 { v } else { nil } })
    }
    var removeRow: AnyCasePath<Parent.Action, Int> {
      AnyCasePath(
        embed: { .removeRow($0) }, extract: { if case .removeRow(let v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Parent.Destination.State {
  struct AllCasePaths {
    var first: AnyCasePath<Parent.Destination.State, Probe.State> {
      AnyCasePath(embed: { .first($0) }, extract: { if case .first(let v) = $0 { v } else { nil } })
    }
    var second: AnyCasePath<Parent.Destination.State, Probe.State> {
      AnyCasePath(
        embed: { .second($0) }, extract: { if case .second(let v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Parent.Destination.Action {
  struct AllCasePaths {
    var first: AnyCasePath<Parent.Destination.Action, Probe.Action> {
      AnyCasePath(embed: { .first($0) }, extract: { if case .first(let v) = $0 { v } else { nil } })
    }
    var second: AnyCasePath<Parent.Destination.Action, Probe.Action> {
      AnyCasePath(
        embed: { .second($0) }, extract: { if case .second(let v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
