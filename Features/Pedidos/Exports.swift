// The orders the history shows, and the book it reads them from, live in the orders client's
// module; importing the history brings them along.
@_exported import PedidosClient
