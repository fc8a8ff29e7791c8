import AppIdentity
import Catalogo
import Foundation
import PedidosClient
import PedidosClientLive
import TiendaFeature

/// `orders-append`: saving the 10,000th order in the order book, against saving the 10th. The
/// book appends one line and reads only the end of its journal, so the two must cost the same
/// (bar: at most 2×) — a book that rewrote or reread its history would be 1,000 times slower.
///
/// Each sample starts from a fresh copy of a journal already holding 9 (or 9,999) orders, made
/// and flushed to disk before timing, and times saving the next 5 orders, each flushed to disk;
/// samples of the two alternate.
@MainActor
enum OrdersAppend {
  static let saves = 5
  static let repetitions = 15

  static func run() async -> [Result] {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "orders-append-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let small = folder.appending(path: "template-9.jsonl")
      let large = folder.appending(path: "template-9999.jsonl")
      try journal(holding: 9).write(to: small)
      try journal(holding: 9_999).write(to: large)
      // The two alternate, so that a machine busier at one moment than another weighs on both.
      var tenth: [Double] = []
      var tenThousandth: [Double] = []
      for repetition in 0...repetitions {
        let pair = (
          try sample(from: small, after: 9, in: folder),
          try sample(from: large, after: 9_999, in: folder)
        )
        // The first pair warms up.
        guard repetition > 0 else { continue }
        tenth.append(pair.0)
        tenThousandth.append(pair.1)
      }
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

  /// Nanoseconds per save, saving right after the `existing` orders of `template`, in a fresh
  /// copy of it flushed to disk first: only the saves' own writes are timed.
  private static func sample(
    from template: URL, after existing: Int, in folder: URL
  ) throws
    -> Double
  {
    let run = folder.appending(path: "run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: run) }
    try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    let file = DataFiles(folder: run).pedidos
    try FileManager.default.copyItem(at: template, to: file)
    let copy = try FileHandle(forUpdating: file)
    try copy.synchronize()
    try copy.close()
    let book = LibroDePedidos(url: file)
    let start = ContinuousClock.now
    for save in 0..<saves {
      _ = try book.guardar(order(existing + save))
    }
    return nanoseconds(ContinuousClock.now - start) / Double(saves)
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
