import AlertDiagnostics
import AlertSpec
import Testing

/// The top-level settings: version, namespace, table, languages, platforms.
@Suite struct CatalogSettingsTests {
    private let definitions = "progress: {wait: {title: Wait}}\n"

    @Test func versionMustBeThePlainInteger1() {
        assertDiagnostic("version: 1️⃣\"1\"\n\(definitions)", .unsupportedVersion, "'version' must be the number 1, found the quoted string \"1\"")
        assertDiagnostic("version: 1️⃣1.0\n\(definitions)", .unsupportedVersion, "'version' must be the number 1, found the number 1.0")
        assertDiagnostic("version: 1️⃣0\n\(definitions)", .unsupportedVersion, "unsupported format version 0; this alertlint reads version 1")
        assertDiagnostic("1️⃣version:\n\(definitions)", .unsupportedVersion, "'version' must be the number 1, found an empty value")
        assertDiagnostic("version: 1️⃣{major: 1}\n\(definitions)", .wrongType, "expected the format version 1 for 'version', found a mapping")
        _ = decodeValid("version: 0x1\n\(definitions)")
    }

    @Test func missingVersionPointsAtTheFirstCharacterAfterABOM() {
        let spec = parse("\u{FEFF}\(definitions)")
        #expect(spec.diagnostics.map(\.id) == ["missing-key"])
        #expect(spec.diagnostics.first?.range.bytes.start == 3)
        #expect(spec.diagnostics.first.map { spec.file.location(of: $0.range.bytes.start).description } == "1:1")
    }

    @Test func positionsCountCharactersAcrossCRLFAndMultiByteText() {
        let spec = parse("version: 1\r\n# “Ünïcödé” comment\r\nalerts:\r\n  größe: {title: Größe}\r\n  ok: {title: “Ok”, role: x}\r\n")
        let rendered = spec.diagnostics.sortedForOutput().map { "\(spec.file.location(of: $0.range.bytes.start)) \($0.id)" }
        #expect(rendered == ["4:3 invalid-id", "5:21 unknown-key"])
    }

    @Test func developmentLanguageAndLocales() throws {
        let catalog = try #require(decodeValid("version: 1\ndevelopmentLanguage: de_de\nlocales: [en, ZH_hant, sr-Latn-RS]\n\(definitions)"))
        #expect(catalog.developmentLanguage.identifier == "de-DE")
        #expect(catalog.locales.map(\.value.identifier) == ["en", "zh-Hant", "sr-Latn-RS"])

        assertDiagnostics(
            "version: 1\ndevelopmentLanguage: 1️⃣english!\nlocales: [2️⃣de-DE, fr, 3️⃣de_de]\n\(definitions)",
            [
                Expected("1️⃣", .invalidLocale, "development language 'english!' is not a BCP 47 locale id such as 'de', 'pt-BR' or 'zh-Hans'"),
                Expected("3️⃣", .invalidLocale, "locale 'de-DE' ('de_de') is written twice", notes: [("2️⃣", "'de-DE' is first written here")]),
            ]
        )
    }

    @Test func platforms() throws {
        let catalog = try #require(decodeValid("version: 1\nplatforms: [mac, ipad]\n\(definitions)"))
        #expect(catalog.platforms == [.mac, .ipad])
        assertDiagnostics(
            "version: 1\nplatforms: [1️⃣iPhone, 3️⃣ipad, 2️⃣ipad, 4️⃣watch]\n\(definitions)",
            [
                Expected("1️⃣", .invalidValue, "invalid value 'iPhone' for platform 1: expected 'iphone', 'ipad' or 'mac'; did you mean 'iphone'?"),
                Expected("2️⃣", .invalidValue, "platform 'ipad' is listed twice", notes: [("3️⃣", "'ipad' is first listed here")]),
                Expected("4️⃣", .invalidValue, "invalid value 'watch' for platform 4: expected 'iphone', 'ipad' or 'mac'"),
            ]
        )
        assertDiagnostic(
            "version: 1\nplatforms: 1️⃣[]\n\(definitions)",
            .invalidValue, "'platforms' lists no platform; list some of 'iphone', 'ipad' and 'mac', or remove it for the default [iphone, ipad]")
    }

    @Test func tableMustNotBeEmpty() {
        assertDiagnostic("version: 1\ntable: 1️⃣\"\"\n\(definitions)", .invalidValue, "'table' must not be empty")
    }

    @Test func unknownTopLevelKeys() {
        assertDiagnostics(
            "version: 1\n1️⃣Alerts: {}\n2️⃣sheets: {}\n3️⃣$schema: x\n\(definitions)",
            [
                Expected("1️⃣", .unknownKey, "unknown key 'Alerts' in the top-level mapping; did you mean 'alerts'?"),
                Expected("2️⃣", .unknownKey, "unknown key 'sheets' in the top-level mapping; valid keys are 'version', 'namespace', 'table', 'developmentLanguage', 'locales', 'platforms', 'alerts', 'actionSheets', 'notifications', 'progress', 'flows', 'sounds' and 'broadcasts'"),
                Expected("3️⃣", .unknownKey, "unknown key '$schema' in the top-level mapping; valid keys are 'version', 'namespace', 'table', 'developmentLanguage', 'locales', 'platforms', 'alerts', 'actionSheets', 'notifications', 'progress', 'flows', 'sounds' and 'broadcasts'"),
            ]
        )
    }

    @Test func emptyOrNullCollectionsBesideDefinitionsAreFine() throws {
        let catalog = try #require(decodeValid("version: 1\nalerts:\nactionSheets: {}\nnotifications: ~\n\(definitions)"))
        #expect(catalog.progress.count == 1)
    }

    @Test func actionSheetNeedsNoTitleButAnAlertDoes() throws {
        let catalog = try #require(decodeValid("version: 1\nactionSheets:\n  s: {actions: [OK]}\nalerts:\n  a: {message: M}\n  b: {title: T, actions: []}\n"))
        #expect(catalog.actionSheets.map(\.id) == ["s"])
        // An alert without actions is a lint finding, not a format error.
        #expect(catalog.alerts.map(\.actions.count) == [0, 0])
        assertDiagnostic(
            "version: 1\nalerts:\n  1️⃣a: {actions: [OK]}\n",
            .missingKey, "alert 'a' has neither 'title' nor 'message'; an alert needs at least one")
    }

    @Test func actionSheetAcceptsWhatTheLinterExplains() throws {
        let sheet = try #require(decodeValid("""
            version: 1
            actionSheets:
              s:
                textFields: [{id: name}]
                actions: [{title: OK, preferred: true}]
            """)?.actionSheets.first)
        #expect(sheet.textFields.map(\.id) == ["name"])
        #expect(sheet.actions.map(\.isPreferred) == [true])
    }
}

/// Decoding stays linear in the size of the file.
@Suite struct ScaleTests {
    @Test func manyDefinitionsAndManyDuplicates() throws {
        var yaml = "version: 1\nalerts:\n"
        for index in 0..<5_000 {
            yaml += "  alert\(index):\n    title: Title \(index)\n    actions: [OK, {id: delete, title: Delete, role: destructive}]\n"
        }
        yaml += "progress:\n"
        for index in 0..<2_000 {
            yaml += "  alert\(index): {title: Wait}\n"
        }
        let spec = parse(yaml)
        let catalog = try #require(spec.catalog)
        #expect(catalog.alerts.count == 5_000)
        #expect(catalog.progress.isEmpty)
        #expect(spec.diagnostics.count == 2_000)
        #expect(spec.diagnostics.allSatisfy { $0.id == "duplicate-id" })
    }

    @Test func manyUnknownKeysInOneMapping() {
        var yaml = "version: 1\nalerts:\n  a:\n    title: A\n"
        for index in 0..<5_000 { yaml += "    extra\(index): x\n" }
        let spec = parse(yaml)
        #expect(spec.diagnostics.count == 5_000)
        #expect(spec.catalog?.alerts == [])
    }
}
