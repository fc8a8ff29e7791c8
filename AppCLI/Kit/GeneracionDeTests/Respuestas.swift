import BuscadorFeature
import CredencialesFeature
import RootFeature
import TiendaFeature

/// What the world answered in a recorded session, read from the effects' actions: the test
/// generator makes each dependency answer the same.
///
/// The actions carry every answer — `sesionAbierta(usuario)` is what `autenticacion.entrar`
/// returned, `resultados(items)` what `clienteBusqueda.buscar` found for the term being
/// searched, `pagoRechazado(motivo)` what `pagos.cobrar` said of the order's total.
struct Respuestas {
  /// Each login's answer, in order: a user, or the error it was refused with.
  var entradas: [Result<Usuario, ErrorCredenciales>] = []
  /// Each term searched, in order, with its results (`nil` when the search failed).
  var busquedas: [(termino: String, resultados: [Resultado]?)] = []
  /// Each catalogue load's answer, in order (`nil` when it failed).
  var catalogos: [[Producto]?] = []
  /// Each charge, in order: the amount and the processor's answer.
  var cobros: [(importe: Int, resultado: ResultadoDelCobro)] = []
  /// Each saved order's number, in order (`nil` when saving failed).
  var pedidos: [Int?] = []
  /// Requests the recording shows starting but never answering (cancelled, or cut off).
  var sinRespuesta: [String] = []

  init(_ pasos: [Paso]) {
    var busquedaEnCurso: String?
    var importeEnCurso: Int?
    var entradaEnCurso = false
    for paso in pasos {
      switch paso.grabada.accion {
      case .credenciales(.entrarPulsado) where paso.antes.credenciales.solicitud != nil:
        entradaEnCurso = true
      case .sesionAbierta(let usuario):
        entradas.append(.success(usuario))
        entradaEnCurso = false
      case .entradaFallida(let error):
        entradas.append(.failure(error))
        entradaEnCurso = false
      case .destino(.presented(.buscador(.busquedaIniciada))):
        if case .buscador(let buscador)? = paso.despues.destino {
          busquedaEnCurso = buscador.termino
        }
      case .destino(.presented(.buscador(.resultados(let resultados)))):
        if let termino = busquedaEnCurso { busquedas.append((termino, resultados)) }
        busquedaEnCurso = nil
      case .destino(.presented(.buscador(.fallo))):
        if let termino = busquedaEnCurso { busquedas.append((termino, nil)) }
        busquedaEnCurso = nil
      case .destino(.presented(.tienda(.catalogoCargado(let productos)))):
        catalogos.append(productos)
      case .destino(.presented(.tienda(.catalogoNoDisponible))):
        catalogos.append(nil)
      case .destino(.presented(.tienda(.carritoValidado(let pedido)))):
        importeEnCurso = pedido.totalEnCentimos
      case .destino(.presented(.tienda(.pagoCompletado))):
        if let importe = importeEnCurso { cobros.append((importe, .exito)) }
        importeEnCurso = nil
      case .destino(.presented(.tienda(.pagoRechazado(let motivo)))):
        if let importe = importeEnCurso { cobros.append((importe, .rechazado(motivo))) }
        importeEnCurso = nil
      case .destino(.presented(.tienda(.pedidoGuardado(let numero)))):
        pedidos.append(numero)
      case .destino(.presented(.tienda(.pedidoNoGuardado))):
        pedidos.append(nil)
      default:
        break
      }
      // Closing the search cancels a search in flight: its answer never comes.
      if let termino = busquedaEnCurso, paso.despues.destino?.seccion != .buscador {
        sinRespuesta.append("clienteBusqueda.buscar(\(CodigoSwift.literal(termino)))")
        busquedaEnCurso = nil
      }
    }
    if entradaEnCurso { sinRespuesta.append("autenticacion.entrar") }
    if importeEnCurso != nil { sinRespuesta.append("pagos.cobrar") }
  }
}
