import Runtime
import SessionRecording
import StoreConsole

extension Dados {
  /// The dice, recordable: the die is the one endpoint that crosses the boundary.
  public static let grabable = RecordableFeature(
    Dados(), initialState: State(), endpoints: [RecordableEndpoint("dado.tirar", \.dado.tirar)])

  /// The dice at the console: one screen, its commands, and what it records.
  public static let pantalla = Screen<State, Action>(
    "dados",
    commands: [
      Command("tirar", "tira el dado", .none) { _, estado in
        estado.tirando ? .refuse("El dado ya está rodando.") : .send([.tirar])
      },
      Command("serie", "tira el dado cada segundo, hasta «parar»", .none) { _, _ in
        .start([.empezarSerie])
      },
      Command("parar", "para la serie", .none) { _, _ in .send([.pararSerie]) },
    ],
    activity: { accion in
      switch accion {
      case .empezarSerie: true
      case .pararSerie: false
      default: nil
      }
    },
    activityEnds: "la serie se para",
    endpoints: grabable.endpoints
  ) { estado, enSerie in
    let tiradas =
      estado.tiradas.isEmpty
      ? "Aún no hay tiradas."
      : "Tiradas: \(estado.tiradas.map(String.init).joined(separator: ", ")) · total "
        + "\(estado.tiradas.reduce(0, +))."
    return [tiradas] + (estado.tirando ? ["  El dado rueda…"] : [])
      + (enSerie ? ["  En serie («parar» para pararla)."] : [])
  }

  /// The program: `Dados`, `Dados --script guion.txt --record partida.jsonl`,
  /// `Dados replay partida.jsonl --test`.
  public static let programa = ConsoleProgram(
    name: "Dados", version: "Dados 1.0.0", summary: "Dados: tira un dado desde la consola.",
    app: ConsoleApp(
      Dados(), initialState: State(), greeting: "Dados. Escribe «ayuda» para ver las órdenes.",
      screens: [pantalla], language: .spanish)
  ) { dependencias in
    dependencias.dado = .live
  }
}
