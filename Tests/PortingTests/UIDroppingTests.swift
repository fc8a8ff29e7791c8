import Testing

@testable import Porting

/// Views, apps, previews and UI-only `#if` branches are left out by parsing, and said so.
struct UIDroppingTests {
  @Test("a View, its extension and a #Preview go; the reducer stays")
  func viewsAndPreviews() {
    let result = ported(
      """
      import ComposableArchitecture
      import SwiftUI

      struct Feature {
        var texto = "View: not a view"
      }

      /// The screen.
      struct FeatureView: View {
        var body: some View { Text("hola") }
      }

      extension FeatureView {
        static let titulo = "t"
      }

      #Preview("Vista") {
        FeatureView()
      }
      """)
    #expect(
      result.text == """
        import Runtime
        import Foundation

        struct Feature {
          var texto = "View: not a view"
        }


        """)
    #expect(
      result.changes.filter { $0.kind == .dropped }.map(\.line) == [9, 13, 17])
  }

  @Test("a nested `View` conforming to SwiftUI.View goes; its enclosing extension stays")
  func nestedView() {
    let result = ported(
      """
      import SwiftUI
      extension Feature {
        struct View: SwiftUI.View {
          var body: some SwiftUI.View { EmptyView() }
        }
        static let x = 1
      }
      """)
    #expect(
      result.text == """
        extension Feature {
          static let x = 1
        }
        """)
  }

  @Test("without a UI framework imported, a protocol named View is the package's own")
  func ownViewProtocol() {
    let source = """
      protocol View {}
      struct Pantalla: View {}
      """
    #expect(ported(source).text == source)
  }

  @Test("subclasses of a package's view controller go, even declared in another file")
  func subclassesOfPackageViews() throws {
    let base = "import UIKit\nclass BaseController: UIViewController {}\n"
    let names = try SourcePort.uiTypeNames(in: base)
    #expect(names == ["BaseController"])
    let result = ported(
      "class Detalle: BaseController {}\nstruct Modelo {}\n", uiTypes: names)
    #expect(result.text == "struct Modelo {}\n")
  }

  @Test("an app goes, and a file left with only imports is empty")
  func app() {
    let result = ported(
      """
      import SwiftUI
      @main
      struct MiApp: App {
        var body: some Scene { WindowGroup { Text("") } }
      }
      """)
    #expect(result.isEmpty)
  }

  @Test("#if canImport(SwiftUI): the branch goes, an #else branch stays")
  func canImportWithElse() {
    let result = ported(
      """
      #if canImport(SwiftUI)
        let a = 1
      #else
        struct SinUI {}
      #endif
      struct B {}
      """)
    #expect(
      result.text == """
          struct SinUI {}
        struct B {}
        """)
    #expect(
      result.changes.map(\.message) == ["left out the `#if canImport(SwiftUI)` branch (UI only)"])
  }

  @Test("#if canImport(UIKit) followed by #elseif: the #elseif becomes the #if")
  func canImportWithElseIf() {
    let result = ported(
      """
      #if canImport(UIKit)
        struct A {}
      #elseif os(Linux)
        struct B {}
      #endif
      """)
    #expect(
      result.text == """
        #if os(Linux)
          struct B {}
        #endif
        """)
  }

  @Test("other #if blocks stay as they are")
  func otherConditions() {
    let source = """
      #if DEBUG
        struct A {}
      #endif
      """
    #expect(ported(source).text == source)
  }
}
