import MacroExpansions
import MacroPluginProtocol

// Run by the compiler for every file that uses Runtime's macros (`@Reducer`, `@ObservableState`,
// …): answers its expansion requests on standard input and output.
MacroPlugin.main(name: "RuntimeMacros", expand: MacroExpander.expand)
