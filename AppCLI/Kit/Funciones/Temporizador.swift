import Runtime
import StoreConsole
import TemporizadorFeature

extension Temporizador {
  /// The timer at the command line: `iniciar` puts it in motion — the session does not wait for
  /// a ticker — `parar` and `reiniciar`, and whether it runs, which its state does not say.
  /// Its name, as Spanish sentences need it.
  static let sustantivo = Sustantivo.masculino("temporizador")

  static let pantalla = Screen<State, Action>(
    sustantivo.palabra,
    commands: [
      Command("iniciar", "pone en marcha el temporizador", .none) { _, _ in
        .start([.iniciar])
      },
      Command("parar", "para el temporizador", .none) { _, _ in .send([.parar]) },
      Command("reiniciar", "vuelve a poner el temporizador a cero", .none) { _, _ in
        .send([.reiniciar])
      },
    ],
    activity: { accion in
      switch accion {
      case .iniciar: true
      case .parar: false
      default: nil
      }
    },
    activityEnds: "\(sustantivo.conArticulo) se para",
    defaultValues: [State()]
  ) { temporizador, enMarcha in
    let marcha =
      enMarcha
      ? "en marcha («parar» para pararlo)" : "parado («iniciar» para ponerlo en marcha)"
    return ["\(temporizador.segundos) s · \(marcha)."]
  }
}
