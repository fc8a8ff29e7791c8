import SwiftSourceParser

/// The names that mark a declaration as UI-only.
enum UIDeclarations {
  /// Protocols and classes of SwiftUI, UIKit and AppKit: a type conforming to or deriving from
  /// one exists only for a screen.
  static let baseTypes: Set<String> = [
    "View", "App", "Scene", "PreviewProvider", "ViewModifier", "UIViewRepresentable",
    "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UIView", "UITableViewCell",
    "UICollectionViewCell", "UIHostingController", "NSViewController", "NSView",
    "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate",
    "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle",
    "Shape", "ShapeStyle", "PreferenceKey", "EnvironmentKey", "DynamicProperty", "Commands",
    "ToolbarContent", "Layout", "UIControl", "UIButton", "UILabel", "UITableView",
    "UICollectionView", "UIStackView", "UIScrollView",
  ]

  /// Types of SwiftUI, UIKit and AppKit whose extensions exist only for a screen.
  static let extendedTypes: Set<String> = baseTypes.union([
    "Text", "Image", "Color", "Font", "Binding", "EnvironmentValues", "UIColor", "UIImage",
    "UIFont", "UIApplication", "NSColor", "NSImage", "Animation", "Transaction", "Edge",
    "Alert", "ActionSheet", "Button", "NavigationLink", "UIAlertController", "UIAlertAction",
  ])

  /// The name a type derives from or conforms to, from one entry of its inheritance clause,
  /// module removed: `View` for `SwiftUI.View`; `nil` for a composition or generic type.
  static func baseName(of entry: [Token]) -> String? {
    let names = entry.filter { !$0.is(".") }
    guard names.allSatisfy(\.isName), let last = names.last,
      names.count == 1 || names.count == 2
    else { return nil }
    if names.count == 2, !ImportMapping.isUIFramework(names[0].text) { return nil }
    return last.text
  }

  /// The last part of an extended type's name: `View` for `SwiftUI.View`.
  static func lastComponent(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
  }
}
