@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing
import TestSupport

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
        let bundle = TestScratch.root.appendingPathComponent("alertlint-language-\(UUID().uuidString).bundle")
        for file in try GenerationPlan.tables([catalog], format: .strings, existing: { _ in nil }) {
            let url = bundle.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("en.lproj/Invoices.strings").path))
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("de.lproj/Invoices.strings").path))
        let main = """
            import Foundation
            // Arguments: the bundle, then `language=de` or `locale=de_AT` to force one.
            var localization = AlertLocalization(bundle: Foundation.Bundle(path: CommandLine.arguments[1])!)
            for argument in CommandLine.arguments.dropFirst(2) {
                let parts = argument.split(separator: "=", maxSplits: 1).map(Swift.String.init)
                if parts[0] == "language" { localization.language = parts[1] }
                if parts[0] == "locale" { localization.locale = Foundation.Locale(identifier: parts[1]) }
            }
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
        var environment: [String: String?] = ["LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil, "LC_NUMERIC": nil, "LANG": nil]
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
        // Texts follow LC_MESSAGES and LANGUAGE; numbers the person's numeric locale (LANG here).
        let germanWithEnglishNumbers = "„Q3.pdf“ löschen?|1,234 Rechnungen|Löschen"
        #expect(try shown(["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_CH.UTF-8"]) == germanWithEnglishNumbers)
        // GNU gettext's list of preferences: the first translated one wins.
        #expect(try shown(["LANG": "en_US.UTF-8", "LANGUAGE": "fr:de:en"]) == germanWithEnglishNumbers)
        #expect(try shown(["LANG": "de_DE.UTF-8", "LANGUAGE": "en"]) == "Delete “Q3.pdf”?|1.234 invoices|Delete")
        // No translation for the preferred language: the development language.
        #expect(try shown(["LANG": "ja_JP.UTF-8"]) == english)
        #expect(try shown(["LANG": "C"]) == english)
        #expect(try shown([:]) == english)
    }

    /// Defect 5: numbers are formatted for the person's locale (`en_DE`: `1.234`), not for the
    /// language alone (`en`: `1,234`); a forced language keeps the person's region (`de` for
    /// someone in `en_GB` formats as `de_GB`: `1,234`), and a forced locale is used as given.
    @Test(.timeLimit(.minutes(10))) func numbersFollowThePersonsLocaleAndAForcedLanguageKeepsTheirRegion() throws {
        let (executable, bundle) = try Self.program()
        func shown(_ values: [String: String], _ arguments: [String] = []) throws -> String {
            try SwiftProgram.run(executable, arguments: [bundle] + arguments, environment: Self.environment(values))
                .trimmingCharacters(in: .newlines)
        }
        // English texts in Germany: German digit grouping. Before: `1,234 invoices`.
        #expect(try shown(["LANG": "en_DE.UTF-8"]) == "Delete “Q3.pdf”?|1.234 invoices|Delete")
        // LC_NUMERIC decides numbers, LC_MESSAGES (here LANG) the texts.
        #expect(try shown(["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_CH.UTF-8"]) == "Delete “Q3.pdf”?|1’234 invoices|Delete")
        // German forced for someone in Britain: de_GB. Before: `1.234` (the language alone).
        #expect(try shown(["LANG": "en_GB.UTF-8"], ["language=de"]) == "„Q3.pdf“ löschen?|1,234 Rechnungen|Löschen")
        #expect(try shown(["LANG": "de_CH.UTF-8"], ["language=de"]) == "„Q3.pdf“ löschen?|1’234 Rechnungen|Löschen")
        // A forced language with a region keeps its own.
        #expect(try shown(["LANG": "en_GB.UTF-8"], ["language=de-DE"]).hasSuffix("1.234 Rechnungen|Löschen"))
        // A locale (SwiftUI's environment) picks the translation and formats the numbers.
        #expect(try shown(["LANG": "en_US.UTF-8"], ["locale=de_CH"]) == "„Q3.pdf“ löschen?|1’234 Rechnungen|Löschen")
        // The person's own locale passed as the locale changes nothing.
        #expect(try shown(["LANG": "de_DE.UTF-8"], ["locale=de_DE"]) == "„Q3.pdf“ löschen?|1.234 Rechnungen|Löschen")
        // `LANG=C` names no region: the language's own conventions, not corelibs' en_US
        // stand-in (which gave `1,234 Rechnungen`).
        #expect(try shown(["LANG": "C.UTF-8"], ["language=de"]) == "„Q3.pdf“ löschen?|1.234 Rechnungen|Löschen")
        #expect(try shown(["LANG": "POSIX"], ["language=de"]).hasSuffix("1.234 Rechnungen|Löschen"))
    }
}
