@_spi(AlertlintGenerated) @testable import AlertlintRuntime
import Foundation
import Testing
import TestSupport

/// The runtime's table and formatter caches run in this process, so the CI's ThreadSanitizer
/// run watches them (programs the codegen tests build run without it).
@Suite struct LocalizationCacheTests {
    /// A bundle folder with `de.lproj/T.strings` and `de.lproj/T.stringsdict`.
    static func bundle() throws -> (Foundation.Bundle, URL) {
        let folder = TestScratch.root.appendingPathComponent("alertlint-runtime-cache-\(UUID().uuidString).bundle")
        let lproj = folder.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(#""T.title" = "„%1$@“ löschen?";"#.utf8).write(to: lproj.appendingPathComponent("T.strings"))
        let plural: [String: Any] = [
            "T.message": [
                "NSStringLocalizedFormatKey": "%2$#@count@",
                "count": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld", "one": "%2$lld Datei", "other": "%2$lld Dateien"],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plural, format: .xml, options: 0)
        try data.write(to: lproj.appendingPathComponent("T.stringsdict"))
        let bundle = Bundle(path: folder.path)
        return (try #require(bundle), folder)
    }

    static func texts(_ localization: AlertLocalization, count: Int) -> [String] {
        [
            AlertlintText.text("T.title", table: "T", fallback: "Delete “%1$@”?", developmentLanguage: "en", [.string("a.pdf"), .int(count)], in: localization),
            AlertlintText.plural(
                "T.message", table: "T", count: count, fallbacks: ["one": "%2$lld file", "other": "%2$lld files"],
                developmentLanguage: "en", [.string("a.pdf"), .int(count)], in: localization
            ),
        ]
    }

    /// Item 13: a second lookup does not read the files again (they are gone by then), and
    /// lookups from many threads at once agree.
    @Test func tablesAreReadOnceAndLookupsAreThreadSafe() async throws {
        let (bundle, folder) = try Self.bundle()
        let localization = AlertLocalization(bundle: bundle, language: "de", locale: Locale(identifier: "de_DE"))
        #expect(Self.texts(localization, count: 1234) == ["„a.pdf“ löschen?", "1.234 Dateien"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("de.lproj"))
        #expect(Self.texts(localization, count: 1) == ["„a.pdf“ löschen?", "1 Datei"])
        let results = await withTaskGroup(of: [String].self) { group in
            for count in 0..<32 { group.addTask { Self.texts(localization, count: count) } }
            var all: [[String]] = []
            for await texts in group { all.append(texts) }
            return all
        }
        #expect(results.count == 32)
        #expect(Set(results.map { $0[0] }) == ["„a.pdf“ löschen?"])
        #expect(results.allSatisfy { $0[1].hasSuffix($0[1].hasPrefix("1 ") ? "Datei" : "Dateien") })
    }

    /// Defect 5: a forced language keeps the person's region; a locale is used as given.
    @Test func theFormattingLocale() {
        let bundle = Foundation.Bundle.main
        #expect(AlertLocalization(bundle: bundle, locale: Locale(identifier: "de_CH")).formattingLocale(language: "de").identifier == "de_CH")
        #expect(AlertLocalization(bundle: bundle, language: "pt-BR").formattingLocale(language: "pt-BR").identifier.hasPrefix("pt"))
        let forced = AlertLocalization(bundle: bundle, language: "de").formattingLocale(language: "de")
        guard let user = AlertLocalization.userLocale() else {
            // LANG=C (CI): no region to keep, and the language's own conventions.
            #expect(forced.identifier == "de")
            #expect(AlertLocalization(bundle: bundle).formattingLocale(language: "en").identifier == "en")
            return
        }
        if let region = user.region?.identifier {
            #expect(forced.identifier == "de_\(region)")
        }
        #expect(AlertLocalization(bundle: bundle).formattingLocale(language: "en").identifier == user.identifier)
    }
}
