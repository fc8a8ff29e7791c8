import Testing

/// Checks that a rule saw exactly the violations planted in a made-up manifest: one violation
/// starts with each of `esperadas`, and there are no others. What makes a rule's test able to
/// fail.
func esperarViolaciones(
  _ violaciones: [String], queEmpiezanPor esperadas: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for esperada in esperadas {
    #expect(
      violaciones.contains { $0.hasPrefix(esperada) },
      "no violation starts with «\(esperada)» in:\n\(violaciones.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
  #expect(
    violaciones.count == esperadas.count, "\(violaciones.joined(separator: "\n"))",
    sourceLocation: sourceLocation)
}
