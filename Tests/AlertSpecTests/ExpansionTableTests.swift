import AlertSpec
import Testing

@Suite struct ExpansionTableTests {
    @Test func ibmTiersAtTheirEdges() {
        let table = ExpansionTable.ibm
        #expect([1, 10, 11, 20, 21, 30, 31, 50, 51, 70, 71, 500].map(table.percent(forSourceLength:))
            == [200, 200, 100, 100, 80, 80, 60, 60, 40, 40, 30, 30])
        #expect(table.budget(forSourceLength: 10) == 30)
        #expect(table.budget(forSourceLength: 20) == 40)
        #expect(table.budget(forSourceLength: 25) == 45)
        // Rounded up: 71 × 1.3 = 92.3 allows 93 characters.
        #expect(table.budget(forSourceLength: 71) == 93)
    }
}
