/// Runtime's macros as their declarations in `Runtime/Macros` spell them.
extension MacroUnderTest {
  static let reducer = MacroUnderTest(
    name: "Reducer", typeName: "ReducerMacro", roles: ["memberAttribute", "member", "extension"],
    conformances: ["Reducer", "CaseReducer"])
  static let casePathable = MacroUnderTest(
    name: "CasePathable", typeName: "CasePathableMacro", roles: ["member", "extension"],
    conformances: ["CasePathable"])
  static let observableState = MacroUnderTest(
    name: "ObservableState", typeName: "ObservableStateMacro",
    roles: ["memberAttribute", "member", "extension"],
    conformances: ["Observable", "ObservableState"])
  static let observationStateTracked = MacroUnderTest(
    name: "ObservationStateTracked", typeName: "ObservationStateTrackedMacro",
    roles: ["accessor", "peer"])
  static let observationStateIgnored = MacroUnderTest(
    name: "ObservationStateIgnored", typeName: "ObservationStateIgnoredMacro",
    roles: ["accessor"])
  static let presents = MacroUnderTest(
    name: "Presents", typeName: "PresentsMacro", roles: ["accessor", "peer"])
  static let dependencyClient = MacroUnderTest(
    name: "DependencyClient", typeName: "DependencyClientMacro",
    roles: ["memberAttribute", "member"])
  static let dependencyEndpoint = MacroUnderTest(
    name: "DependencyEndpoint", typeName: "DependencyEndpointMacro", roles: ["accessor", "peer"])
  static let viewAction = MacroUnderTest(
    name: "ViewAction", typeName: "ViewActionMacro", roles: ["extension"],
    conformances: ["ViewActionSending"])
  static let reducerCaseEphemeral = MacroUnderTest(
    name: "ReducerCaseEphemeral", typeName: "ReducerCaseEphemeralMacro", roles: ["peer"])
  static let reducerCaseIgnored = MacroUnderTest(
    name: "ReducerCaseIgnored", typeName: "ReducerCaseIgnoredMacro", roles: ["peer"])
}
