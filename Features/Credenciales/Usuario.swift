import AutenticacionClient

/// Who logs in: the authentication client's type, named here too so that a test of the form
/// reaches it with `import CredencialesFeature` alone (`Usuario.demo`).
public typealias Usuario = AutenticacionClient.Usuario
