import Testing

@testable import Porting

/// Imports of TCA and its companions become this library's; UI frameworks and Combine go.
struct ImportRewritingTests {
  @Test("a source file gets Runtime for TCA and its companions, once")
  func sourceImports() {
    let result = ported(
      """
      import ComposableArchitecture
      import Dependencies
      import Foundation
      import SwiftUI

      struct A {}
      """)
    #expect(
      result.text == """
        import Runtime
        import Foundation

        struct A {}
        """)
    #expect(result.imports == ["Runtime", "Foundation"])
    #expect(result.changes.map(\.kind) == [.imports, .imports, .imports])
    #expect(result.changes[2].message.contains("removed `import SwiftUI`"))
  }

  @Test("a test file gets TestSupport too; @_spi stays, @testable of TCA goes")
  func testImports() {
    let result = ported(
      """
      @_spi(Internals) import ComposableArchitecture
      @testable import ComposableArchitecture
      import CustomDump
      import Combine
      import XCTest
      @testable import Contador
      """, role: .test)
    #expect(
      result.text == """
        @_spi(Internals) import Runtime
        @_spi(Internals) import TestSupport
        import Foundation
        import XCTest
        @testable import Contador
        """)
    #expect(
      result.changes.contains { $0.message == "removed `import Combine` (Linux has no Combine)" })
  }

  @Test("a file naming URLSession gets FoundationNetworking, where Linux keeps it")
  func foundationNetworking() {
    let result = ported(
      """
      import Foundation
      let sesion = URLSession.shared
      """)
    #expect(
      result.text == """
        import Foundation
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif
        let sesion = URLSession.shared
        """)
  }

  @Test("imports inside #if blocks are rewritten too")
  func conditionalImports() {
    let result = ported(
      """
      #if DEBUG
        import Clocks
      #endif
      """)
    #expect(
      result.text == """
        #if DEBUG
          import Runtime
          import Foundation
        #endif
        """)
  }
}
