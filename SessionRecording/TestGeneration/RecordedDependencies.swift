import Runtime
import TestSource

/// The dependency overrides of a generated test, read from the recording's calls: each
/// endpoint the session called answers, call after call, what it answered then — a value, the
/// same error, or nothing at all when the session never got the answer (a cancelled search) —
/// and a held answer waits for the step where the session got it.
///
/// Nothing here knows a feature: the endpoints come from the feature's declaration, the
/// answers from the recording, and the values are written by ``SwiftSource``. Long answers
/// become constants the steps reuse (`let usuario = Usuario(…)`, then
/// `receive(\.sesionAbierta, usuario)`).
struct RecordedDependencies {
  /// What a call answered, as the test gives it.
  enum Answer {
    case value(any Sendable)
    case error(any Error)
    /// An error of a type the endpoint does not declare: thrown as a `RecordedError`.
    case unknownError(String)
    case never
  }

  /// An endpoint the session called, and its answers in call order.
  struct Queue {
    let endpoint: RecordableEndpoint
    /// The name of the test's constant for it; `nil` when it is silenced.
    let variable: String?
    let answers: [(answer: Answer, held: Bool)]
  }

  private(set) var queues: [Queue] = []
  /// Declarations before the store: constants, then the answers of each endpoint.
  private(set) var declarations: [SourceDoc] = []
  /// Statements inside `withDependencies`.
  private(set) var overrides: [String] = []
  /// Names the code writes instead of values, keyed by the value's dump line.
  private(set) var constants: [String: String] = [:]
  /// What the recording does not let the test reconstruct.
  private(set) var notes: [String] = []
  private var names: Set<String> = []

  init<Action>(
    _ recording: Recording<Action>, endpoints: [RecordableEndpoint], held: Set<Int>,
    source: SwiftSource
  ) {
    let byEndpoint = recording.answersByEndpoint
    var heldByEndpoint: [String: [Bool]] = [:]
    for case .call(let call) in recording.lines {
      heldByEndpoint[call.endpoint, default: []].append(held.contains(call.id))
    }
    for endpoint in endpoints {
      guard let recorded = byEndpoint[endpoint.name] else { continue }
      let holds = heldByEndpoint[endpoint.name] ?? []
      let answers = recorded.enumerated().map { index, answer in
        (self.answer(endpoint, answer), holds.indices.contains(index) && holds[index])
      }
      guard endpoint.answerTypeName != nil || answers.contains(where: \.1) else {
        queues.append(Queue(endpoint: endpoint, variable: nil, answers: answers))
        overrides.append("$0.\(endpoint.name) = { _ in }")
        continue
      }
      let type = endpoint.answerTypeName ?? "Void"
      source.modules.note(endpoint.answerType)
      let variable = uniqueName(identifier(endpoint.name))
      queues.append(Queue(endpoint: endpoint, variable: variable, answers: answers))
      let entries = answers.map { entry($0.0, held: $0.1, type: type, source: source) }
      declarations.append(
        .prefixed(
          "let \(variable) = ",
          .call(
            "RecordedEndpoint<\(type)>", [.text(Dumper.line(endpoint.name)), .array(entries)])))
      let parameters =
        endpoint.arity == 0
        ? "" : Array(repeating: "_", count: endpoint.arity).joined(separator: ", ") + " in "
      let call =
        endpoint.isImmediate
        ? "\(variable).immediately()"
        : endpoint.answerTypeName == nil ? "try? await \(variable)()" : "try await \(variable)()"
      overrides.append("$0.\(endpoint.name) = { \(parameters)\(call) }")
    }
  }

  /// The name of the test's constant for `endpoint`.
  func variable(for endpoint: String) -> String? {
    queues.first { $0.endpoint.name == endpoint }?.variable
  }

  private mutating func answer(_ endpoint: RecordableEndpoint, _ answer: RecordedAnswer?) -> Answer
  {
    guard let answer, answer.cancelled != true else { return .never }
    if let failure = answer.error {
      guard let known = endpoint.error(failure) else {
        return .unknownError(failure.description ?? failure.type ?? "an error")
      }
      return .error(known)
    }
    guard let value = try? endpoint.decode(answer.value ?? .null) else {
      notes.append("an answer of \(endpoint.name) could not be read; it never comes")
      return .never
    }
    return .value(value)
  }

  /// One answer as an entry of the endpoint's list; a long value becomes a constant.
  private mutating func entry(
    _ answer: Answer, held: Bool, type: String, source: SwiftSource
  ) -> SourceDoc {
    let doc: SourceDoc
    switch answer {
    case .never: doc = .text(".never")
    case .unknownError(let description):
      doc = .call(".error", [.call("RecordedError", [.text(Dumper.line(description))])])
    case .error(let error): doc = .call(".error", [source.qualified(error)])
    case .value(let value):
      doc = .call(".value", [constant(value, type: type, source: source)])
    }
    return held ? .suffixed(doc, ".held") : doc
  }

  /// `value`, or the name of a constant declared for it when it is long.
  private mutating func constant(_ value: Any, type: String, source: SwiftSource) -> SourceDoc {
    let doc = source.doc(value)
    guard doc.singleLine.count > 30 else { return doc }
    let key = Dumper.line(value)
    if constants[key] == nil {
      let name = uniqueName(Self.name(of: Swift.type(of: value)))
      constants[key] = name
      let annotation = doc.singleLine.hasPrefix("[") ? ": \(type)" : ""
      declarations.append(.prefixed("let \(name)\(annotation) = ", source.qualified(value)))
    }
    return .text(constants[key]!)
  }

  private mutating func uniqueName(_ name: String) -> String {
    var unique = name
    var number = 2
    while !names.insert(unique).inserted {
      unique = "\(name)\(number)"
      number += 1
    }
    return unique
  }

  /// A constant's name from its type: `Usuario` → `usuario`, `UUID` → `uuid`, a collection
  /// of `Resultado` → `resultados`.
  static func name(of type: Any.Type) -> String {
    let name = Dumper.typeName(type)
    let element = name.split(whereSeparator: { "<>, ".contains($0) }).last.map(String.init)
    guard name.hasSuffix(">"), !name.hasPrefix("Optional<"), let element else {
      if name.hasPrefix("Optional<"), let element { return identifier(element) }
      return name.allSatisfy(\.isUppercase) ? name.lowercased() : identifier(name)
    }
    let singular = identifier(element)
    return singular + ("aeiou".contains(singular.last ?? "a") ? "s" : "es")
  }
}

/// `text` as a lower camel case identifier: `pagos.cobrar` → `pagosCobrar`, `Usuario` →
/// `usuario`, `sesión de oro` → `sesionDeOro`.
func identifier(_ text: String) -> String {
  let words = text.folding(options: .diacriticInsensitive, locale: nil)
    .split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
  guard let first = words.first else { return "value" }
  return first.prefix(1).lowercased() + first.dropFirst()
    + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
