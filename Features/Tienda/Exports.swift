// What a test of the shop names besides the reducer — orders, the cart's lines, payments and
// telemetry events — lives in the clients' modules; importing the shop brings them along.
@_exported import CarritosClient
@_exported import PagosClient
@_exported import PedidosClient
@_exported import TelemetriaClient
