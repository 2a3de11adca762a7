@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Which language generated code shows when the call forces none: the person's preferred
/// language when the bundle has a translation for it, otherwise the catalog's development
/// language — never whichever translation the bundle happens to list first. Run on Linux,
/// where swift-corelibs-foundation's `preferredLocalizations` picks the first translation
/// (German under `LANG=en_US.UTF-8`), so the runtime matches the POSIX preferences itself.
@Suite struct DefaultLanguageTests {
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"))

    static let spec = """
        version: 1
        namespace: Invoices
        developmentLanguage: en
        locales: [de]
        alerts:
          deleteInvoices:
            parameters: {count: Int, name: String}
            title:
              text: "Delete “{name}”?"
              translations: {de: "„{name}“ löschen?"}
            message:
              plural: count
              one: "{count} invoice"
              other: "{count} invoices"
              translations:
                de: {one: "{count} Rechnung", other: "{count} Rechnungen"}
            actions:
              - id: delete
                title:
                  text: Delete
                  translations: {de: Löschen}

        """

    /// The program, built once, and a bundle with `en.lproj` and `de.lproj` tables.
    static func program() throws -> (executable: String, bundle: String) {
        let parsed = SpecParser.parse(SourceFile(path: "invoices.alerts.yaml", bytes: Array(spec.utf8)))
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.map(\.message))")
        let catalog = try #require(parsed.catalog)
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("alertlint-language-\(UUID().uuidString).bundle")
        for file in try GenerationPlan.tables([catalog], format: .strings, existing: { _ in nil }) {
            let url = bundle.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("en.lproj/Invoices.strings").path))
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("de.lproj/Invoices.strings").path))
        let main = """
            import Foundation
            let localization = AlertLocalization(bundle: Foundation.Bundle(path: CommandLine.arguments[1])!)
            let alert = Invoices.deleteInvoices(count: 1234, name: "Q3.pdf", in: localization)
            Swift.print([alert.title!, alert.message!, alert.actions[0].title].joined(separator: "|"))
            """
        let executable = try SwiftProgram.build([
            "AlertlintRuntime.swift": generator.runtime(), "Invoices.swift": generator.source(for: catalog), "main.swift": main,
        ])
        return (executable, bundle.path)
    }

    /// The POSIX locale variables, all unset but the given ones.
    static func environment(_ values: [String: String]) -> [String: String?] {
        var environment: [String: String?] = ["LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil, "LANG": nil]
        for (key, value) in values { environment[key] = value }
        return environment
    }

    @Test(.timeLimit(.minutes(10))) func defaultsToTheDevelopmentLanguageUnlessAPreferredLanguageIsTranslated() throws {
        let (executable, bundle) = try Self.program()
        func shown(_ values: [String: String]) throws -> String {
            try SwiftProgram.run(executable, arguments: [bundle], environment: Self.environment(values))
                .trimmingCharacters(in: .newlines)
        }
        let english = "Delete “Q3.pdf”?|1,234 invoices|Delete"
        let german = "„Q3.pdf“ löschen?|1.234 Rechnungen|Löschen"
        // The review's case: corelibs listed de first and showed German.
        #expect(try shown(["LANG": "en_US.UTF-8"]) == english)
        #expect(try shown(["LANG": "de_DE.UTF-8"]) == german)
        #expect(try shown(["LANG": "en_US.UTF-8", "LC_ALL": "de_AT.UTF-8"]) == german)
        #expect(try shown(["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_CH.UTF-8"]) == german)
        // GNU gettext's list of preferences: the first translated one wins.
        #expect(try shown(["LANG": "en_US.UTF-8", "LANGUAGE": "fr:de:en"]) == german)
        #expect(try shown(["LANG": "de_DE.UTF-8", "LANGUAGE": "en"]) == english)
        // No translation for the preferred language: the development language.
        #expect(try shown(["LANG": "ja_JP.UTF-8"]) == english)
        #expect(try shown(["LANG": "C"]) == english)
        #expect(try shown([:]) == english)
    }
}
