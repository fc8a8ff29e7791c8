// Who logs in (`Usuario`), why logging in fails (`ErrorCredenciales`) and the client that
// checks (`autenticacion`) live in the authentication client's module; importing the form
// brings them along.
@_exported import AutenticacionClient
