import Foundation
import Runtime

extension Consola {
  /// Hangs the recording, the trace, the JSON output, the activity and the live screen off the
  /// log.
  func conectarSalidas() {
    // The trace's states come from a fold of their own: the store's share their shared values.
    let sombra = opciones.traza ? PlegadoEnSombra(aplicacion) : nil
    bitacora.alAnotar { [unowned self] grabada, _, despues in
      seguirActividad(tras: grabada.accion, estado: despues)
      grabadora?.escribir(.accion(grabada))
      sombra?.paso(grabada.accion) { antes, despues in
        salida.error(Traza.texto(grabada, antes: antes, despues: despues))
      }
    }
    if opciones.json {
      var anterior = store.state
      salida.linea(Self.json(ciclo: 0, acciones: [], estado: anterior))
      bitacora.alCerrarCiclo { [unowned self] acciones, estado in
        guard estado != anterior else { return }
        anterior = estado
        salida.linea(
          Self.json(ciclo: acciones.first?.ciclo ?? 0, acciones: acciones, estado: estado))
      }
    } else if entrada.esInteractiva {
      bitacora.alCerrarCiclo { [unowned self] _, _ in
        guard !procesandoComando else { return }
        mostrarPantallaSiCambio()
      }
    }
  }

  /// Starts or stops the activity of the screen an action belongs to; a screen that is not
  /// showing has none (closing it cancelled its effects).
  private func seguirActividad(tras accion: Raiz.Action, estado: Raiz.State) {
    for pantalla in aplicacion.pantallas {
      let (nombre, activa) = (pantalla.sustantivo.palabra, pantalla.enMarcha(accion))
      if activa == false || pantalla.lineas(estado, false) == nil { enMarcha.remove(nombre) }
      if activa == true, pantalla.lineas(estado, false) != nil { enMarcha.insert(nombre) }
    }
  }

  /// Prints the screen after a command.
  func mostrarPantalla() {
    guard !opciones.json else { return }
    let pantalla = aplicacion.texto(de: store.state, enMarcha: enMarcha)
    salida.linea(pantalla)
    ultimaPantalla = pantalla
  }

  /// Prints the screen when an effect changed it, and the prompt again.
  private func mostrarPantallaSiCambio() {
    let pantalla = aplicacion.texto(de: store.state, enMarcha: enMarcha)
    guard pantalla != ultimaPantalla else { return }
    ultimaPantalla = pantalla
    salida.salida((salida.esTerminal ? "\r\u{1B}[K" : "\n") + pantalla + "\n")
    mostrarIndicador()
  }

  /// The prompt, in an interactive session: the screen's name.
  func mostrarIndicador() {
    guard entrada.esInteractiva, !opciones.json, !terminando else { return }
    salida.salida("\(aplicacion.pantalla(de: store.state).pantalla.sustantivo.palabra)> ")
  }

  /// Text for the person that is not the screen: on standard output, or on standard error
  /// with `--json`, which keeps standard output for JSON.
  func informar(_ texto: String) {
    if opciones.json { salida.error(texto) } else { salida.linea(texto) }
  }

  /// One `--json` line: the cycle, its actions (as recorded), and the state after it.
  static func json(
    ciclo: Int, acciones: ArraySlice<AccionGrabada<Raiz.Action>>, estado: Raiz.State
  ) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let codificadas = acciones.map { grabada in
      String(decoding: (try? codificador.encode(grabada)) ?? Data("null".utf8), as: UTF8.self)
    }
    return "{\"ciclo\":\(ciclo),\"acciones\":[\(codificadas.joined(separator: ","))],"
      + "\"estado\":\(ValorJSON.texto(estado))}"
  }
}
