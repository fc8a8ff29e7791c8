import Foundation
import Runtime

extension Aplicacion {
  /// `ayuda [ORDEN]`: every command in two columns, or one command's usage.
  static func ayuda(_ otras: [Orden<Raiz.State, Raiz.Action>]) -> Orden<Raiz.State, Raiz.Action> {
    let (uso, queHace) = ("ayuda [ORDEN]", "muestra las órdenes, o cómo se usa una")
    let filas = [(uso, queHace)] + otras.map { ($0.uso, $0.ayuda) }
    let ancho = (filas.map(\.0.count).max() ?? 0) + 2
    let texto =
      (["Órdenes:"]
      + filas.map { "  \($0.padding(toLength: ancho, withPad: " ", startingAt: 0))\($1)" })
      .joined(separator: "\n")
    return Orden(uso, queHace, alias: ["?"], Argumento.palabra.opcional) { nombre, _ in
      guard let nombre else { return .mostrar(texto) }
      guard let fila = filas.first(where: { $0.0.prefix { $0 != " " } == nombre }) else {
        return .rechazar(ErrorDeComando.desconocido(nombre).mensaje)
      }
      return .mostrar("\(fila.0) — \(fila.1).")
    }
  }

  /// The commands of the session itself, which know no feature.
  static var deLaSesion: [Orden<Raiz.State, Raiz.Action>] {
    [
      Orden("estado", "muestra el estado completo (sin contraseñas)", .ninguno) { _, estado in
        .mostrar(Dumper.block(estado))
      },
      Orden("historial", "muestra todas las acciones, de la persona y de los efectos", .ninguno) {
        _, _ in .historial
      },
      Orden("esperar SEGUNDOS", "deja pasar el tiempo (útil en guiones)", .segundos) {
        duracion, _ in .esperar(duracion)
      },
      Orden("fin", "termina la sesión (también Ctrl-D)", alias: ["terminar"], .ninguno) { _, _ in
        .terminar
      },
    ]
  }
}
