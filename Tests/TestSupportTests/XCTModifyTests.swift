import Runtime
import TestSupport
import Testing

@Suite("XCTModify: change the value inside an optional, or fail")
struct XCTModifyTests {
  @Test("changes the wrapped value in place")
  func modifies() {
    var cuenta: Int? = 1
    XCTModify(&cuenta) { $0 += 1 }
    #expect(cuenta == 2)
  }

  @Test("fails on nil, naming the type, and leaves it nil")
  func failsOnNil() {
    var cuenta: Int? = nil
    withKnownIssue {
      XCTModify(&cuenta) { $0 += 1 }
    } matching: { issue in
      issue.description.contains(#"XCTModify failed: expected a non-nil value of type "Int"."#)
    }
    #expect(cuenta == nil)
  }

  @Test("fails when an Equatable value is left unchanged")
  func failsWhenUnchanged() {
    var cuenta: Int? = 1
    withKnownIssue {
      XCTModify(&cuenta, "la cuenta") { $0 = 1 }
    } matching: { issue in
      issue.description.contains(#"the value of type "Int" was not changed"#)
        && issue.description.hasSuffix(": la cuenta")
    }
  }
}
