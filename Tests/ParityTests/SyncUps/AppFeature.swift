// Mirrors TCA's Examples/SyncUps/SyncUps/AppFeature.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Foundation
import Runtime

struct AppFeature: Reducer {
  enum Path: CaseReducer {
    case detail(SyncUpDetail)
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)

    enum State: CaseReducerState, CasePathable {
      typealias StateReducer = Path
      case detail(SyncUpDetail.State)
      case meeting(Meeting, syncUp: SyncUp)
      case record(RecordMeeting.State)
    }
    enum Action: CasePathable {
      case detail(SyncUpDetail.Action)
      case record(RecordMeeting.Action)
    }
    static var body: some ReducerOf<Self> {
      Scope(state: \.detail, action: \.detail) { SyncUpDetail() }
      Scope(state: \.record, action: \.record) { RecordMeeting() }
    }
  }
  struct State: Equatable {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State()
  }

  enum Action: CasePathable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Scope(\.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(let delegateAction)))):
        switch delegateAction {
        case .startMeeting(let sharedSyncUp):
          state.path.append(.record(RecordMeeting.State(syncUp: sharedSyncUp)))
          return .none
        }

      case .path:
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension AppFeature.Path.State: Equatable {}
