// A file with no CasePathable enum: its generated file is only a comment. The text below must
// not fool the generator.
//   enum Falsa: CasePathable { case nunca }

/* enum TampocoEsta: CasePathable { case nunca } /* nested */ */

let textoConEnum = "enum EnTexto: CasePathable { case nunca }"

enum SinConformancia {
  case uno, dos
}
