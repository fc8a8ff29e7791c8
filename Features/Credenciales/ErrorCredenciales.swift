import AutenticacionClient

/// Why logging in failed: the authentication client's type, named here too so that a test of
/// the form reaches it with `import CredencialesFeature` alone
/// (`ErrorCredenciales.credencialesInvalidas`).
public typealias ErrorCredenciales = AutenticacionClient.ErrorCredenciales
