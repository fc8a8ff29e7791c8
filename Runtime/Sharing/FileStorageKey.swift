@_spi(Runtime) import Dumps
import Foundation

extension SharedKey {
  /// A `Codable` value kept as JSON in a file, shared by everything in the app that names the
  /// same file — and by other processes that use the file the same way.
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<[LineaDeCarrito]> {
  ///   static func carrito(de usuario: String) -> Self {
  ///     fileStorage(carpeta.appending(path: "carrito-\(usuario).json"))
  ///   }
  /// }
  ///
  /// @Shared(.carrito(de: "ana")) var carrito: [LineaDeCarrito] = []
  /// ```
  ///
  /// Reading the value picks up a change another process made to the file since; each
  /// `withLock` is one transaction on the file (see ``FileStorage/fileSystem``). While there is
  /// no file the value is the default given to `@Shared`; an empty file counts as no file.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decoder: Decodes the file; by default a plain `JSONDecoder`.
  ///   - encoder: Encodes the value; by default JSON with sorted keys, pretty-printed.
  ///
  /// > Important: a file that cannot be decoded is left untouched: the value keeps what it had,
  /// > `$valor.loadError` says why, and changes stay in memory (`$valor.saveError` says so)
  /// > until the file is readable again. In tests nothing reaches the disk: each test has its
  /// > own file system in memory (``DependencyValues/defaultFileStorage``).
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = decoder ?? JSONDecoder()
    let encoder =
      encoder
      ?? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
      }()
    return fileStorage(
      url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) })
  }

  /// A value kept in a file, with your own encoding.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decode: Makes the value from the file's contents.
  ///   - encode: Makes the file's contents from the value.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// Where ``SharedKey/fileStorage(_:decoder:encoder:)`` keeps a value: a file in a
/// ``FileStorage``.
public struct FileStorageKey<Value: Sendable>: SharedKey, CustomStringConvertible {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  fileprivate init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  /// The file and the file system.
  public var id: FileStorageKeyID { FileStorageKeyID(path: url.path, storage: storage) }

  public func load(initialValue: Value) throws -> Value {
    guard let data = try storage.backend.read(url), !data.isEmpty else { return initialValue }
    return try decode(data)
  }

  public func save(_ value: Value) throws {
    try storage.backend.write(encode(value), to: url)
  }

  public func withExclusiveAccess<R>(_ body: () throws -> R) rethrows -> R {
    try storage.backend.withExclusiveAccess(to: url, body)
  }

  public func revision() -> AnyHashable? { storage.backend.revision(of: url) }

  public var description: String { ".fileStorage(\(Dumper.quoted(url.path)))" }
}

/// Identifies a file-backed shared value: its file and the file system it is in.
public struct FileStorageKeyID: Hashable, Sendable {
  let path: String
  let storage: FileStorage
}
