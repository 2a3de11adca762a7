import AlertDiagnostics
import AlertSpec
import Testing

@Suite struct PseudolocalizerTests {
    let pseudo = Pseudolocalizer()

    func template(_ source: String) throws -> Template {
        try Template.parse(source).get()
    }

    func pseudolocalized(_ source: String) throws -> String {
        pseudo.pseudolocalized(try template(source)).source
    }

    @Test func accentsPadsToTheBudgetAndBrackets() throws {
        // 12 characters may grow by 100%, to 24: 12 accented, 2 brackets, 10 of padding.
        #expect(try pseudolocalized("Delete Photo") == "[Ðéļéţé Þĥöţö one two t]")
        #expect(try pseudolocalized("OK") == "[ÖĶ o]")
        #expect(Pseudolocalizer.defaultLocale.identifier == "en-XA")
    }

    @Test func isDeterministic() throws {
        let source = "Couldn’t upload {count} photos to “{album}”."
        #expect(try pseudolocalized(source) == (try pseudolocalized(source)))
        #expect(Pseudolocalizer().pseudolocalized(try template(source)) == Pseudolocalizer().pseudolocalized(try template(source)))
    }

    @Test func everyASCIILetterIsAccentedWithOneCodePoint() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = Pseudolocalizer.accented(letters)
        #expect(accented.unicodeScalars.count == letters.unicodeScalars.count)
        #expect(!accented.unicodeScalars.contains { $0.isASCII })
        #expect(Set(accented.unicodeScalars).count == 52, "two letters share an accented form")
        // Everything else is kept.
        #expect(Pseudolocalizer.accented("123 – „…“ 写真 {}") == "123 – „…“ 写真 {}")
    }

    @Test func placeholdersAreKeptIntact() throws {
        let result = pseudo.pseudolocalized(try template("Delete “{name}” and {count} more?"))
        #expect(result.placeholders == ["name", "count"])
        #expect(result.source.hasPrefix("[Ðéļéţé “{name}” åñð {count} ṁöŕé?"))
        #expect(result.source.hasSuffix("]"))
        // It parses back to the same segments.
        #expect(try Template.parse(result.source).get().segments == result.segments)
    }

    @Test func literalBracesStayEscaped() throws {
        let result = pseudo.pseudolocalized(try template("Use {{braces}} for {name}"))
        #expect(result.source.hasPrefix("[Ûšé {{ƀŕåçéš}} ƒöŕ {name}"))
        #expect(result.placeholders == ["name"])
        #expect(result.rendered { _ in "X" }.hasPrefix("[Ûšé {ƀŕåçéš} ƒöŕ X"))
    }

    /// The pseudo-text, placeholders removed, is as long as the IBM table allows a translation
    /// of the source to be (at least the source and its brackets).
    @Test func expansionMatchesTheTable() throws {
        let table = ExpansionTable.ibm
        for length in 1...120 {
            let source = String(repeating: "x", count: length)
            let result = pseudo.pseudolocalized(try template(source + " {name}"))
            let literal = result.rendered { _ in "" }
            #expect(literal.count == max(length + 3, table.budget(forSourceLength: length + 1)), "\(length)")
            #expect(literal.hasPrefix("[" + String(repeating: "ẋ", count: length) + " "))
        }
    }

    @Test func aCustomTableAndLocale() throws {
        let custom = Pseudolocalizer(locale: LocaleID("qa-XB")!, expansion: ExpansionTable(tiers: [.init(maxLength: nil, percent: 50)]))
        #expect(custom.pseudolocalized(try template("Delete Photo")).source == "[Ðéļéţé Þĥöţö one]")
        #expect(custom.locale.identifier == "qa-XB")
    }

    @Test func blankTextStaysBlank() throws {
        #expect(try pseudolocalized("") == "")
        #expect(try pseudolocalized("  ") == "  ")
        // A text that is only a placeholder is bracketed.
        #expect(try pseudolocalized("{name}") == "[{name}]")
    }

    @Test func pluralVariantsArePseudolocalizedOneByOne() throws {
        let plural = PluralText(parameter: "count", variants: [
            .one: try template("Delete Photo?"),
            .other: try template("Delete {count} Photos?"),
        ])
        guard case .plural(let result) = pseudo.pseudolocalized(.plural(plural)) else {
            Issue.record("not a plural")
            return
        }
        #expect(result.parameter == "count")
        #expect(Set(result.variants.keys) == [.one, .other])
        // "Delete Photo?" (13) and "Delete  Photos?" (15): both may double.
        #expect(result.variants[.one]?.source == "[Ðéļéţé Þĥöţö? one two th]")
        #expect(result.variants[.other]?.source == "[Ðéļéţé {count} Þĥöţöš? one two thre]")
    }

    /// A short variant is never padded beyond the development `other`'s budget, which
    /// `translation-expansion` measures every variant against.
    @Test func aVariantStaysWithinOthersBudget() throws {
        // `one` has 10 characters (budget 30), `other` 12 (budget 24).
        let plural = PluralText(parameter: "count", variants: [
            .one: try template("One photo."),
            .other: try template("{count} old photos."),
        ])
        guard case .plural(let result) = pseudo.pseudolocalized(.plural(plural)) else {
            Issue.record("not a plural")
            return
        }
        #expect(try #require(result.variants[.one]).rendered { _ in "" }.count == 24)
        #expect(try #require(result.variants[.other]).rendered { _ in "" }.count == 24)
    }

    @Test func everyTextOfACatalogGetsThePseudoTranslation() throws {
        let source = """
            version: 1
            locales: [de]
            alerts:
              rename:
                parameters: {name: String}
                title: {text: "Rename “{name}”", translations: {de: "„{name}“ umbenennen", en-XA: stale}}
                message: Enter a new name.
                textFields: [{id: newName, placeholder: Name}]
                actions: [{title: Cancel, role: cancel}, Rename]
            actionSheets:
              options:
                title: Options
                actions: [Share…, {title: Cancel, role: cancel}]
            notifications:
              comment:
                title: New Comment
                subtitle: In Shared Album
                body: Maria commented.
                category:
                  hiddenPreviewsBodyPlaceholder: New comment
                  actions:
                    - id: reply
                      title: Reply
                      textInput: {button: Send, placeholder: Add a comment}
            progress:
              exporting:
                title: Exporting…
                message: Please wait.
                cancel: Stop
            """
        let parsed = SpecParser.parse(SourceFile(path: "pseudo.alerts.yaml", text: source))
        let catalog = try #require(parsed.catalog)
        let result = pseudo.applied(to: catalog)
        let texts = result.allTexts
        #expect(texts.count == catalog.allTexts.count)
        #expect(texts.count == 18)
        for text in texts {
            let translations = text.translations.filter { $0.locale == Pseudolocalizer.defaultLocale }
            #expect(translations.count == 1, "\(text.key)")
            #expect(translations.first?.range == text.range)
            #expect(translations.first?.content == pseudo.pseudolocalized(text.content), "\(text.key)")
        }
        // The one in the spec is replaced; other locales and `locales` are kept.
        let title = try #require(result.alerts.first?.title)
        #expect(title.translation(for: LocaleID("de")!)?.content == catalog.alerts[0].title?.translation(for: LocaleID("de")!)?.content)
        #expect(title.translation(for: Pseudolocalizer.defaultLocale)?.content != .single(try template("stale")))
        #expect(result.locales.map(\.value) == catalog.locales.map(\.value))
        // Applying it twice changes nothing more.
        #expect(pseudo.applied(to: result) == result)
    }
}
