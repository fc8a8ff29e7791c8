// Mirrors TCA's Examples/TicTacToe/tic-tac-toe/Sources/AppCore/AppCore.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Runtime

public enum TicTacToe: CaseReducer {
  case login(Login)
  case newGame(NewGame)

  public enum State: CaseReducerState, CasePathable {
    public typealias StateReducer = TicTacToe
    case login(Login.State)
    case newGame(NewGame.State)
  }

  public enum Action: CasePathable {
    case login(Login.Action)
    case newGame(NewGame.Action)
  }

  public static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.twoFactor(.presented(.twoFactorResponse(.success)))):
        state = .newGame(NewGame.State())
        return .none

      case .login(.loginResponse(.success(let response))) where !response.twoFactorRequired:
        state = .newGame(NewGame.State())
        return .none

      case .login:
        return .none

      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
        return .none

      case .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      Login()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      NewGame()
    }
  }
}
extension TicTacToe.State: Equatable {}
