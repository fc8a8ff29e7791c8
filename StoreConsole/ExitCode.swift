/// The exit codes of a console program, following BSD `sysexits.h` where one fits.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Everything went as asked; a session always ends with it, even if some commands were
  /// refused.
  case success = 0
  /// A replay did not reach the final state the recording ends with.
  case replayDiffers = 1
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// A recording has damaged lines and `--skip-damaged` was not given, is of a version this
  /// program does not know, or is of version 1 and a test was asked of it (`EX_DATAERR`).
  case dataError = 65
  /// A script or recording can't be read (`EX_NOINPUT`).
  case noInput = 66
  /// The program reached a state its own description does not cover — no screen shows it
  /// (`EX_SOFTWARE`): a bug in the app, not in what was asked.
  case software = 70
  /// The recording file exists or can't be created (`EX_CANTCREAT`).
  case cantCreate = 73
}
