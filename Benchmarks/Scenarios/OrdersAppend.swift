import Foundation
import TiendaFeature

/// `orders-append`: saving the 10,000th order in the order book, against saving the 10th. The
/// book appends one line and reads only the end of its journal, so the two must cost the same
/// (bar: at most 2×) — a book that rewrote or reread its history would be 1,000 times slower.
///
/// Each sample starts from a fresh copy of a journal already holding 9 (or 9,999) orders, made
/// before timing, and times saving the next 5 orders, each flushed to disk.
@MainActor
enum OrdersAppend {
  static let saves = 5
  static let repetitions = 9

  static func run() async -> [Result] {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "orders-append-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let tenth = try sample(after: 9, in: folder)
      let tenThousandth = try sample(after: 9_999, in: folder)
      return [
        Result(
          name: "orders-append", samples: tenThousandth, baseline: "10th order",
          baselineSamples: tenth, bar: "<= 2x",
          met: Stats.median(tenThousandth) / Stats.median(tenth) <= 2)
      ]
    } catch {
      FileHandle.standardError.write(Data("orders-append: \(error)\n".utf8))
      return [Result(name: "orders-append", samples: [], bar: "<= 2x", met: false)]
    }
  }

  /// Nanoseconds per save, for each repetition, saving right after `existing` orders.
  private static func sample(after existing: Int, in folder: URL) throws -> [Double] {
    let template = folder.appending(path: "template-\(existing).jsonl")
    try journal(holding: existing).write(to: template)
    var samples: [Double] = []
    for repetition in 0...repetitions {
      let run = folder.appending(path: "run-\(existing)-\(repetition)")
      try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
      let file = run.appending(path: LibroDePedidos.nombreDeArchivo)
      try FileManager.default.copyItem(at: template, to: file)
      let book = LibroDePedidos(url: file)
      let start = ContinuousClock.now
      for save in 0..<saves {
        _ = try book.guardar(order(existing + save))
      }
      let elapsed = ContinuousClock.now - start
      // The first run warms up.
      if repetition > 0 { samples.append(nanoseconds(elapsed) / Double(saves)) }
      try FileManager.default.removeItem(at: run)
    }
    return samples
  }

  /// A journal with `count` orders, written as its documented format says (docs/Tienda.md):
  /// a header line, then one saved order per line.
  private static func journal(holding count: Int) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    var data = Data(#"{"formato":"pedidos","version":2}"#.utf8)
    data.append(UInt8(ascii: "\n"))
    for number in 1...count {
      let saved = PedidoGuardado(
        numero: number, fecha: Date(timeIntervalSince1970: 1_750_000_000), pedido: order(number))
      data.append(try encoder.encode(saved))
      data.append(UInt8(ascii: "\n"))
    }
    return data
  }

  private static func order(_ number: Int) -> Pedido {
    Pedido(
      id: UUID(), comprador: number % 7,
      lineas: [LineaDeCarrito(producto: .camiseta, cantidad: number % 3 + 1)])
  }
}
