import AlertDiagnostics
import AlertSpec
import Testing

/// Short and long texts, plurals, translations and placeholders.
@Suite struct TextTests {
    private func alertTitle(_ yaml: String, parameters: String = "{count: Int, name: String}", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Text? {
        let catalog = decodeValid("version: 1\nalerts:\n  a:\n    parameters: \(parameters)\n    title:\(yaml)\n", sourceLocation: sourceLocation)
        return catalog?.alerts.first?.title
    }

    @Test func anyScalarIsItsLiteralText() {
        let catalog = decodeValid("""
            version: 1
            progress:
              a: {title: No}
              b: {title: 1}
              c: {title: true}
              d: {title: 1.50}
              e:
                title: |
                  Two
                  lines
              f: {title: ""}
            """)
        #expect(catalog?.progress.map { $0.title?.developmentText } == ["No", "1", "true", "1.50", "Two\nlines\n", ""])
    }

    @Test func longFormWithCommentAndTranslations() throws {
        let yaml = """
            version: 1
            alerts:
              a:
                parameters: {name: String}
                title:
                  text: Delete {name}?
                  comment: Asked before deleting
                  translations:
                    de: "{name} löschen?"
                    pt_br: Apagar {name}?
                    ja: "{name}を削除しますか？"
            """
        let title = try #require(decodeValid(yaml)?.alerts.first?.title)
        let file = parse(yaml).file
        #expect(title.developmentText == "Delete {name}?")
        #expect(title.comment == "Asked before deleting")
        #expect(title.key == "T.a.title")
        #expect(file.location(of: title.range.start).description == "6:7")
        #expect(file.location(of: title.contentRange.start).description == "6:13")
        #expect(title.translations.map(\.locale.identifier) == ["de", "pt-BR", "ja"])
        #expect(title.translations.map { file.location(of: $0.localeRange.start).description } == ["9:9", "10:9", "11:9"])
        #expect(title.translations.map { file.location(of: $0.range.start).description } == ["9:13", "10:16", "11:13"])
        #expect(title.translation(for: LocaleID("pt-BR")!)?.content.primaryTemplate.placeholders == ["name"])
    }

    @Test func pluralTextWithPluralTranslations() throws {
        let yaml = """
            version: 1
            alerts:
              deletePhotos:
                parameters: {count: Int}
                message:
                  plural: count
                  one: "{count} photo will be deleted from all your devices."
                  other: "{count} photos will be deleted from all your devices."
                  comment: Shown before deleting photos
                  translations:
                    de: {one: "{count} Foto wird gelöscht.", other: "{count} Fotos werden gelöscht."}
                    ru: {one: "…", few: "…", many: "…", other: "…"}
                    ja: "{count}枚の写真が削除されます。"
            """
        let message = try #require(decodeValid(yaml)?.alerts.first?.message)
        let plural = try #require(message.content.plural)
        #expect(plural.parameter == "count")
        #expect(plural.sortedVariants.map(\.category) == [.one, .other])
        #expect(message.developmentText == "{count} photos will be deleted from all your devices.")
        #expect(parse(yaml).file.location(of: message.contentRange.start).description == "8:14")
        #expect(message.comment == "Shown before deleting photos")
        #expect(message.translations.map(\.locale.identifier) == ["de", "ru", "ja"])
        #expect(message.translations[1].content.plural?.sortedVariants.map(\.category) == [.one, .few, .many, .other])
        #expect(message.translations[1].content.plural?.parameter == "count")
        // A language whose only category is `other` may be translated by one string.
        #expect(message.translations[2].content.plural == nil)
    }

    @Test func pluralAndTextConflict() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                parameters: {count: Int}
                title:
                  1️⃣text: Photos
                  2️⃣plural: count
                  other: "{count} photos"
            """,
            [
                Expected(
                    "1️⃣", .conflictingKeys,
                    "'text' and 'plural' exclude each other in 'title' of alert 'a': a plural text is written as its variants ('one', 'other', …) beside 'plural'",
                    notes: [("2️⃣", "'plural' is written here")])
            ]
        )
    }

    @Test func pluralVariantsWithoutPluralAreExplained() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title:
                  text: Photos
                  1️⃣one: One photo
            """,
            [
                Expected("1️⃣", .unknownKey, "unknown key 'one' in 'title' of alert 'a': plural variants need 'plural:' naming the Int parameter that picks one; add it, or write a single text under 'text:'"),
            ]
        )
    }

    @Test func longFormNeedsText() {
        assertDiagnostic(
            "version: 1\nalerts:\n  a:\n    1️⃣title: {comment: Greeting}\n",
            .missingKey, "'title' of alert 'a' has no 'text'; a long-form text needs 'text:', or 'plural:' with its variants")
    }

    @Test func unknownKeyInLongFormListsTheValidKeys() {
        assertDiagnostic(
            "version: 1\nalerts:\n  a:\n    title: {text: Hi, 1️⃣note: Greeting}\n",
            .unknownKey,
            "unknown key 'note' in 'title' of alert 'a'; valid keys are 'text', 'comment', 'key', 'translations', 'plural', 'zero', 'one', 'two', 'few', 'many' and 'other'")
    }

    @Test func pluralMustNameADeclaredParameter() {
        assertDiagnostic(
            """
            version: 1
            alerts:
              a:
                parameters: {count: Int}
                title: {plural: 1️⃣coutn, other: "{count} photos"}
            """,
            .invalidParameterReference, "'plural' in 'title' of alert 'a' names 'coutn', which is not a parameter of alert 'a'; did you mean 'count'?")
        assertDiagnostic(
            "version: 1\nalerts:\n  a:\n    title: {plural: 1️⃣n, other: photos}\n",
            .invalidParameterReference, "'plural' in 'title' of alert 'a' names 'n', which is not a parameter of alert 'a'; declare it under 'parameters:' as 'n: Int'")
    }

    @Test func pluralTranslationNeedsOther() {
        assertDiagnostic(
            """
            version: 1
            alerts:
              a:
                parameters: {count: Int}
                title:
                  plural: count
                  other: "{count} photos"
                  translations:
                    1️⃣de: {one: "{count} Foto"}
            """,
            .pluralMissingOther, "plural translation 'de' of 'title' of alert 'a' has no 'other' variant; every language uses 'other', so it is required")
    }

    @Test func pluralTranslationKeysAreCategories() {
        assertDiagnostic(
            """
            version: 1
            alerts:
              a:
                parameters: {count: Int}
                title:
                  plural: count
                  other: "{count} photos"
                  translations:
                    de: {1️⃣ones: "{count} Foto", other: "{count} Fotos"}
            """,
            .unknownKey, "unknown key 'ones' in translation 'de' of 'title' of alert 'a'; did you mean 'one'?")
    }

    @Test func singleTextTakesNoPluralTranslation() {
        assertDiagnostic(
            "version: 1\nalerts:\n  a:\n    title:\n      text: Photos\n      translations: {de: 1️⃣{other: Fotos}}\n",
            .wrongType, "expected a string for translation 'de', found a mapping; only a text with 'plural:' takes plural variants")
    }

    @Test func translationLocalesAreCheckedAndCanonical() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title:
                  text: Hi
                  translations:
                    2️⃣pt-BR: Oi
                    1️⃣pt_br: Olá
                    3️⃣german: Hallo
                    4️⃣d: Hallo
            """,
            [
                Expected("1️⃣", .invalidLocale, "translation locale 'pt-BR' ('pt_br') is written twice", notes: [("2️⃣", "'pt-BR' is first written here")]),
                Expected("4️⃣", .invalidLocale, "translation locale 'd' is not a BCP 47 locale id such as 'de', 'pt-BR' or 'zh-Hans'"),
            ]
        )
    }

    @Test func placeholdersMustNameParameters() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                parameters: {name: String, count: Int}
                title: “{name}” and 1️⃣{other} and {other} again
                message: "2️⃣{x}"
                actions: ["Delete {count}", {title: {text: "Keep 3️⃣{nam}"}}]
              b:
                title: "4️⃣{name}"
              c:
                title: 5️⃣{name}
            """,
            [
                Expected("1️⃣", .unknownPlaceholder, "placeholder '{other}' in 'title' of alert 'a' names no parameter; the parameters of alert 'a' are 'name' and 'count'"),
                Expected("2️⃣", .unknownPlaceholder, "placeholder '{x}' in 'message' of alert 'a' names no parameter; the parameters of alert 'a' are 'name' and 'count'"),
                Expected("3️⃣", .unknownPlaceholder, "placeholder '{nam}' in 'title' of action 2 of alert 'a' names no parameter; did you mean '{name}'?"),
                Expected("4️⃣", .unknownPlaceholder, "placeholder '{name}' in 'title' of alert 'b' names no parameter; declare it under 'parameters:' (for example 'name: String'), or write '{{' and '}}' for literal braces"),
                Expected("5️⃣", .wrongType, "expected a text (a string, or a mapping with 'text') for 'title', found the mapping {name}; quote a text that starts with a placeholder: \"{name}…\""),
            ]
        )
    }

    @Test func placeholdersInTranslationsAreLeftToTheLinter() throws {
        let title = alertTitle(" {text: '{name}', translations: {de: '{nombre} {{ok}}'}}")
        #expect(title?.translations.first?.content.primaryTemplate.placeholders == ["nombre"])
    }

    @Test func literalBracesAndPluralPlaceholders() throws {
        let title = try #require(alertTitle(" \"{{literal}} {name}\""))
        #expect(title.content.primaryTemplate.segments == [.literal("{literal} "), .placeholder("name")])
        let plural = try #require(alertTitle(" {plural: count, one: One, other: '{count} of {name}'}"))
        #expect(plural.content.plural?.other.placeholders == ["count", "name"])
    }

    @Test func malformedBracesPointAtTheBrace() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: Größe 1️⃣} zu groß
                message: 'Ünïcödé 2️⃣{'
                actions:
                  - 3️⃣"Tab\\t{x"
                  - Bad 4️⃣{na me}
                  - Empty 5️⃣{}
                  - {title: {text: ok, translations: {de: 'Fehler 6️⃣}'}}}
            """,
            [
                Expected("1️⃣", .unbalancedBrace, "'}' in 'title' of alert 'a' has no opening '{'; write '}}' for a literal brace"),
                Expected("2️⃣", .unbalancedBrace, "'{' in 'message' of alert 'a' has no closing '}'; write '{{' for a literal brace"),
                // An escape sequence breaks the link between value and source: the whole string.
                Expected("3️⃣", .unbalancedBrace, "'{' in action 1 of alert 'a' has no closing '}'; write '{{' for a literal brace"),
                Expected("4️⃣", .unbalancedBrace, "'{na me}' in action 2 of alert 'a' is not a placeholder: a placeholder is a parameter name (ASCII letters, digits and '_'); write '{{' and '}}' for literal braces"),
                Expected("5️⃣", .unbalancedBrace, "'{}' in action 3 of alert 'a' names no parameter; write '{{}}' for literal braces"),
                Expected("6️⃣", .unbalancedBrace, "'}' in translation 'de' of 'title' of action 4 of alert 'a' has no opening '{'; write '}}' for a literal brace"),
            ]
        )
    }

    @Test func explicitKeyMustNotBeEmpty() {
        assertDiagnostic(
            "version: 1\nalerts:\n  a:\n    title: {text: Hi, key: 1️⃣''}\n",
            .invalidValue, "'key' must not be empty")
    }
}

@Suite struct UnquotedPlaceholderTests {
    @Test func aLongFormKeyWithoutValueIsNotMistakenForAPlaceholder() {
        assertDiagnostic(
            "version: 1\nprogress:\n  p: {title: {1️⃣text: }}\n",
            .wrongType, "expected a string for 'text', found an empty value")
    }
}
