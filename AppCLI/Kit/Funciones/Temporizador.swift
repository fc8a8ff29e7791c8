import Runtime
import TemporizadorFeature

extension Temporizador {
  /// The timer at the command line: `iniciar` puts it in motion — the session does not wait for
  /// a ticker — `parar` and `reiniciar`, and whether it runs, which its state does not say.
  static let pantalla = Pantalla<State, Action>(
    sustantivo: .masculino("temporizador"),
    ordenes: [
      Orden("iniciar", "pone en marcha el temporizador", .ninguno) { _, _ in
        .ponerEnMarcha([.iniciar])
      },
      Orden("parar", "para el temporizador", .ninguno) { _, _ in .enviar([.parar]) },
      Orden("reiniciar", "vuelve a poner el temporizador a cero", .ninguno) { _, _ in
        .enviar([.reiniciar])
      },
    ],
    enMarcha: { accion in
      switch accion {
      case .iniciar: true
      case .parar: false
      default: nil
      }
    },
    iniciales: [State()]
  ) { temporizador, enMarcha in
    let marcha =
      enMarcha
      ? "en marcha («parar» para pararlo)" : "parado («iniciar» para ponerlo en marcha)"
    return ["\(temporizador.segundos) s · \(marcha)."]
  }
}
