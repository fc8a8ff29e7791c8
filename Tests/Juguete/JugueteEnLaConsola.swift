import Runtime
import SessionRecording
import StoreConsole

extension Juguete {
  /// The toy's one screen: its count, its search, and the commands that drive them.
  public static let pantalla = Screen<State, Action>(
    "juguete",
    commands: [
      Command("iniciar", "pone en marcha el contador", .none) { _, _ in .start([.iniciar]) },
      Command("parar", "para el contador", .none) { _, _ in .send([.parar]) },
      Command("buscar [TEXTO]", "busca palabras", .text) { texto, _ in .send([.buscar(texto)]) },
      Command(
        "clave CLAVE", "escribe una clave", secret: "Clave",
        Argument { _, resto in resto.isEmpty ? nil : resto }
      ) { clave, _ in .send([.claveEscrita(clave)]) },
    ],
    activity: { accion in
      switch accion {
      case .iniciar: true
      case .parar: false
      default: nil
      }
    },
    activityEnds: "el contador se para",
    endpoints: RecordableFeature.juguete.endpoints, mask: RecordableFeature.juguete.mask,
    defaultValues: [State()]
  ) { estado, enMarcha in
    let busqueda =
      estado.buscando
      ? "buscando «\(estado.termino)»…"
      : estado.fallo.map { "falló: \($0)" } ?? estado.resultados.joined(separator: ", ")
    return ["\(estado.segundos) s\(enMarcha ? " · en marcha" : "")"]
      + (busqueda.isEmpty ? [] : ["  " + busqueda])
  }

  /// The toy at the console.
  public static let consola = ConsoleApp(
    Juguete(), initialState: State(), greeting: "Juguete. Escribe «ayuda».", screens: [pantalla],
    language: .spanish)
}

/// The toy program's own options.
public struct OpcionesDeJuguete: Sendable, Equatable {
  /// `--carpeta DIR`.
  public var carpeta: String?

  public init(carpeta: String? = nil) { self.carpeta = carpeta }
}

extension ConsoleProgram where Base == Juguete, Options == OpcionesDeJuguete {
  /// The toy as a program: `Juguete [--script …] [--carpeta DIR] …`, whose `--carpeta` was
  /// once `--dir`.
  public static func juguete(
    _ consola: ConsoleApp<Juguete> = Juguete.consola,
    buscador: Buscador = .liveValue
  ) -> Self {
    ConsoleProgram(
      name: "Juguete", version: "Juguete 1.0.0", summary: "Juguete: un contador y un buscador.",
      app: consola, options: OpcionesDeJuguete(),
      flags: [.value("--carpeta", "CARPETA", \.carpeta, help: ["una carpeta."])],
      formerSpellings: ["--dir": "--carpeta", "--saltar": "--skip-damaged"],
      validate: { $0.carpeta == "" ? "--carpeta vacía." : nil },
      live: { dependencias, _ in dependencias.buscador = buscador })
  }
}
