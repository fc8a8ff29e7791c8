#if canImport(SwiftUI)
  import SwiftUI

  /// How a view layer should animate the state changes of an action: SwiftUI's own type where
  /// SwiftUI exists.
  public typealias Animation = SwiftUI.Animation
#else
  import Foundation

  /// How a view layer should animate the state changes of an action — SwiftUI's `Animation`,
  /// as a description, where SwiftUI does not exist.
  ///
  /// A reducer written for SwiftUI asks for animations (`await send(.tick, animation: .default)`,
  /// `ButtonState(action: .send(.borrar, animation: .default))`); here it compiles unchanged,
  /// and the action is sent exactly as without the animation. There is no view layer to animate,
  /// so nothing else happens: a test asserts the same state either way.
  ///
  /// Two animations are equal when they were built the same way, so alerts whose buttons
  /// animate compare as they do in TCA. An animation prints as the code that builds it:
  ///
  /// ```swift
  /// Animation.spring(duration: 0.3).delay(0.1).description
  /// // ".spring(duration: 0.3, bounce: 0.0, blendDuration: 0.0).delay(0.1)"
  /// ```
  ///
  /// > Important: an animation changes nothing a test can see. If a test needs to know that an
  /// > action was animated, that is view code, and belongs in the view layer's own tests.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The code that builds this animation, such as `.easeInOut(duration: 0.2)`.
    public let description: String

    private init(_ description: String) { self.description = description }

    private func appending(_ modifier: String) -> Self { Self(description + modifier) }

    /// The platform's default animation.
    public static let `default` = Self(".default")

    /// A constant-speed animation of the platform's default length.
    public static let linear = Self(".linear")

    /// A constant-speed animation lasting `duration` seconds.
    public static func linear(duration: TimeInterval) -> Self {
      Self(".linear(duration: \(duration))")
    }

    /// An animation that starts slowly, of the platform's default length.
    public static let easeIn = Self(".easeIn")

    /// An animation that starts slowly, lasting `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Self {
      Self(".easeIn(duration: \(duration))")
    }

    /// An animation that ends slowly, of the platform's default length.
    public static let easeOut = Self(".easeOut")

    /// An animation that ends slowly, lasting `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Self {
      Self(".easeOut(duration: \(duration))")
    }

    /// An animation that starts and ends slowly, of the platform's default length.
    public static let easeInOut = Self(".easeInOut")

    /// An animation that starts and ends slowly, lasting `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Self {
      Self(".easeInOut(duration: \(duration))")
    }

    /// The platform's default spring.
    public static let spring = Self(".spring")

    /// A spring described by how long it takes to settle and how much it bounces.
    ///
    /// - Parameters:
    ///   - duration: Roughly how long the spring takes to settle, in seconds.
    ///   - bounce: How much it overshoots: 0 not at all, up to 1.
    ///   - blendDuration: How long it takes to blend into a following animation.
    public static func spring(
      duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0
    ) -> Self {
      Self(".spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// A spring described by its response time and damping.
    ///
    /// - Parameters:
    ///   - response: How stiff the spring is, as the seconds one oscillation takes.
    ///   - dampingFraction: How quickly it comes to rest: 1 without overshooting.
    ///   - blendDuration: How long it takes to blend into a following animation.
    public static func spring(
      response: Double, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Self {
      Self(
        ".spring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))")
    }

    /// A spring described by its physical properties.
    ///
    /// ```swift
    /// await send(.timerTicked, animation: .interpolatingSpring(stiffness: 3000, damping: 40))
    /// ```
    ///
    /// - Parameters:
    ///   - mass: The mass of the object on the spring.
    ///   - stiffness: The spring's stiffness.
    ///   - damping: The friction that slows it down.
    ///   - initialVelocity: How fast it starts.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Self {
      Self(
        ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
          + "initialVelocity: \(initialVelocity))")
    }

    /// A spring with a small bounce.
    public static let bouncy = Self(".bouncy")

    /// A spring with no bounce.
    public static let smooth = Self(".smooth")

    /// A quick spring with a little bounce.
    public static let snappy = Self(".snappy")

    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Self { appending(".delay(\(delay))") }

    /// The same animation, `speed` times faster.
    public func speed(_ speed: Double) -> Self { appending(".speed(\(speed))") }

    /// The same animation, played `repeatCount` times.
    ///
    /// - Parameters:
    ///   - repeatCount: How many times it plays.
    ///   - autoreverses: Whether every other repetition plays backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      appending(".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    /// The same animation, repeated for as long as the view shows it.
    ///
    /// - Parameter autoreverses: Whether every other repetition plays backwards.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      appending(".repeatForever(autoreverses: \(autoreverses))")
    }
  }

  extension Animation: _DumpsAsSource {
    public var _dumpSource: String { description }
  }
#endif
