import AppIdentity
import Testing

struct DataFolderTests {
  @Test
  func unaCarpetaPropiaGanaATodo() {
    let url = DataFolder.url(environment: [
      "COMPOSABLE_DATA_DIR": "/tmp/mis-datos", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ana",
    ])
    #expect(url.path == "/tmp/mis-datos")
  }

  @Test
  func sigueXDGDataHome() {
    let url = DataFolder.url(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ana"])
    #expect(url.path == "/xdg/composable")
  }

  @Test
  func sinXDGUsaLocalShareEnElInicio() {
    #expect(
      DataFolder.url(environment: ["HOME": "/home/ana"]).path
        == "/home/ana/.local/share/composable")
    // The XDG spec ignores relative paths.
    #expect(
      DataFolder.url(environment: ["XDG_DATA_HOME": "relativa", "HOME": "/home/ana"]).path
        == "/home/ana/.local/share/composable")
  }
}
