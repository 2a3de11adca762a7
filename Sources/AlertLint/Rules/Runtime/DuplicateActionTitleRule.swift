import AlertDiagnostics
import AlertSpec

/// Two actions of one alert, sheet or notification category read the same in some locale.
public enum DuplicateActionTitleRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-action-title",
        name: "Duplicate action title",
        defaultSeverity: .error,
        summary: "Two actions of one alert, action sheet or notification category have the same title in some locale.",
        rationale: """
            Buttons are told apart only by their titles: two buttons that read the same leave people \
            guessing which one does what, and VoiceOver announces them identically. The HIG asks for \
            "succinct, logical button titles" that describe "the result of selecting the button". \
            Titles are compared trimmed and case-insensitively, in the development language and in \
            every translation, because a translator may render two different English titles with \
            one word.
            """,
        source: "HIG: Alerts (Buttons); HIG: Notifications",
        howToFix: "Give each action a title that names its own result, in every locale.",
        triggeringExamples: [
            """
            alerts:
              replaceFile:
                title: Replace “Report.pdf”?
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: keepBoth, title: Keep}
                  - 1️⃣{id: keepNewer, title: "keep "}
            """,
            RuleExample(
                """
                actionSheets:
                  photoOptions:
                    actions:
                      - {id: remove, title: {text: Remove from Album, translations: {de: Entfernen}}}
                      - 1️⃣{id: delete, role: destructive, title: {text: Delete, translations: {de: entfernen}}}
                      - {title: Cancel, role: cancel}
                """,
                note: "Different in English, the same in German."
            ),
            """
            notifications:
              invitation:
                body: You’re invited.
                category:
                  actions:
                    - {id: accept, title: Accept}
                    - 1️⃣{id: acceptAll, title: ACCEPT}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              replaceFile:
                title: Replace “Report.pdf”?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: {text: Keep Both, translations: {de: Beide behalten}}}
                  - {title: {text: Replace, translations: {de: Ersetzen}}}
            """,
            RuleExample(
                """
                alerts:
                  first:
                    title: First
                    actions: [Delete]
                  second:
                    title: Second
                    actions: [Delete]
                """,
                note: "Actions of different alerts may share a title."
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            findings += duplicates(
                definition.actions.map { (id: $0.id, title: $0.title, range: $0.range) },
                owner: definition.displayName, catalog: catalog)
        }
        for notification in catalog.notifications {
            guard let category = notification.category else { continue }
            findings += duplicates(
                category.actions.map { (id: $0.id, title: $0.title, range: $0.range) },
                owner: "category '\(category.id)' of notification '\(notification.id)'", catalog: catalog)
        }
        return findings
    }

    /// One finding for each action that reads like an earlier one, at the later action with a
    /// note at the earliest one it matches. Each (locale, title) is looked up among the ones
    /// seen so far: a definition has a handful of actions, so a list scanned by cheap string
    /// comparisons (the locale first, mostly unequal) costs less than hashing every folded
    /// translation into a dictionary; the first entry equal to a key is the one a dictionary
    /// would hold, as an entry is added only when none equal to it is there.
    private static func duplicates(
        _ actions: [(id: String, title: Text, range: ByteRange)],
        owner: String,
        catalog: Catalog
    ) -> [Finding] {
        guard actions.count > 1 else { return [] }
        let development = catalog.developmentLanguage.identifier
        var seen: [(key: TitleKey, index: Int)] = []
        var findings: [Finding] = []
        for (index, action) in actions.enumerated() {
            // A blank title is `empty-text`'s finding alone.
            guard !action.title.isBlankSomewhere else { continue }
            var keys = [TitleKey(locale: development, title: normalized(action.title.content))]
            for translation in action.title.translations {
                keys.append(TitleKey(locale: translation.locale.identifier, title: normalized(translation.content)))
            }
            // The earliest action this one matches, and the locales where it does.
            var match: Int?
            var locales: [String] = []
            for key in keys {
                guard let earlier = seen.first(where: { $0.key.locale == key.locale && $0.key.title == key.title })?.index else {
                    seen.append((key, index))
                    continue
                }
                if match == nil || earlier < match! {
                    match = earlier
                    locales = [key.locale]
                } else if earlier == match {
                    locales.append(key.locale)
                }
            }
            guard let match else { continue }
            let first = actions[match]
            let shown = first.title.translations.first { $0.locale.identifier == locales[0] }?.content.primaryTemplate.source
                ?? first.title.developmentText
            let place = locales.count == 1 ? "in \(locales[0])" : "in \(locales.joined(separator: ", "))"
            findings.append(catalog.finding(
                at: action.range,
                "action '\(action.id)' of \(owner) has the same title as action '\(first.id)' (“\(EnglishCopy.trimmed(shown))” \(place)); give each action a title that says what it does",
                notes: [("action '\(first.id)' has this title", first.range)]
            ))
        }
        return findings
    }

    private struct TitleKey {
        var locale: String
        var title: String
    }

    /// Trimmed and lower-cased: titles are compared case-insensitively. A plural title is
    /// compared by its `other` variant.
    private static func normalized(_ content: TextContent) -> String {
        fastLowercased(EnglishCopy.trimmed(content.primaryTemplate.source))
    }

    /// `text.lowercased()`, computed here for the scripts titles are mostly written in.
    ///
    /// `lowercased()` appends each scalar's Unicode lowercase mapping, and asks for it through
    /// a property lookup that builds a string per scalar (about 5,000 instructions a title,
    /// most of this rule's time). Here ASCII is lowered by its byte, Latin-1 and Latin
    /// Extended-A and -B (U+0080 to U+024F) are read from a table of their single-scalar
    /// mappings, filled once from those same properties, and scripts without case (Arabic,
    /// kana, CJK ideographs) are kept; a text with anything else, or with a scalar whose
    /// mapping is not one scalar (İ), is left to `lowercased()`.
    /// `DuplicateActionTitleFastPathTests` checks the result against `lowercased()` on random
    /// texts and every scalar the table and the caseless ranges cover.
    static func fastLowercased(_ text: String) -> String {
        // UTF-8 bytes encoded here: appending to a `String.UnicodeScalarView` cost more per
        // scalar than the table saved.
        var lowered: [UInt8] = []
        lowered.reserveCapacity(text.utf8.count + 8)
        var changed = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            var mapped = value
            if value < 0x80 {
                if value >= 0x41, value <= 0x5A { mapped = value | 0x20 }
            } else if value <= LatinLowercase.last {
                mapped = LatinLowercase.table[Int(value - LatinLowercase.first)]
                if mapped == 0 { return text.lowercased() }
            } else if !LatinLowercase.isCaseless(value) {
                return text.lowercased()
            }
            if mapped != value { changed = true }
            UTF8.encode(Unicode.Scalar(mapped)!) { lowered.append($0) }
        }
        return changed ? String(decoding: lowered, as: UTF8.self) : text
    }
}

/// The lowercase mappings `DuplicateActionTitleRule.fastLowercased` reads.
enum LatinLowercase {
    static let first: UInt32 = 0x80
    static let last: UInt32 = 0x24F

    /// The lowercase mapping of each scalar from `first` to `last` when it is one scalar, else
    /// 0. An immutable table of Unicode data, the same for every catalog, filled on first use.
    static let table: [UInt32] = (first...last).map { value in
        let mapping = Unicode.Scalar(value)!.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first!.value : 0
    }

    /// Arabic, hiragana and katakana, and the CJK unified ideographs: scripts without case,
    /// whose scalars lower to themselves.
    static func isCaseless(_ value: UInt32) -> Bool {
        (0x0600...0x06FF).contains(value) || (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value)
    }
}
