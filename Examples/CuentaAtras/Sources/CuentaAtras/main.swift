import CuentaAtrasFeature
import Foundation

// `swift run CuentaAtras 3`: counts down from 3, one line a second. Everything else lives in
// CuentaAtrasFeature, where it can be tested.
exit(await Programa.ejecutar(CommandLine.arguments.dropFirst()))
