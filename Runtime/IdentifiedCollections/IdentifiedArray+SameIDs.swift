extension IdentifiedArray {
  /// Whether both arrays hold the same ids in the same order.
  ///
  /// Underscored and public for `Runtime`'s inlinable code (`@ObservableState`'s identity
  /// comparison, `ForEach`): not API.
  public func _hasSameIDs(as other: Self) -> Bool {
    guard (_snapshotCount ?? _elements.count) == (other._snapshotCount ?? other._elements.count)
    else { return false }
    // A copy whose ids nobody changed since (an element changed in place, say): no need to look.
    if _positions.generation == other._positions.generation { return true }
    // A stand-in (`_identitySnapshot`) has no ids to compare: they changed, or may have.
    if _snapshotCount != nil || other._snapshotCount != nil { return false }
    for (left, right) in zip(_elements, other._elements) where idOf(left) != idOf(right) {
      return false
    }
    return true
  }
}
