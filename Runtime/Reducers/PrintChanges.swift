import Dispatch

extension Reducer {
  /// Prints every action this reducer receives and how it changed the state — a debugging aid.
  ///
  /// ```swift
  /// Store(initialState: Buscador.State()) {
  ///   Buscador()
  ///     ._printChanges()
  /// }
  /// ```
  ///
  /// prints, for each action:
  ///
  /// ```
  /// received action:
  ///   .terminoCambio("sarten")
  ///   Buscador.State(
  /// −   termino: "",
  /// +   termino: "sarten",
  ///     cargando: false,
  ///     …
  ///   )
  /// ```
  ///
  /// - Parameter printer: What to do with each change; `nil` prints nothing.
  ///
  /// > Important: it prints only in debug builds; in release builds it does nothing.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// What `_printChanges` does with each action and the states around it.
///
/// ```swift
/// let registro = _ReducerPrinter<Buscador.State, Buscador.Action> { accion, antes, despues in
///   bitacora.append(Dumper.line(accion))
/// }
/// ```
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  let queue: DispatchQueue?

  /// Creates a printer.
  ///
  /// - Parameters:
  ///   - printChange: Called after each action with the action, the state before and after.
  ///   - queue: Where to call it, asynchronously; `nil` calls it at once, on the store's actor.
  public init(
    printChange:
      @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State)
      -> Void,
    queue: DispatchQueue? = nil
  ) {
    self._printChange = printChange
    self.queue = queue
  }

  /// Prints one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }

  /// Prints the action, then the difference between the states (or "(No state changes)").
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(_ReducerPrinterMessage.change(action, oldState, newState))
    }
  }

  /// Prints the action's case names only, without its values: `received action: .view(.aparecio)`.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(_ReducerPrinterMessage.label(action))")
    }
  }
}

/// The texts `_ReducerPrinter.customDump` and `.actionLabels` print.
enum _ReducerPrinterMessage {
  /// The action, then the difference between the states.
  static func change(_ action: Any, _ oldState: Any, _ newState: Any) -> String {
    let actionLines = Dumper.block(action).split(separator: "\n").map { "  " + $0 }
    let difference = DumpDiff.lines(oldState, newState) ?? ["  (No state changes)"]
    return (["received action:"] + actionLines + difference).joined(separator: "\n") + "\n"
  }

  /// The action's case names: `.destino(.presented(.buscador(.terminoCambio)))`.
  static func label(_ action: Any) -> String {
    guard case .enumCase(let name, let payload) = Dumper.dump(action).node else {
      return Dumper.typeName(type(of: action))
    }
    let caseName = name.split(separator: ".").last.map(String.init) ?? name
    guard let payload, case .enumCase = payload.node else { return "." + caseName }
    return ".\(caseName)(\(label(payload.value)))"
  }
}

/// A reducer that prints what its base does. Built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: _ComposedReducer {
  /// The state this reducer runs on.
  public typealias State = Base.State
  /// The actions this reducer runs on.
  public typealias Action = Base.Action

  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func _reduce(
    into state: inout Base.State, action: Base.Action, cache: _ReducerCache
  ) -> Effect<Base.Action> {
    #if DEBUG
      if let printer {
        let oldState = state
        let effect = base._reduce(into: &state, action: action, cache: cache)
        Self.report(printer, action, oldState, state)
        return effect
      }
    #endif
    return base._reduce(into: &state, action: action, cache: cache)
  }

  @usableFromInline
  static func report(
    _ printer: _ReducerPrinter<Base.State, Base.Action>, _ action: Base.Action,
    _ oldState: Base.State, _ newState: Base.State
  ) {
    guard let queue = printer.queue else {
      printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
      return
    }
    let work = PrintWork {
      printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
    }
    queue.async { work.run() }
  }
}

/// A print to run on the printer's queue.
///
/// `@unchecked Sendable`: it reads only copies of an action and two states, which nothing
/// else touches, and runs once, on the queue.
@usableFromInline
struct PrintWork: @unchecked Sendable {
  let run: () -> Void
}
