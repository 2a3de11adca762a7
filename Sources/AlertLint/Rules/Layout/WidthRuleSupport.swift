import AlertDiagnostics
import AlertSpec
import AlertYAML

/// The options every rule that measures text has: the geometry to measure against and the
/// sample values placeholders are measured as.
public protocol MeasuringRuleOptions: RuleOptions {
    var geometry: Geometry.Version { get set }
    var samples: SampleValues { get set }
}

/// The options of the line-count rules: a line limit, besides what every measuring rule has.
public protocol WidthRuleOptions: MeasuringRuleOptions {
    var lines: Int { get set }
}

extension MeasuringRuleOptions {
    /// The fields of `geometry` and the sample values.
    static var measuringFields: [OptionField<Self>] {
        [
            .choice("geometry", \.geometry, Geometry.Version.allCases),
            .sampleText("sampleString", \.samples.string),
            .sampleText("sampleInt", \.samples.int),
            .sampleText("sampleDouble", \.samples.double),
        ]
    }

    var resolvedGeometry: Geometry { Geometry.of(geometry) }
}

extension WidthRuleOptions {
    /// The fields of `lines`, `geometry` and the sample values.
    static var widthFields: [OptionField<Self>] {
        [.integer("lines", \.lines, in: 1...100)] + measuringFields
    }
}

enum WidthRuleDocs {
    /// The documentation of the shared options, `lines` first.
    static func options(lines: Int, linesSummary: String) -> [RuleOptionDescription] {
        [RuleOptionDescription(key: "lines", defaultValue: String(lines), summary: linesSummary)] + measuringOptions
    }

    /// The documentation of `geometry` and the sample values.
    static var measuringOptions: [RuleOptionDescription] {
        let samples = SampleValues()
        return [
            RuleOptionDescription(
                key: "geometry", defaultValue: Geometry.Version.ios18.rawValue,
                summary: "The layout to measure against: `ios18` (iOS 17 and 18: alerts 270 pt wide) or `ios26` (alerts 320 pt wide)."
            ),
            RuleOptionDescription(key: "sampleString", defaultValue: "\"\(samples.string)\"", summary: "What a String placeholder is measured as."),
            RuleOptionDescription(key: "sampleInt", defaultValue: "\"\(samples.int)\"", summary: "What an Int placeholder is measured as."),
            RuleOptionDescription(key: "sampleDouble", defaultValue: "\"\(samples.double)\"", summary: "What a Double placeholder is measured as."),
        ]
    }
}

extension OptionField {
    /// Any single string (the configuration schema leaves it unconstrained: it has no
    /// single-string kind).
    static func sampleText(_ key: String, _ path: WritableKeyPath<Options, String> & Sendable) -> Self {
        OptionField(key: key) { node, options, errors in
            guard let scalar = node.scalar, !scalar.isNull else {
                errors.reportUnexpected(node, setting: "option '\(key)'", takes: "a string")
                return
            }
            options[keyPath: path] = scalar.value
        }
    }
}

/// One way a text is displayed: in one locale, as one plural variant, placeholders filled in.
struct Rendition {
    var locale: LocaleID
    var category: PluralCategory?
    /// The text as displayed: placeholders replaced by their sample values.
    var text: String
    /// The template as written, placeholders and all: what messages quote.
    var source: String
    /// Where the rendition is written: the text's value for the development language, the
    /// translation's value otherwise (for a catalog translation, the text's value too).
    var range: ByteRange
    /// The translation shown; nil for the development text.
    var translation: Translation?

    /// `"Einstellungen öffnen" (de)`, `"{count} Fotos löschen?" (de, plural 'other')`: the
    /// string and where it shows, as messages name them.
    var quoted: String { "\(WidthFindings.quote(source)) \(WidthFindings.label(locale, category))" }
}

extension Text {
    /// The development text and every translation (inline and from catalogs), each plural
    /// variant separately.
    func renditions(developmentLanguage: LocaleID, parameters: [Parameter], samples: SampleValues) -> [Rendition] {
        var result: [Rendition] = []
        for variant in content.variants {
            result.append(Rendition(
                locale: developmentLanguage, category: variant.category,
                text: samples.render(variant.template, parameters: parameters), source: variant.template.source,
                range: range, translation: nil
            ))
        }
        for translation in translations {
            result += translation.renditions(parameters: parameters, samples: samples)
        }
        return result
    }

    /// What the text shows in `locale`, each plural variant separately: the translation, or
    /// the development text where the locale has none.
    func renditions(in locale: LocaleID, developmentLanguage: LocaleID, parameters: [Parameter], samples: SampleValues) -> [Rendition] {
        if locale != developmentLanguage, let translation = translation(for: locale) {
            return translation.renditions(parameters: parameters, samples: samples)
        }
        return content.variants.map { variant in
            Rendition(
                locale: locale, category: variant.category,
                text: samples.render(variant.template, parameters: parameters), source: variant.template.source,
                range: range, translation: nil
            )
        }
    }
}

extension Translation {
    func renditions(parameters: [Parameter], samples: SampleValues) -> [Rendition] {
        content.variants.map { variant in
            Rendition(
                locale: locale, category: variant.category,
                text: samples.render(variant.template, parameters: parameters), source: variant.template.source,
                range: range, translation: self
            )
        }
    }
}

extension Finding {
    /// The finding with a note at the catalog entry of each catalog translation among
    /// `renditions` (once per translation).
    func notingOrigins(of renditions: [Rendition]) -> Finding {
        var finding = self
        var seen: [Translation] = []
        for translation in renditions.compactMap(\.translation) where !seen.contains(translation) {
            seen.append(translation)
            finding = finding.notingOrigin(of: translation)
        }
        return finding
    }
}

enum WidthFindings {
    /// "(de)", or "(de, plural 'other')".
    static func label(_ locale: LocaleID, _ category: PluralCategory?) -> String {
        category.map { "(\(locale), plural '\($0.rawValue)')" } ?? "(\(locale))"
    }

    /// The most characters of a string a message quotes; longer ones are cut with "…".
    static let quoteLimit = 60

    /// The string in double quotes on one line: line breaks become spaces, and a string over
    /// `quoteLimit` characters is cut with "…" (after the last whole character, spaces dropped).
    static func quote(_ text: String) -> String {
        var line = String(text.map { $0.isNewline ? " " : $0 })
        if line.count > quoteLimit {
            var cut = line.prefix(quoteLimit - 1)
            while cut.last?.isWhitespace == true { cut.removeLast() }
            line = cut + "…"
        }
        return "\"\(line)\""
    }

    /// "~143 pt": widths are estimates, rounded to whole points.
    static func points(_ width: Double) -> String {
        "~\(Int(width.rounded())) pt"
    }

    /// "de", "de and fr", "de, fr and ru".
    static func list(_ locales: [LocaleID]) -> String {
        let names = locales.map(\.identifier)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The findings of a title-length rule: one per title that wraps to more than `limit`
    /// lines in some locale, at the title, quoting the string with the most lines and naming
    /// its locale; a note points at each other locale over the limit, and at the catalog
    /// entry of each catalog translation among them.
    static func titleLength(
        _ catalog: Catalog,
        definitions: [AlertDefinition],
        slot: Geometry.TextSlot,
        limit: Int,
        samples: SampleValues,
        analysis: CatalogAnalysis
    ) -> [Finding] {
        var findings: [Finding] = []
        for definition in definitions {
            guard let title = definition.title else { continue }
            // The most lines per locale, in the order written.
            var worstByLocale: [(rendition: Rendition, lines: Int)] = []
            for rendition in title.renditions(developmentLanguage: catalog.developmentLanguage, parameters: definition.parameters, samples: samples) {
                let lines = analysis.lineCount(of: rendition.text, in: slot)
                guard lines > limit else { continue }
                if let index = worstByLocale.firstIndex(where: { $0.rendition.locale == rendition.locale }) {
                    if lines > worstByLocale[index].lines { worstByLocale[index] = (rendition, lines) }
                } else {
                    worstByLocale.append((rendition, lines))
                }
            }
            guard let worst = worstByLocale.max(by: { $0.lines < $1.lines }) else { continue }
            let others = worstByLocale.filter { $0.rendition.locale != worst.rendition.locale }
            let also = others.isEmpty ? "" : "; also over in " + list(others.map(\.rendition.locale))
            let finding = catalog.finding(
                at: title.range,
                "title \(worst.rendition.quoted) of \(definition.displayName) wraps to ~\(worst.lines) lines "
                    + "of \(WidthModel.describe(slot.width)) pt (limit \(limit)\(also)); shorten it",
                notes: others.map { ("\($0.rendition.quoted) wraps to ~\($0.lines) lines", $0.rendition.range) }
            )
            findings.append(finding.notingOrigins(of: [worst.rendition] + others.map(\.rendition)))
        }
        return findings
    }
}

extension AlertDefinition {
    /// The index of the action UIKit draws in semibold: in an alert the preferred action, else
    /// the cancel (UIKit emphasizes it when nothing is preferred); in an action sheet the
    /// cancel (sheets ignore `preferredAction`). Nil when none is.
    ///
    /// `cancel-placement`, `alert-buttons-stack` and `button-truncation` all measure with it,
    /// so they agree on whether a title fits.
    var emphasizedActionIndex: Int? {
        if kind == .alert, let preferred = actions.firstIndex(where: \.isPreferred) { return preferred }
        return actions.firstIndex { $0.role == .cancel }
    }
}
