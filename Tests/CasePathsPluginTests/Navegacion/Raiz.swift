import Runtime

// A small copy of the app's shape, every action enum written with only `: CasePathable`;
// CasePathsPlugin generates their `AllCasePaths`.

struct Temporizador {
  enum Action: Equatable, CasePathable {
    case iniciar, tick, parar
  }
}

struct Buscador {
  enum Action: Equatable, CasePathable {
    case terminoCambio(String)
    case resultados([String])
  }
}

struct Fila {
  enum Action: Equatable, CasePathable {
    case tocado
    case renombrado(String)
  }
}

struct Raiz {
  enum Action: Equatable, CasePathable {
    case view(View)
    case destino(PresentationAction<Destino.Action>)
    case filas(IdentifiedAction<Int, Fila.Action>)
    case sesionAbierta(usuario: String)
    case entradaFallida(codigo: Int, mensaje: String)

    enum View: Equatable, CasePathable {
      case aparecio
      case cerrarSesionPulsado
    }
  }

  /// Declared after the action that names it as `Destino.Action`: the generated extension of
  /// `Raiz.Action` must spell it `Raiz.Destino.Action`.
  struct Destino {
    enum Action: Equatable, CasePathable {
      case buscador(Buscador.Action)
      case temporizador(Temporizador.Action)
    }
  }
}
