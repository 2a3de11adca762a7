import AlertDiagnostics
import Testing

/// `sortedDistinct` orders what `ResolvedPositions` and the SARIF line fingerprints build their
/// tables from; it must equal sorting the set of the elements.
@Suite struct SortedDistinctTests {
    @Test(arguments: [[], [5], [3, 3, 3], [1, 2, 3], [3, 2, 1], [4, 1, 4, 2, 1, 9, 9, 0, 4]])
    func smallCases(values: [Int]) {
        #expect(values.sortedDistinct() == Set(values).sorted())
    }

    @Test func randomSequencesMatchTheSortedSet() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 0...300, using: &generator)).map { _ in Int.random(in: -50...50, using: &generator) }
            #expect(values.sortedDistinct() == Set(values).sorted())
            #expect(values.lazy.filter { $0 > 0 }.sortedDistinct() == Set(values.filter { $0 > 0 }).sorted())
        }
    }
}
