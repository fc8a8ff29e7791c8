// snippet: casepaths-input
import Runtime
import TemporizadorFeature

struct Raiz {
  enum Action: CasePathable {
    case view(View)
    case destino(PresentationAction<Destino.Action>)
    case entradaFallida(codigo: Int, mensaje: String)

    enum View: CasePathable {
      case aparecio
    }
  }

  struct Destino {
    enum Action: CasePathable {
      case temporizador(Temporizador.Action)
    }
  }
}
// end snippet
