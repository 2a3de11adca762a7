import AlertSpec

/// A translation whose placeholders (or, in a catalog, format specifiers) differ from the
/// development text's.
public enum PlaceholderMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "placeholder-mismatch",
        name: "Placeholder mismatch",
        defaultSeverity: .error,
        summary: """
            A translation's placeholders differ from the development text's: one is missing, extra \
            or names no parameter; in a catalog, a format specifier's integer width, flags, width \
            or precision differs, or a `%` begins no specifier. A specifier that reads its argument \
            as another type, reads past the arguments or follows a gap is `format-crash`'s finding.
            """,
        rationale: """
            A translation that lacks `{album}` hides which album is meant; one that writes `{cnt}` \
            for `{count}` shows "{cnt}" on screen. Catalogs hold format strings, where the damage is \
            worse: `String(format:)` reads each argument as its specifier says, so `%d` for an `Int` \
            passed as `%lld` reads 32 of its 64 bits. A specifier that would crash Foundation's \
            formatter — `%@` for a number, a read past the arguments, a gap below a numbered \
            argument — is reported by `format-crash` instead, an error no configuration lowers \
            (decision 0037). A `%` meant literally must be written `%%`: "50 % de" reads `% d` as an integer; \
            a `{count}` copied from the spec into a catalog shows as written. A substitution's \
            `%arg` and a plural rule's `%#@count@` stand for the count. \
            Each plural variant is compared with the names the development text shows; a variant may \
            leave the count out where its category means exactly one number in its locale (English \
            `one`, Arabic `two`, Apple's `zero`), and where the development text's variant of the same \
            category leaves a name out, the translation's may too. A count missing from `one` or \
            `other` is `plural-without-number`'s finding, not this rule's.
            """,
        source: "Foundation: String(format:) and format specifiers; CLDR",
        howToFix: """
            Use the development text's placeholder names in every variant; in a catalog, write each \
            argument with the development format's specifier (`%1$@` for a String, `%2$lld` for an \
            Int, `%3$f` for a Double), and `%%` for a literal percent sign.
            """,
        triggeringExamples: [
            RuleExample(
                """
                locales: [de, fr]
                alerts:
                  deleteAlbum:
                    parameters: {album: String, count: Int}
                    title:
                      text: Delete “{album}”?
                      translations: {de: 1️⃣"Album „{name}“ löschen?", fr: "Supprimer « {album} » ?"}
                    message:
                      plural: count
                      one: The photo in “{album}” will be deleted.
                      other: The {count} photos in “{album}” will be deleted.
                      translations:
                        de:
                          2️⃣one: Das Foto wird gelöscht.
                          other: Die {count} Fotos in „{album}“ werden gelöscht.
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Delete, role: destructive}
                """,
                note: "An unknown name, and a plural variant that lacks a name its development variant shows."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhotos:
                    parameters: {count: Int, album: String}
                    title:
                      1️⃣plural: count
                      one: Delete Photo?
                      other: Delete {count} Photos?
                    message: 2️⃣Photos in “{album}” will be deleted.
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "Catalog translations: `%d` reads 32 bits of a 64-bit Int, and a translation lacks the album (its `%3$@`, a read past the arguments, is format-crash's finding).",
                catalogEntries: [
                    .init(key: "Example.deletePhotos.title", locale: "de", formats: [
                        .init(category: .one, format: "Foto löschen?"),
                        .init(category: .other, format: "%1$d Fotos löschen?"),
                    ]),
                    .init(key: "Example.deletePhotos.message", locale: "de", "Fotos in „%3$@“ werden gelöscht."),
                ]
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                locales: [de, ar]
                alerts:
                  deletePhotos:
                    parameters: {album: String, count: Int}
                    title:
                      plural: count
                      one: Delete Photo?
                      other: Delete {count} Photos?
                      translations:
                        de: {one: Foto löschen?, other: "{count} Fotos löschen?"}
                        ar:
                          zero: لا توجد صور
                          one: حذف صورة واحدة؟
                          two: حذف صورتين؟
                          few: حذف {count} صور؟
                          many: حذف {count} صورة؟
                          other: حذف {count} صورة؟
                    message:
                      text: Photos in “{album}” will be deleted.
                      translations: {de: "Die Fotos in „{album}“ werden gelöscht.", ar: "سيتم حذف الصور في «{album}»."}
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "Arabic `zero`, `one` and `two` each mean one number, so they may leave the count out."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  storageFull:
                    parameters: {percent: Int, device: String}
                    title: "{device} Is {percent}% Full"
                    actions: [OK]
                """,
                note: "Catalog specifiers reordered, with a literal percent sign.",
                catalogEntries: [
                    .init(key: "Example.storageFull.title", locale: "de", "%1$lld %% von %2$@ sind belegt"),
                ]
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let analysis = context.analysis(of: catalog)
        for (index, (text, parameters)) in analysis.textsWithParameters.enumerated() where !text.translations.isEmpty {
            let development = analysis.developmentVariants(ofText: index)
            let shown = development.reduce(into: Set<String>()) { $0.formUnion($1.arguments) }
            let translationVariants = analysis.translationVariants(ofText: index)
            for (translation, variants) in zip(text.translations, translationVariants) {
                let problems = problems(
                    of: translation, variants: variants, text: text, parameters: parameters, development: development, shown: shown
                )
                guard !problems.isEmpty else { continue }
                findings.append(catalog.finding(
                    at: translation.range,
                    "\(LocalizationSupport.name(of: text, locale: translation.locale)) \(problems.joined(separator: "; "))"
                ).notingOrigin(of: translation))
            }
        }
        return findings
    }

    /// What differs, variant by variant, in reading order.
    static func problems(
        of translation: Translation,
        variants: [LocalizedVariant],
        text: Text,
        parameters: [Parameter],
        development: [LocalizedVariant],
        shown: Set<String>
    ) -> [String] {
        let count = text.content.plural?.parameter
        var problems: [String] = []
        for variant in variants {
            let label = variant.category.map { " in \($0.rawValue)" } ?? ""
            if let error = variant.formatError {
                problems.append("has '\(error)'\(label), which begins no format specifier String(format:) can read (write %% for a literal percent sign)")
                continue
            }
            if let specifiers = variant.specifiers, specifiers.contains(where: { $0.position != nil }) {
                let unnumbered = specifiers.filter { $0.position == nil }.map(\.text)
                if !unnumbered.isEmpty {
                    // Which argument each reads is undefined, so nothing else can be said.
                    problems.append(
                        "mixes numbered and unnumbered specifiers (\(unnumbered.joined(separator: ", ")))\(label), "
                            + "which String(format:) reads in no defined order (write %% for a literal percent sign)"
                    )
                    continue
                }
            }
            var missing: [Parameter] = []
            // A `{name}` written in a catalog is reported below, as shown as written, not as missing.
            for parameter in parameters where shown.contains(parameter.name) && !variant.arguments.contains(parameter.name)
                && !variant.literalPlaceholders.contains(parameter.name) {
                if parameter.name == count {
                    let category = LocalizationSupport.category(of: variant)
                    // A count missing from `one` or `other` is plural-without-number's finding.
                    if category == .one || category == .other { continue }
                    if LocalizationSupport.coversOneNumber(category, in: translation.locale) { continue }
                } else if let category = variant.category,
                          let own = development.first(where: { $0.category == category }), !own.arguments.contains(parameter.name) {
                    continue
                }
                missing.append(parameter)
            }
            if !missing.isEmpty {
                // A gap this leaves below an argument the format reads is format-crash's finding.
                problems.append("lacks \(LocalizationSupport.list(missing.map { "{\($0.name)}" }))\(label)")
            }
            for name in variant.literalPlaceholders {
                let position = (parameters.firstIndex { $0.name == name } ?? 0) + 1
                let specifier = FormatString.specifier(for: parameters[position - 1].type, position: position)
                problems.append("has {\(name)}\(label), which a catalog shows as written; write \(specifier)")
            }
            for name in variant.unknownNames {
                problems.append("has {\(name)}\(label), which names no parameter and would show as written")
            }
            let extra = parameters.filter { variant.arguments.contains($0.name) && !shown.contains($0.name) }
            if !extra.isEmpty {
                problems.append("shows \(LocalizationSupport.list(extra.map { "{\($0.name)}" }))\(label), which the development text does not")
            }
            if let specifiers = variant.specifiers {
                problems += specifierProblems(specifiers, label: label, parameters: parameters)
            }
        }
        return problems
    }

    /// Specifiers that read an argument with another integer width, flags, width or precision
    /// than the development format.
    static func specifierProblems(_ specifiers: [FormatSpecifier], label: String, parameters: [Parameter]) -> [String] {
        var problems: [String] = []
        for (position, specifier) in LocalizationSupport.argumentPositions(specifiers) {
            // Reading past the arguments, or an argument as another kind (`%@` for an Int), is
            // format-crash's finding, an error no configuration lowers (decision 0037).
            guard position >= 1, position <= parameters.count else { continue }
            let parameter = parameters[position - 1]
            let expectedText = FormatString.specifier(for: parameter.type, position: position)
            guard let expected = FormatSpecifier.specifiers(in: expectedText)?.first,
                  specifier.argumentKind == expected.argumentKind else { continue }
            if specifier.argumentType != expected.argumentType {
                problems.append(
                    "writes \(specifier.text) for {\(parameter.name)}\(label) where the development text has \(expectedText): "
                        + "String(format:) reads part of the 64-bit argument, so large numbers show wrong"
                )
            } else if specifier.flags != expected.flags || specifier.width != expected.width || specifier.precision != expected.precision {
                problems.append(
                    "writes \(specifier.text) for {\(parameter.name)}\(label) where the development text has \(expectedText): "
                        + "flags, width and precision differ"
                )
            }
        }
        return problems
    }
}
