@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing
import TestSupport

/// A spec parameter named like something the generated code itself reads — `table`,
/// `developmentLanguage`, `localization`, a runtime function or variable — must not change
/// which texts come out. DangerousNamesTests proves such names compile; this suite runs them
/// with German tables, because a body that read a shadowed `table` or `developmentLanguage`
/// still compiles and only shows the English fallback instead of the translation.
@Suite struct GeneratedNameShadowingTests {
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"))

    /// Every lowercase identifier the runtime and a catalog using every feature spell, as
    /// placeholder names: read from the generator's output, so a name it starts using later is
    /// covered without editing this test.
    static func parameterNames() throws -> [String] {
        try DangerousNamesTests.generatedIdentifiers()
            .filter { Identifier.isPlaceholderName($0) && !Identifier.swiftKeywords.contains($0) }
            .sorted()
    }

    /// An alert, a notification with a category and a progress overlay, each taking all of
    /// `parameters` (the first an `Int`, the plural count and badge; the others `String`), with
    /// German translations; and the review's own case, `moveTable(table:developmentLanguage:)`.
    static func spec(parameters: [String]) -> String {
        let declared = "{" + parameters.enumerated().map { "\($1): \($0 == 0 ? "Int" : "String")" }.joined(separator: ", ") + "}"
        let all = parameters.map { "{\($0)}" }.joined(separator: " ")
        let count = "{\(parameters[0])}"
        return """
            version: 1
            namespace: Shadow
            developmentLanguage: en
            locales: [de]
            alerts:
              confirm:
                parameters: \(declared)
                title:
                  text: "Title \(all)"
                  translations: {de: "Titel \(all)"}
                message:
                  plural: \(parameters[0])
                  one: "\(count) one"
                  other: "\(count) other"
                  translations:
                    de: {one: "\(count) eins", other: "\(count) andere"}
                actions:
                  - id: apply
                    title:
                      text: Apply
                      translations: {de: Anwenden}
              moveTable:
                parameters: {table: String, developmentLanguage: String}
                title:
                  text: "Move to {table}?"
                  translations: {de: "Nach {table} verschieben?"}
                actions:
                  - id: move
                    title:
                      text: Move
                      translations: {de: Verschieben}
            notifications:
              remind:
                parameters: \(declared)
                body:
                  text: "Body \(all)"
                  translations: {de: "Text \(all)"}
                badge: \(parameters[0])
                category:
                  actions:
                    - id: open
                      title:
                        text: Open
                        translations: {de: Öffnen}
            progress:
              wait:
                parameters: \(declared)
                title:
                  text: "Wait \(all)"
                  translations: {de: "Warten \(all)"}

            """
    }

    @Test(.timeLimit(.minutes(10))) func parametersNamedLikeGeneratedNamesStillReadTheTranslation() throws {
        let names = try Self.parameterNames()
        #expect(names.contains("table") && names.contains("developmentLanguage") && names.contains("localization"))
        let parsed = SpecParser.parse(SourceFile(path: "shadow.alerts.yaml", bytes: Array(Self.spec(parameters: names).utf8)))
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.map(\.message))")
        let catalog = try #require(parsed.catalog)

        let bundle = TestScratch.root.appendingPathComponent("alertlint-shadow-\(UUID().uuidString).bundle")
        for file in try GenerationPlan.tables([catalog], format: .strings, existing: { _ in nil }) {
            let url = bundle.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        let values = names.indices.map { $0 == 0 ? "2" : "v\($0)" }
        let arguments = zip(names, values).map { "\(SwiftLiteral.identifier($0)): \($0 == names[0] ? $1 : SwiftLiteral.string($1))" }
            .joined(separator: ", ") + ", in: german"
        let main = """
            import Foundation
            let german = AlertLocalization(bundle: Foundation.Bundle(path: CommandLine.arguments[1])!, language: "de")
            let alert = Shadow.confirm(\(arguments))
            let move = Shadow.moveTable(table: "Invoices", developmentLanguage: "en", in: german)
            let note = Shadow.remind(\(arguments))
            let overlay = Shadow.wait(\(arguments))
            for line in [alert.title!, alert.message!, alert.actions[0].title, move.title!, move.actions[0].title,
                         note.body, note.category!.actions[0].title, Shadow.notificationCategories(in: german)[0].actions[0].title, overlay.title!] {
                Swift.print(line)
            }
            """
        let output = try SwiftProgram.run(
            ["AlertlintRuntime.swift": Self.generator.runtime(), "Shadow.swift": Self.generator.source(for: catalog), "main.swift": main],
            arguments: [bundle.path]
        )
        let shown = values.joined(separator: " ")
        #expect(output.split(separator: "\n").map(String.init) == [
            "Titel \(shown)", "2 andere", "Anwenden", "Nach Invoices verschieben?", "Verschieben",
            "Text \(shown)", "Öffnen", "Öffnen", "Warten \(shown)",
        ])
    }
}
