import DadosFeature
import Foundation

// `swift run Dados`: a session at the console, a script, a recording, or its replay.
exit(await Dados.programa.run(CommandLine.arguments.dropFirst()).rawValue)
