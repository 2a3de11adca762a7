import AlertSpec
import AlertYAML

/// A translation far longer than its source: IBM's expansion guideline as a budget.
public enum TranslationExpansionRule: Rule {
    public struct Options: RuleOptions {
        /// The growth each source length may have.
        public var table = ExpansionTable.ibm

        public init() {}

        public static var fields: [OptionField<Options>] {
            [
                OptionField(key: "table") { node, options, errors in
                    if let table = readTable(node, errors: &errors) { options.table = table }
                },
            ]
        }

        /// `{10: 200, 20: 100, …, longer: 30}`: the longest source length of each tier
        /// (ascending) and its growth in percent, then `longer` for every longer source.
        static func readTable(_ node: YAMLNode, errors: inout OptionErrors) -> ExpansionTable? {
            let expected = "a mapping from the longest source length of each tier (ascending) to a percentage, ending with 'longer'"
            guard let entries = node.mapping, !entries.isEmpty else {
                errors.reportUnexpected(node, setting: "option 'table'", takes: expected)
                return nil
            }
            var tiers: [ExpansionTable.Tier] = []
            for (index, entry) in entries.enumerated() {
                guard let scalar = entry.value.scalar, scalar.style == .plain, let percent = Int(scalar.value), (0...10_000).contains(percent) else {
                    errors.reportUnexpected(entry.value, setting: "a tier of option 'table'", takes: "a whole percentage from 0 to 10000")
                    return nil
                }
                let isLast = index == entries.count - 1
                if entry.name == "longer" {
                    guard isLast else {
                        errors.report("'longer' must be the last tier of option 'table'", at: entry.key.range)
                        return nil
                    }
                    tiers.append(.init(maxLength: nil, percent: percent))
                    continue
                }
                guard let length = Int(entry.name), length >= 0, tiers.last.map({ ($0.maxLength ?? .max) < length }) ?? true else {
                    errors.report(
                        "a tier of option 'table' takes a source length above the previous tier's, or 'longer'; found '\(entry.name)'",
                        at: entry.key.range
                    )
                    return nil
                }
                if isLast {
                    errors.report("option 'table' must end with 'longer', the growth of every longer source", at: entry.key.range)
                    return nil
                }
                tiers.append(.init(maxLength: length, percent: percent))
            }
            return ExpansionTable(tiers: tiers)
        }
    }

    public static let description = RuleDescription(
        id: "translation-expansion",
        name: "Translation expansion",
        defaultSeverity: .info,
        summary: """
            A translation is longer than the expansion budget for its source's length (IBM: up to 10 \
            characters +200%, 11–20 +100%, 21–30 +80%, 31–50 +60%, 51–70 +40%, longer +30%).
            """,
        rationale: """
            Translations run longer than English, short strings most of all, and alerts have little \
            room: a title that grows past the budget is likely to wrap, truncate or stack buttons. \
            IBM's globalization guideline gives the growth to plan for by source length. Lengths are \
            counted in characters with placeholders left out, each variant of a translation against \
            the development text's `other`. This is a prompt to check the layout or ask for a shorter \
            wording, not proof of a problem: the width rules measure the rendered text.
            """,
        source: "IBM Globalization: text expansion guideline",
        howToFix: "Check the alert in that language, and ask the translator for a shorter wording if it does not fit.",
        options: [
            RuleOptionDescription(
                key: "table", defaultValue: "{10: 200, 20: 100, 30: 80, 50: 60, 70: 40, longer: 30}",
                summary: "Growth in percent by the longest source length of each tier, ascending, ending with `longer`."
            ),
        ],
        triggeringExamples: [
            RuleExample(
                """
                locales: [de]
                alerts:
                  deleteAlbum:
                    title:
                      text: Delete All?
                      translations: {de: 1️⃣Alle Fotos und Alben unwiderruflich löschen?}
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: {text: Delete, translations: {de: Löschen}}, role: destructive}
                """,
                note: "44 characters for an 11-character source, whose budget is 22 (+100%)."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhoto:
                    title: {text: Delete Photo?, translations: {de: 1️⃣Foto dauerhaft löschen?}}
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                options: "table: {20: 50, longer: 30}"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhotos:
                    parameters: {count: Int}
                    title:
                      plural: count
                      one: Delete Photo?
                      other: Delete {count} Photos?
                      translations:
                        de: {one: Foto löschen?, other: "{count} Fotos endgültig löschen?"}
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "Placeholders are not counted: 25 characters against a 15-character source, whose budget is 30."
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let analysis = context.analysis(of: catalog)
        for (index, (text, _)) in analysis.textsWithParameters.enumerated() where !text.translations.isEmpty {
            let source = text.content.primaryTemplate.rendered { _ in "" }.count
            guard source > 0 else { continue }
            let budget = options.table.budget(forSourceLength: source)
            let percent = options.table.percent(forSourceLength: source)
            for (translation, variants) in zip(text.translations, analysis.translationVariants(ofText: index)) {
                // A string has no more characters than scalars: a variant within the budget by
                // its scalars is within it, without breaking it into grapheme clusters.
                let over = variants
                    .filter { LocalizationSupport.scalarCount(of: $0.visibleText) > budget }
                    .map { (variant: $0, length: $0.visibleText.count) }
                    .filter { $0.length > budget }
                guard let worst = over.max(by: { $0.length < $1.length }) else { continue }
                let place = worst.variant.category.map { "\(translation.locale), \($0.rawValue)" } ?? translation.locale.identifier
                var message = "\"\(worst.variant.written)\" (\(place)) has \(worst.length) characters, over the \(budget) (+\(percent)%) budget "
                    + "for the \(source)-character '\(text.key)'"
                let others = over.compactMap(\.variant.category).filter { $0 != worst.variant.category }
                if !others.isEmpty {
                    message += "; \(LocalizationSupport.list(others.map(\.rawValue))) \(others.count == 1 ? "is" : "are") over it too"
                }
                findings.append(catalog.finding(at: translation.range, message).notingOrigin(of: translation))
            }
        }
        return findings
    }
}
