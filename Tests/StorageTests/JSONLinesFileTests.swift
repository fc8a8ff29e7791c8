import AppTestSupport
import Foundation
import Storage
import Testing

struct JSONLinesFileTests {
  let carpeta: CarpetaTemporal
  let diario: JSONLinesFile

  init() throws {
    carpeta = try CarpetaTemporal()
    diario = JSONLinesFile(url: carpeta.url.appending(path: "diario.jsonl"))
  }

  func lineas(_ orden: JSONLinesFile.Order) throws -> [String] {
    var lineas: [String] = []
    try diario.forEachLine(orden) { linea in
      lineas.append(String(decoding: linea, as: UTF8.self))
      return true
    }
    return lineas
  }

  @Test
  func sinArchivoNoHayLineas() throws {
    #expect(!diario.exists)
    #expect(try lineas(.oldestFirst) == [])
    #expect(try diario.lastLine() == nil)
  }

  @Test
  func seCreaUnaVezYSeLeeDesdeAmbosExtremos() throws {
    #expect(try diario.createIfMissing(firstLine: Data("cabecera")))
    #expect(try !diario.createIfMissing(firstLine: Data("otra")), "an existing file is kept")
    try diario.append(Data("uno"))
    try diario.append(Data("dos"))

    #expect(try lineas(.oldestFirst) == ["cabecera", "uno", "dos"])
    #expect(try lineas(.newestFirst) == ["dos", "uno", "cabecera"])
    #expect(try diario.firstLine() == Data("cabecera"))
    #expect(try diario.lastLine() == Data("dos"))
    #expect(try carpeta.nombres() == ["diario.jsonl"], "no temporary file is left")
  }

  @Test
  func leerParaPronto() throws {
    try diario.createIfMissing(lines: (1...5).map { Data("\($0)") })
    var vistas: [String] = []
    try diario.forEachLine(.newestFirst) { linea in
      vistas.append(String(decoding: linea, as: UTF8.self))
      return vistas.count < 2
    }
    #expect(vistas == ["5", "4"])
  }

  @Test
  func lasLineasQueCruzanTrozosSeLeenEnteras() throws {
    // Lines of different lengths over several 64 KiB chunks, so lines straddle chunk edges.
    let esperadas = (0..<3000).map { String(repeating: "x", count: $0 % 97) + "·\($0)" }
    try diario.createIfMissing(lines: esperadas.map { Data($0) })

    #expect(try lineas(.oldestFirst) == esperadas)
    #expect(try lineas(.newestFirst) == esperadas.reversed())
  }

  @Test
  func unaLineaAMedioEscribirNoSeLeeYSeCorta() throws {
    try diario.createIfMissing(lines: [Data("cabecera"), Data("uno")])
    // What a process killed in the middle of an append leaves: part of a line, no newline.
    let salida = try FileHandle(forWritingTo: diario.url)
    try salida.seekToEnd()
    try salida.write(contentsOf: Data(#"{"numero": 2, "ped"#))
    try salida.close()

    #expect(try lineas(.oldestFirst) == ["cabecera", "uno"])
    #expect(try lineas(.newestFirst) == ["uno", "cabecera"])
    #expect(try diario.lastLine() == Data("uno"))

    #expect(try diario.repairTornTail() == 18)
    #expect(try diario.repairTornTail() == 0)
    try diario.append(Data("dos"))
    #expect(try String(contentsOf: diario.url, encoding: .utf8) == "cabecera\nuno\ndos\n")
  }

  @Test
  func unArchivoSinSaltosDeLineaNoSeRecorta() throws {
    try Data("basura sin fin de línea").write(to: diario.url)

    #expect(try diario.repairTornTail() == 0)
    #expect(try lineas(.oldestFirst) == [])
    #expect(try Data(contentsOf: diario.url) == Data("basura sin fin de línea"))
  }
}
