import Foundation
import Porting

// `composable-port <package-directory> [options]`: ports a TCA package to this library, builds
// it, runs its tests, and reports what works. `--help` lists the options; PortCommand does it all.
exit(PortCommand.main(Array(CommandLine.arguments.dropFirst())))
