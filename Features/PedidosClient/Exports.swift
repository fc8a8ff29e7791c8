// An order is made of the catalogue's products and cart lines: whoever reads orders gets them.
@_exported import Catalogo
