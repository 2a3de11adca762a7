extension Sequence where Element: Comparable {
    /// The elements in ascending order, each once. Sorted, then deduplicated in place: no set
    /// is hashed, and the result is in the order a table built from it is searched in.
    public func sortedDistinct() -> [Element] {
        var sorted = Array(self)
        sorted.sort()
        var distinct = 0
        for element in sorted where distinct == 0 || sorted[distinct - 1] != element {
            sorted[distinct] = element
            distinct += 1
        }
        sorted.removeLast(sorted.count - distinct)
        return sorted
    }
}
