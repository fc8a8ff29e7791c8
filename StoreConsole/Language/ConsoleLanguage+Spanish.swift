extension ConsoleLanguage {
  /// Spanish: `ayuda`, `estado`, `historial`, `esperar`, `salir`; «Hasta pronto.»
  public static let spanish = ConsoleLanguage(
    helpCommand: ("ayuda [ORDEN]", "muestra las órdenes, o cómo se usa una"),
    commandsHeader: "Órdenes:",
    stateCommand: ("estado", "muestra el estado completo (sin contraseñas)"),
    historyCommand: ("historial", "muestra todas las acciones, de la persona y de los efectos"),
    waitCommand: ("esperar SEGUNDOS", "deja pasar el tiempo (útil en guiones)"),
    quitCommand: ("salir", "sale del programa (también Ctrl-D)", ["fin", "terminar"]),
    describe: { "\($0) — \($1)." },
    usage: { "Uso: \($0) — \($1)." },
    unknownCommand: { "No conozco la orden «\($0)». Escribe «ayuda» para ver las órdenes." },
    noActionsYet: "Aún no hay acciones.",
    origins: ("persona", "efecto"),
    unchanged: "sin cambios",
    farewell: "Hasta pronto.",
    cancelledAtTheEnd: { count, stopping in
      let effects = count == 1 ? "1 efecto que seguía" : "\(count) efectos que seguían"
      return "Fin de la entrada: se cancela \(effects) en curso"
        + stopping.map { " (\($0))" }.joined() + "."
    },
    noScreenShows: { state in
      "Error interno: ninguna pantalla muestra el estado al que ha llegado la sesión, que "
        + "termina aquí. Estado: \(state)"
    },
    fileMissing: { "\($0) «\($1)» no existe." },
    fileUnreadable: { "\($0) «\($1)» no se puede leer." },
    fileNouns: ("el guion", "la grabación"),
    recordingNotCreated: { path, reason in
      let why =
        switch reason {
        case .exists: "ya existe y no se sobrescribe"
        case .system(let description): description
        }
      return "no se puede crear la grabación «\(path)»: \(why)."
    },
    recordingStopped: { "no se pudo escribir en la grabación «\($0)»: \($1)" },
    errorPrefix: "Error: ",
    warningPrefix: "Aviso: ",
    moreHelp: { "Escribe «\($0) --help» para ver todas las opciones." },
    unknownFlag: { flag, suggestion in
      "opción desconocida: \(flag)." + (suggestion.map { " ¿Querías decir \($0)?" } ?? "")
    },
    flagTakesNoValue: { "\($0) no lleva valor." },
    flagRepeated: { "\($0) aparece más de una vez." },
    flagMissingValue: { "falta el valor de \($0)." },
    unexpectedArgument: { "argumento inesperado: «\($0)»." },
    replayTakesOneFile: "replay lee un solo archivo.",
    replayNeedsAFile: "falta el archivo de grabación que reproducir.",
    deprecatedFlag: { "Aviso: \($0) está obsoleta; usa \($1)." },
    fileValue: "ARCHIVO",
    inputParagraph: [
      "Sin --script, lee las órdenes de la entrada estándar: con un terminal abre una sesión",
      "interactiva (escribe «ayuda»); si la entrada no es un terminal, la trata como un guion.",
    ],
    sessionOptionsHeader: "Opciones de la sesión:",
    replayHeader: "Reproducir una grabación:",
    replayHelp: [
      "aplica las acciones grabadas al reducer, sin efectos, y escribe", "el estado final.",
    ],
    flagHelp: FlagHelp(
      script: ["lee las órdenes de ARCHIVO, una por línea."],
      json: [
        "un objeto JSON por cada cambio de estado en la salida estándar;",
        "todo lo demás va a la salida de errores.",
      ],
      trace: ["cada acción y el cambio de estado que causó (salida de errores)."],
      record: [
        "graba en ARCHIVO, que no debe existir, cada acción, lo",
        "que respondieron las dependencias y las esperas del reloj, en líneas JSON.",
      ],
      test: [
        "escribe en su lugar un test de Swift Testing que reproduce la",
        "sesión (grabaciones de la versión 2 o posteriores).",
      ],
      skipDamaged: ["salta las líneas dañadas (avisando) en vez de no reproducir", "nada."],
      replayTrace: ["cada acción reproducida y el cambio de estado que causó."]),
    exitStatuses: { statuses in
      "Códigos de salida: "
        + statuses.map { status in
          let meaning =
            switch status {
            case .success: "bien"
            case .replayDiffers: "la reproducción no llega al estado grabado"
            case .usage: "uso incorrecto"
            case .dataError: "grabación dañada, de una versión desconocida o de la 1 con --test"
            case .noInput: "no se puede leer un archivo"
            case .software: "error interno"
            case .cantCreate: "no se puede crear la grabación"
            }
          return "\(status.rawValue) \(meaning)"
        }.joined(separator: "; ") + "."
    },
    unknownVersion: { path, version, current in
      "Error: «\(path)» es una grabación de la versión \(version); esta versión lee hasta la "
        + "\(current). No se reproduce nada."
    },
    damagedLine: { path, line, reason, skipping in
      skipping
        ? "Aviso: se salta la línea \(line) de «\(path)»: \(reason)."
        : "Error: línea \(line) de «\(path)»: \(reason)."
    },
    problem: { reason in
      switch reason {
      case .notJSON: "no es JSON válido"
      case .missingField(let field): "falta el campo «\(field)»"
      case .invalidField(let field): "el campo «\(field)» no es válido"
      case .notARecordingLine: "no es una línea de grabación"
      case .versionNotFirst: "la versión va en la primera línea"
      case .afterEnd: "hay líneas después del final"
      }
    },
    nothingReplayed:
      "No se reproduce nada. Con --skip-damaged se saltan las líneas dañadas y se reproduce el "
      + "resto.",
    noTestFromVersion1: { path in
      "Error: «\(path)» es una grabación de la versión 1, que no guarda qué respondieron las "
        + "dependencias ni cuándo despertó el reloj: no se puede escribir un test que la "
        + "reproduzca. Sin --test sí se reproduce; para el test, vuelve a grabar la sesión."
    },
    finalStateAfter: { "Estado final tras reproducir \($0 == 1 ? "1 acción" : "\($0) acciones"):" },
    noEndLine: "La grabación no tiene línea final: no hay estado grabado con que comparar.",
    matches: "Coincide con el estado final grabado.",
    differs: {
      "Error: el estado final no coincide con el grabado.\nGrabado:     \($0)\nReproducido: \($1)"
    })
}
