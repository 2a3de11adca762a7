import AlertSpec

/// An alert whose title and message take so many lines that the alert scrolls.
public enum AlertScrollsRule: Rule {
    public struct Options: WidthRuleOptions {
        /// The most lines title and message may take together.
        public var lines = 8
        public var geometry = Geometry.Version.ios18
        public var samples = SampleValues()

        public init() {}

        public static var fields: [OptionField<Options>] { widthFields }
    }

    public static let description = RuleDescription(
        id: "alert-scrolls",
        name: "Alert scrolls",
        defaultSeverity: .warning,
        summary: "An alert's title and message together wrap to more than `lines` lines (estimated) in some locale, so the alert scrolls.",
        rationale: """
            The HIG: "When possible, avoid displaying an alert that scrolls. Although an alert might \
            scroll if the text size is large enough, be sure to minimize the potential for scrolling \
            by keeping alert titles short and including a brief message only when necessary." And: \
            "Include informative text only if it adds value. If you need to add an informative \
            message, keep it as short as possible." The title (17 pt semibold) and the message \
            (13 pt) are each wrapped at the alert's 238 pt text width (iOS 17/18) and their lines \
            added; a locale without a translation shows the development text. Line counts are \
            estimates (docs/width-model.md), and larger Dynamic Type sizes scroll sooner.
            """,
        source: "HIG: Alerts (Content; iOS, iPadOS)",
        howToFix: "Cut the message to what people need to choose a button; move explanations into the app or its help.",
        options: WidthRuleDocs.options(lines: 8, linesSummary: "The most lines title and message may take together."),
        triggeringExamples: [
            """
            alerts:
              1️⃣storageFull:
                title: iCloud Storage Is Full
                message: >-
                  Your photos and videos are no longer being uploaded to iCloud, and changes you make
                  on this device won’t appear on your other devices. To keep your library in sync,
                  upgrade your storage plan, or free up space by deleting old backups, large
                  attachments and videos you no longer need. You can manage your storage at any time
                  in Settings.
                actions:
                  - {title: Not Now, role: cancel}
                  - {title: Manage Storage, preferred: true}
            """,
            RuleExample(
                """
                alerts:
                  1️⃣signOut:
                    title: Sign Out?
                    message: Photos that haven’t finished uploading stay on this device until you sign in again.
                    actions: [{title: Cancel, role: cancel}, {title: Sign Out, role: destructive}]
                """,
                options: "lines: 2"
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de]
            alerts:
              signOut:
                title:
                  text: Sign Out?
                  translations: {de: Abmelden?}
                message:
                  text: Photos that haven’t finished uploading stay on this device until you sign in again.
                  translations:
                    de: Fotos, deren Upload noch nicht abgeschlossen ist, bleiben auf diesem Gerät, bis du dich erneut anmeldest.
                actions: [{title: Cancel, role: cancel}, {title: Sign Out, role: destructive}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        let geometry = options.resolvedGeometry
        let development = catalog.developmentLanguage
        let analysis = context.analysis(of: catalog)
        var findings: [Finding] = []
        for alert in catalog.alerts where alert.title != nil || alert.message != nil {
            var over: [Layout] = []
            // Plural title and message chosen by one count show the variants of one category.
            let titleCount = alert.title?.content.plural?.parameter
            let paired = titleCount != nil && titleCount == alert.message?.content.plural?.parameter
            for locale in locales(of: alert, developmentLanguage: development) {
                func renditions(_ text: Text?) -> [Rendition] {
                    text?.renditions(in: locale, developmentLanguage: development, parameters: alert.parameters, samples: options.samples) ?? []
                }
                let layout = tallest(
                    locale: locale, title: renditions(alert.title), titleSlot: geometry.alertTitle,
                    message: renditions(alert.message), messageSlot: geometry.alertMessage, paired: paired,
                    analysis: analysis
                )
                if layout.lines > options.lines { over.append(layout) }
            }
            guard let worst = over.max(by: { $0.lines < $1.lines }) else { continue }
            let others = over.filter { $0.locale != worst.locale }
            let also = others.isEmpty ? "" : "; also over in " + WidthFindings.list(others.map(\.locale))
            let parts = [
                worst.title.map { "title \(WidthFindings.quote($0.rendition.source))\(variant($0.rendition)) (~\($0.lines) \($0.lines == 1 ? "line" : "lines"))" },
                worst.message.map { "message \(WidthFindings.quote($0.rendition.source))\(variant($0.rendition)) (~\($0.lines) \($0.lines == 1 ? "line" : "lines"))" },
            ].compactMap { $0 }
            let finding = catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) would scroll in \(worst.locale): its \(parts.joined(separator: " and ")) take ~\(worst.lines) lines "
                    + "of \(WidthModel.describe(geometry.alertTitle.width)) pt (limit \(options.lines)\(also)); shorten the message"
            )
            findings.append(finding.notingOrigins(of: [worst.title?.rendition, worst.message?.rendition].compactMap { $0 }))
        }
        return findings
    }

    /// How an alert lays out in one locale: the title and message variants that show together
    /// and take the most lines.
    struct Layout {
        var locale: LocaleID
        var title: (rendition: Rendition, lines: Int)?
        var message: (rendition: Rendition, lines: Int)?

        var lines: Int { (title?.lines ?? 0) + (message?.lines ?? 0) }
    }

    /// " (plural 'one')" for a plural variant; nothing for a single string.
    private static func variant(_ rendition: Rendition) -> String {
        rendition.category.map { " (plural '\($0.rawValue)')" } ?? ""
    }

    /// The development language, then every locale the title or message is translated into
    /// (inline or in a catalog).
    private static func locales(of alert: AlertDefinition, developmentLanguage: LocaleID) -> [LocaleID] {
        var locales = [developmentLanguage]
        for text in [alert.title, alert.message].compactMap({ $0 }) {
            for translation in text.translations where !locales.contains(translation.locale) {
                locales.append(translation.locale)
            }
        }
        return locales
    }

    /// Title lines plus message lines, each wrapped at its slot. When both are plural texts
    /// chosen by the same count (`paired`), the variants of one category show together;
    /// otherwise the longest of each.
    private static func tallest(
        locale: LocaleID,
        title: [Rendition], titleSlot: Geometry.TextSlot,
        message: [Rendition], messageSlot: Geometry.TextSlot,
        paired: Bool,
        analysis: CatalogAnalysis
    ) -> Layout {
        let titles = title.map { (rendition: $0, lines: analysis.lineCount(of: $0.text, in: titleSlot)) }
        let messages = message.map { (rendition: $0, lines: analysis.lineCount(of: $0.text, in: messageSlot)) }
        if paired, titles.contains(where: { $0.rendition.category != nil }), messages.contains(where: { $0.rendition.category != nil }) {
            var best = Layout(locale: locale)
            let categories = Set(titles.compactMap(\.rendition.category) + messages.compactMap(\.rendition.category)).sorted()
            for category in categories {
                // A category one text lacks shows that text's `other`.
                func pick(_ measured: [(rendition: Rendition, lines: Int)]) -> (rendition: Rendition, lines: Int)? {
                    measured.first { $0.rendition.category == category } ?? measured.first { $0.rendition.category == .other }
                }
                let candidate = Layout(locale: locale, title: pick(titles), message: pick(messages))
                if candidate.lines > best.lines { best = candidate }
            }
            return best
        }
        return Layout(
            locale: locale,
            title: titles.max { $0.lines < $1.lines },
            message: messages.max { $0.lines < $1.lines }
        )
    }
}
