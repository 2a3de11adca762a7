@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The generated neutral layer, compiled with the real swiftc and run.
@Suite struct NeutralLayerTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"), pluralFunction: PluralFunctionSource.all)

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
