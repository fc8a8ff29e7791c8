import CasePathsGeneration

// Run by CasePathsPlugin once per source file: `CasePathsGenerator <input.swift> <output.swift>`.
CommandLineTool.main()
