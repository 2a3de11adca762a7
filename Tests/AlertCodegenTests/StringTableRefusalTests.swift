import AlertCodegen
import AlertStrings
import AlertDiagnostics
import AlertSpec
import Testing

/// `StringTableBuilder.refusals(for:)`: what `alertlint generate` will not write, whatever the
/// configuration (issue 8, items 8 and 9). The same analysis drives `conflicting-key` and
/// `table-development-language`.
@Suite struct StringTableRefusalTests {
    static func catalogs(_ files: [(path: String, yaml: String)]) throws -> [Catalog] {
        try files.map { try StringTableTests.catalog($0.yaml, path: $0.path) }
    }

    static func alert(_ id: String, parameters: String = "", title: String) -> String {
        """
        version: 1
        alerts:
          \(id):
            \(parameters.isEmpty ? "" : "parameters: {\(parameters)}")
            title: \(title)
            actions: [{title: Cancel, role: cancel}, {title: Go}]

        """
    }

    /// Where each refusal points, as `path:offset` of the finding and of its note.
    static func positions(_ refusals: [Diagnostic]) -> [String] {
        refusals.map { "\($0.id) \($0.range.path):\($0.range.bytes.start) note \($0.notes.first?.range.map { "\($0.path):\($0.bytes.start)" } ?? "-")" }
    }

    @Test func aKeyForTwoTextsInOneFileIsRefusedAtTheSecond() throws {
        let yaml = """
            version: 1
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: {text: Cancel, key: confirm}, role: cancel}
                  - {title: {text: Delete, key: confirm}, role: destructive}

            """
        let refusals = StringTableBuilder.refusals(for: [try StringTableTests.catalog(yaml)])
        let cancel = try #require(yaml.utf8.firstRange(of: "Cancel".utf8)).lowerBound
        let delete = try #require(yaml.utf8.firstRange(of: "Delete,".utf8)).lowerBound
        let offset = { (index: String.Index) in yaml.utf8.distance(from: yaml.utf8.startIndex, to: index) }
        #expect(Self.positions(refusals) == ["conflicting-key test.alerts.yaml:\(offset(delete)) note test.alerts.yaml:\(offset(cancel))"])
        #expect(refusals.allSatisfy { $0.severity == .error })
    }

    @Test func keysAreComparedAcrossFilesOfOneTable() throws {
        let first = Self.alert("a", title: "{text: Delete Album?, key: shared.title}")
        let second = Self.alert("b", title: "{text: Delete Photo?, key: shared.title}").replacingOccurrences(of: "version: 1\n", with: "version: 1\ntable: A\n")
        let refusals = StringTableBuilder.refusals(for: try Self.catalogs([("b.alerts.yaml", second), ("a.alerts.yaml", first)]))
        #expect(refusals.map(\.range.path) == ["b.alerts.yaml"])
        #expect(refusals.first?.notes.first?.range?.path == "a.alerts.yaml")
        // Another table is another key space.
        let elsewhere = second.replacingOccurrences(of: "table: A", with: "table: B")
        #expect(StringTableBuilder.refusals(for: try Self.catalogs([("a.alerts.yaml", first), ("b.alerts.yaml", elsewhere)])).isEmpty)
    }

    @Test(arguments: [
        // Plural variants other than `other` count.
        ("{key: k, plural: n, one: One photo, other: \"{n} photos\"}", "{key: k, plural: n, one: A photo, other: \"{n} photos\"}", "n: Int", "n: Int", true),
        // A placeholder's type changes the format string.
        ("{key: k, text: \"Rename {x}?\"}", "{key: k, text: \"Rename {x}?\"}", "x: String", "x: Int", true),
        // So does its position among the parameters.
        ("{key: k, text: \"Rename {x}?\"}", "{key: k, text: \"Rename {x}?\"}", "x: String, y: String", "y: String, x: String", true),
        // A plural over a different count parameter.
        ("{key: k, plural: n, other: \"{n} items\"}", "{key: k, plural: m, other: \"{n} items\"}", "n: Int, m: Int", "n: Int, m: Int", true),
        // Comments and translations are not the development text.
        ("{key: k, text: Delete, comment: one}", "{key: k, text: Delete, comment: two, translations: {de: Löschen}}", "", "", false),
        // The same placeholder at the same position, whatever else the definitions take.
        ("{key: k, text: \"Rename {x}?\"}", "{key: k, text: \"Rename {x}?\"}", "x: String", "x: String, y: Int", false),
        // A single text and a plural text are different values.
        ("{key: k, text: \"{n} items\"}", "{key: k, plural: n, other: \"{n} items\"}", "n: Int", "n: Int", true),
    ])
    func developmentValuesAreComparedAsTheTableStoresThem(first: String, second: String, firstParameters: String, secondParameters: String, conflicts: Bool) throws {
        let yaml = """
            version: 1
            alerts:
              a:
                \(firstParameters.isEmpty ? "" : "parameters: {\(firstParameters)}")
                title: \(first)
                actions: [{title: Cancel, role: cancel}, {title: Go}]
              b:
                \(secondParameters.isEmpty ? "" : "parameters: {\(secondParameters)}")
                title: \(second)
                actions: [{title: Cancel, role: cancel}, {title: Go}]

            """
        let refusals = StringTableBuilder.refusals(for: [try StringTableTests.catalog(yaml)])
        #expect(refusals.map(\.id) == (conflicts ? ["conflicting-key"] : []), "\(refusals.map(\.message))")
    }

    @Test func aTableInTwoDevelopmentLanguagesIsRefusedAtTheLaterFile() throws {
        let english = "version: 1\ntable: Shared\nalerts:\n  a: {title: Delete?, actions: [{title: Cancel, role: cancel}, {title: Delete}]}\n"
        let german = "version: 1\ntable: Shared\ndevelopmentLanguage: de\nalerts:\n  b: {title: Löschen?, actions: [{title: Abbrechen, role: cancel}, {title: Löschen}]}\n"
        let refusals = StringTableBuilder.refusals(for: try Self.catalogs([("b.alerts.yaml", german), ("a.alerts.yaml", english)]))
        let languageAt = "version: 1\ntable: Shared\ndevelopmentLanguage: ".utf8.count
        let tableAt = "version: 1\ntable: ".utf8.count
        #expect(Self.positions(refusals) == ["table-development-language b.alerts.yaml:\(languageAt) note a.alerts.yaml:\(tableAt)"])
        #expect(refusals.first?.message.contains("'Shared' is written in 'en' (by a.alerts.yaml), but this file's development language is 'de'") == true)
        // In the other order, the German file sets the table's language, and the English one is refused at its table.
        let swapped = StringTableBuilder.refusals(for: try Self.catalogs([("a.alerts.yaml", german), ("b.alerts.yaml", english)]))
        #expect(Self.positions(swapped) == ["table-development-language b.alerts.yaml:\(tableAt) note a.alerts.yaml:\(languageAt)"])
        // One language, or separate tables: nothing to refuse.
        let separate = german.replacingOccurrences(of: "table: Shared\n", with: "")
        #expect(StringTableBuilder.refusals(for: try Self.catalogs([("a.alerts.yaml", english), ("b.alerts.yaml", separate)])).isEmpty)
        let alsoEnglish = german.replacingOccurrences(of: "developmentLanguage: de", with: "developmentLanguage: en")
        #expect(StringTableBuilder.refusals(for: try Self.catalogs([("a.alerts.yaml", english), ("b.alerts.yaml", alsoEnglish)])).isEmpty)
    }
}
