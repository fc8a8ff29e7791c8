import Combine
import XCTest

final class PublicadorTests: XCTestCase {
  func testPublica() {
    var recibidos: [Int] = []
    let cancelable = Just(1).sink { recibidos.append($0) }
    _ = cancelable
    XCTAssertEqual(recibidos, [1])
  }
}
