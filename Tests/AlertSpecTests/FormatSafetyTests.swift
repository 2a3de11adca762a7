import AlertDiagnostics
import AlertSpec
import Testing

/// Decision 0037: which format strings Foundation's formatter would misread or crash on.
@Suite struct FormatSafetyTests {
    static let parameters = [
        Parameter(name: "album", type: .string, range: ByteRange.at(0)),
        Parameter(name: "count", type: .int, range: ByteRange.at(0)),
        Parameter(name: "ratio", type: .double, range: ByteRange.at(0)),
    ]

    func reasons(_ format: String, countPosition: Int? = nil) -> [String] {
        FormatSafety.problems(in: format, parameters: Self.parameters, countPosition: countPosition).map { "\($0.specifier) \($0.reason)" }
    }

    @Test func safeFormats() {
        #expect(reasons("%1$@ %2$lld %3$f").isEmpty)
        #expect(reasons("%3$f %2$lld %1$@, 100 %%").isEmpty)
        #expect(reasons("%@ %lld %f").isEmpty)
        // Leaving out the last arguments skips nothing below one the format reads.
        #expect(reasons("%1$@").isEmpty)
        #expect(reasons("Nothing").isEmpty)
        // `%d` reads the right argument, only 32 of its bits: placeholder-mismatch's finding.
        #expect(reasons("%1$@ %2$d").isEmpty)
        // A format that does not parse is placeholder-mismatch's finding.
        #expect(reasons("%1$@ 100 %").isEmpty)
    }

    @Test func retypedArguments() {
        #expect(reasons("%1$@ %2$@") == [
            "%2$@ reads {count}, an Int, as an object: Foundation's formatter dereferences the number as a pointer and crashes",
        ])
        #expect(reasons("%1$lld") == ["%1$lld reads {album}, a String, as an integer: shows the string's address, or garbage, instead of the text"])
        #expect(reasons("%1$@ %2$lld %3$lld").count == 1)
        #expect(reasons("%1$s").first?.hasPrefix("%1$s reads {album}, a String, as a C string, pointer or character") == true)
        // Unnumbered specifiers read the arguments in order.
        #expect(reasons("%@ %@").first?.hasPrefix("%@ reads {count}, an Int, as an object") == true)
    }

    @Test func readsPastTheArguments() {
        #expect(reasons("%1$@ %2$lld %3$f %4$@") == [
            "%4$@ reads argument 4, but Foundation is given 3 arguments for this text: Foundation reads memory past the arguments, as an object, and can crash",
        ])
    }

    @Test func gapsBelowAnArgumentRead() {
        // Reproduced: CoreFoundation hands the album's pointer to %2$lld.
        #expect(reasons("%2$lld Fotos") == [
            "%2$lld comes after a gap — the format leaves out {album}, a String (argument 1) — so Foundation hands it argument 1, "
                + "{album}, a String, instead of argument 2, as an integer: shows the string's address, or garbage, instead of the text",
        ])
        #expect(reasons("%1$@ %3$f").first?.contains("hands it argument 2, {count}, an Int, instead of argument 3, as a double") == true)
        // A plural variant may leave out the count: the plural variable reads it.
        #expect(reasons("%1$@ %3$f", countPosition: 2).isEmpty)
        #expect(reasons("%3$f", countPosition: 2).count == 1)
        // `%arg` and `%#@name@` in a table's variant are the count.
        #expect(reasons("%arg Fotos in %1$@", countPosition: 2).isEmpty)
        #expect(reasons("%#@count@ %3$f", countPosition: 2).count == 1)
        #expect(reasons("%2$#@count@ %1$@", countPosition: 2).isEmpty)
    }

    @Test func everyTextOfACatalog() throws {
        let yaml = """
            version: 1
            namespace: Test
            developmentLanguage: en
            locales: [de]
            alerts:
              upload:
                parameters: {server: String, count: Int, reason: String}
                title:
                  plural: count
                  one: "Upload failed: {reason}"
                  other: "{count} uploads to {server} failed: {reason}"
                  translations:
                    de: {one: "Upload zu {server} fehlgeschlagen: {reason}", other: "{count} Uploads: {reason}"}
                actions: [OK]
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "test.alerts.yaml", text: yaml)).catalog)
        let unsafe = FormatSafety.unsafeTexts(in: catalog)
        // The development text's `one` leaves out the server too, but the development text as a
        // whole shows 1…3 without a gap; only the translation's `other` is unsafe.
        #expect(unsafe.map(\.message) == [
            "'Test.upload.title', de translation, plural variant 'other': the format \"%2$lld Uploads: %3$@\" would crash or garble Foundation's String(format:): "
                + "%2$lld comes after a gap — the format leaves out {server}, a String (argument 1) — so Foundation hands it argument 1, "
                + "{server}, a String, instead of argument 2, as an integer: shows the string's address, or garbage, instead of the text; "
                + "%3$@ comes after a gap — the format leaves out {server}, a String (argument 1) — so Foundation hands it argument 2, "
                + "{count}, an Int, instead of argument 3, as an object: Foundation's formatter dereferences the number as a pointer and crashes",
        ])
    }

    /// A plural whose count no variant shows still hands the count to Foundation (its plural
    /// variable reads it): the count is among the arguments, and a table's variant that reads
    /// nothing below it is judged, not a crash of the checker (it indexed past the arguments).
    @Test func aPluralCountNoVariantShows() throws {
        let yaml = """
            version: 1
            namespace: Test
            locales: [de]
            alerts:
              updated:
                parameters: {album: String, owner: String, count: Int}
                title:
                  plural: count
                  one: "{album} has a new photo"
                  other: "{album} has new photos"
                actions: [OK]
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "test.alerts.yaml", text: yaml)).catalog)
        let title = try #require(catalog.textsWithParameters.first { $0.text.key == "Test.updated.title" })
        let (arguments, checksGaps) = FormatSafety.arguments(for: title.text, parameters: title.parameters)
        // {album} and the count, with {owner} skipped between them: a gap, so no gap checks.
        #expect(arguments.map(\.name) == ["album", "owner", "count"])
        #expect(checksGaps == false)
        #expect(FormatSafety.problems(in: "100%% neu", parameters: arguments, countPosition: 3, checksGaps: checksGaps).isEmpty)
        // Given fewer arguments than the count's position, the checker answers instead of trapping.
        #expect(FormatSafety.problems(in: "100%% neu", parameters: [Self.parameters[0]], countPosition: 3).isEmpty)
        #expect(FormatSafety.problems(in: "%2$lld neu", parameters: [Self.parameters[0]], countPosition: 3).count == 1)
    }

    @Test func argumentsFoundationIsGiven() throws {
        let yaml = """
            version: 1
            namespace: Test
            locales: [de]
            alerts:
              added:
                parameters: {person: String, album: String, count: Int}
                title:
                  text: New in {album}
                  translations: {de: "Neu in „{album}“"}
                message:
                  text: "{person} shared photos."
                  translations: {de: "{person} hat Fotos geteilt, %2$@ {album}"}
                actions: [OK]
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "test.alerts.yaml", text: yaml)).catalog)
        let texts = catalog.textsWithParameters
        // `New in {album}` skips the person: never handed to Foundation, so the translation's
        // gap (the same) is not checked; all three parameters are its arguments.
        let title = try #require(texts.first { $0.text.key == "Test.added.title" })
        #expect(FormatSafety.arguments(for: title.text, parameters: title.parameters).arguments.map(\.name) == ["person", "album", "count"])
        #expect(FormatSafety.arguments(for: title.text, parameters: title.parameters).checksGaps == false)
        // The message shows only the person: Foundation is given one argument.
        let message = try #require(texts.first { $0.text.key == "Test.added.message" })
        #expect(FormatSafety.arguments(for: message.text, parameters: message.parameters).arguments.map(\.name) == ["person"])
        #expect(FormatSafety.unsafeTexts(in: catalog).map(\.problems).map { $0.map(\.specifier) } == [["%2$@"]])
    }
}
