@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The generated neutral layer, compiled with the real swiftc and run.
@Suite struct NeutralLayerTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"))

    static func catalog(_ relativePath: String) throws -> Catalog {
        let url = testsFolder.appendingPathComponent(relativePath)
        let parsed = SpecParser.parse(SourceFile(path: relativePath, bytes: Array(try Data(contentsOf: url))))
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.map(\.message))")
        return try #require(parsed.catalog)
    }

    /// Every string of the hostile fixture comes back from the compiled program exactly as
    /// the spec wrote it: nothing broke out of a literal, nothing was lost or re-encoded.
    @Test func hostileTextRoundTrips() throws {
        let catalog = try Self.catalog("Fixtures/hostile.alerts.yaml")
        let main = """
            import Foundation
            let localization = AlertLocalization(bundle: .main, language: "en")
            let alert = Hostile.quotes(name: "N", count: 3, in: localization)
            let notification = Hostile.injection(in: localization)
            let category = notification.category!
            var texts: [String] = [alert.title!, alert.message!] + alert.actions.map(\\.title)
            texts += [notification.body, notification.threadIdentifier!, category.id, category.actions[0].title]
            texts += [category.actions[0].textInput!.buttonTitle, category.actions[0].textInput!.placeholder]
            let data = try! JSONSerialization.data(withJSONObject: texts, options: [])
            print(String(decoding: data, as: UTF8.self))
            """
        let output = try SwiftProgram.run([
            "AlertlintRuntime.swift": Self.generator.runtime(),
            "Hostile.swift": Self.generator.source(for: catalog),
            "main.swift": main,
        ])
        let texts = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String])
        let definition = try #require(catalog.alerts.first)
        func rendered(_ text: Text) -> String {
            text.content.primaryTemplate.rendered { $0 == "name" ? "N" : $0 == "count" ? "3" : "{\($0)}" }
        }
        var expected = [rendered(definition.title!), rendered(definition.message!)] + definition.actions.map { rendered($0.title) }
        let notification = try #require(catalog.notifications.first)
        let category = try #require(notification.category)
        expected += [rendered(notification.body), notification.threadIdentifier!.value, category.id, rendered(category.actions[0].title)]
        expected += [rendered(category.actions[0].textInput!.button!), rendered(category.actions[0].textInput!.placeholder!)]
        #expect(texts == expected)
        // The bidi override is in the output, but the generated source spells it as an escape.
        #expect(texts.contains { $0.unicodeScalars.contains("\u{202E}") })
        #expect(!Self.generator.source(for: catalog).unicodeScalars.contains("\u{202E}"))
    }

    /// The samples' generated code plus their generated tables (.strings and .stringsdict),
    /// compiled and run: texts come from the table of the language asked for, placeholders are
    /// filled with numbers formatted for the locale, and plural variants follow CLDR —
    /// Arabic with all six categories.
    @Test func samplesRunWithTheirTablesInTwoLocales() throws {
        let samples = Self.testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/PhotoLibrary")
        let paths = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".alerts.yaml") }.sorted()
        let catalogs = try paths.map { name -> Catalog in
            let parsed = SpecParser.parse(SourceFile(path: "samples/PhotoLibrary/\(name)", bytes: Array(try Data(contentsOf: samples.appendingPathComponent(name)))))
            return try #require(parsed.catalog)
        }
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("alertlint-tables-\(UUID().uuidString).bundle")
        for file in try GenerationPlan.tables(catalogs, format: .strings, existing: { _ in nil }) {
            let url = bundle.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        var sources = ["AlertlintRuntime.swift": Self.generator.runtime()]
        for catalog in catalogs { sources[Self.generator.fileName(for: catalog)] = Self.generator.source(for: catalog) }
        sources["main.swift"] = """
            import Foundation
            let bundle = Bundle(path: CommandLine.arguments[1])!
            for language in ["de", "ar"] {
                let localization = AlertLocalization(bundle: bundle, language: language)
                print(PhotoLibrary.deletePhoto(name: "Strand.jpg", in: localization).title!)
                for count in [0, 1, 2, 3, 11, 100, 1234] {
                    print(PhotoLibrary.deletePhotos(count: count, in: localization).title!)
                }
            }
            print(PhotoLibrary.deletePhoto(name: "Beach.jpg", in: AlertLocalization(bundle: bundle, language: "fr")).title!)
            """
        let lines = try SwiftProgram.run(sources, arguments: [bundle.path]).split(separator: "\n").map(String.init)

        let photoLibrary = try #require(catalogs.first { $0.namespace == "PhotoLibrary" })
        let deletePhoto = try #require(photoLibrary.alerts.first { $0.id == "deletePhoto" })
        let deletePhotos = try #require(photoLibrary.alerts.first { $0.id == "deletePhotos" })
        var expected: [String] = []
        for code in ["de", "ar"] {
            let locale = try #require(LocaleID(code))
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: code)
            formatter.numberStyle = .decimal
            let single = try #require(deletePhoto.title?.translation(for: locale)?.content.primaryTemplate)
            expected.append(single.rendered { _ in "Strand.jpg" })
            let plural = try #require(deletePhotos.title?.translation(for: locale)?.content.plural)
            let rules = PluralRules.rules(for: locale)
            for count in [0, 1, 2, 3, 11, 100, 1234] {
                let template = plural.variants[rules.category(forInteger: count)] ?? plural.other
                expected.append(template.rendered { _ in formatter.string(from: NSNumber(value: count))! })
            }
        }
        // No French table: the development text.
        expected.append("Delete “Beach.jpg”?")
        #expect(lines == expected)
        // Spot checks a reader can verify by eye.
        #expect(lines.contains("„Strand.jpg“ löschen?"))
        #expect(lines.contains("1.234 Fotos löschen?"))
        #expect(lines.contains("هل تريد حذف صورتين؟"))
    }

    @Test func generationIsDeterministic() throws {
        let catalog = try Self.catalog("Fixtures/hostile.alerts.yaml")
        #expect(Self.generator.source(for: catalog) == Self.generator.source(for: catalog))
        #expect(Self.generator.runtime() == Self.generator.runtime())
    }

    @Test func literalsEscapeEverythingThatCouldBreakOut() {
        #expect(SwiftLiteral.string("a\"b\\c\\(d)") == #""a\"b\\c\\(d)""#)
        #expect(SwiftLiteral.string("x\ny\u{202E}z\u{0}") == #""x\ny\u{202E}z\u{0}""#)
        #expect(SwiftLiteral.identifier("continue") == "`continue`")
        #expect(SwiftLiteral.identifier("deletePhoto") == "deletePhoto")
    }
}
