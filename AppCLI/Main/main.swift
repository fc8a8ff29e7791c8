import AppCLIKit
import Foundation

// `AppCLI`: a session of the app, or the replay of one. Everything lives in AppCLIKit and
// StoreConsole, where it can be tested; see docs/CLI.md.
exit(await AppCLI.ejecutar(CommandLine.arguments.dropFirst()))
