/// The exit statuses of `AppCLI`, following BSD `sysexits.h` where one fits.
public enum CodigoDeSalida: Int32, Sendable {
  /// Everything went as asked.
  case bien = 0
  /// A replay did not reach the final state the recording ends with.
  case estadoDistinto = 1
  /// The command line is wrong (`EX_USAGE`).
  case uso = 64
  /// A recording has corrupt lines and `--continuar` was not given, is of a version this
  /// AppCLI does not know, or is of version 1 and a test was asked of it (`EX_DATAERR`).
  case datosDanados = 65
  /// A script or recording can't be read (`EX_NOINPUT`).
  case sinEntrada = 66
  /// Something that should not happen did (`EX_SOFTWARE`).
  case interno = 70
  /// The recording file can't be created (`EX_CANTCREAT`).
  case noSePuedeCrear = 73
}
