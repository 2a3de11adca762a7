import AlertDiagnostics
import AlertSpec

/// A two-action alert whose titles don't fit side by side in some locale: UIKit stacks them.
public enum AlertButtonsStackRule: Rule {
    public struct Options: MeasuringRuleOptions {
        public var geometry = Geometry.Version.ios18
        public var samples = SampleValues()

        public init() {}

        public static var fields: [OptionField<Options>] { measuringFields }
    }

    public static let description = RuleDescription(
        id: "alert-buttons-stack",
        name: "Alert buttons stack",
        defaultSeverity: .info,
        summary: """
            A two-action alert's titles don't fit side by side (estimated) in the development \
            language or a translation, so UIKit stacks the buttons vertically there.
            """,
        rationale: """
            UIKit shows the two buttons of a two-action alert in a row, each label in half the \
            alert (119 pt at 17 pt in iOS 17/18; the preferred action, or else the cancel, in \
            semibold). When either title is wider, it stacks them in a column instead: the alert \
            grows taller, and the cancel moves from the leading side of the row to the bottom of \
            the stack (the HIG: "Cancel buttons are typically on the leading side of a row or at \
            the bottom of a stack"), so the alert looks different in that language. That is not a \
            defect, so this is information; but a title that stacks in one language only often \
            wants a shorter translation. Every locale is measured, inline \
            and catalog translations alike, placeholders as sample values; widths are estimates \
            from fonts with metrics close to the system font's (docs/width-model.md). \
            `cancel-placement` judges where the cancel is declared by the development language's \
            layout.
            """,
        source: "HIG: Alerts (Buttons); UIKit: UIAlertController",
        howToFix: "Shorten the title that is too wide (\"Settings\" rather than \"Open Settings\"), or accept the stacked layout.",
        options: WidthRuleDocs.measuringOptions,
        triggeringExamples: [
            """
            locales: [de]
            alerts:
              cameraDenied:
                title: Camera Access Is Off
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣title:
                      text: Open Settings
                      translations: {de: Einstellungen öffnen}
            """,
            """
            alerts:
              shareAlbum:
                title: Share “Vacation”?
                actions:
                  - 1️⃣{title: Share with Everyone, preferred: true}
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                alerts:
                  deletePhotos:
                    parameters: {count: Int}
                    title: Delete Photos?
                    actions:
                      - {title: Cancel, role: cancel}
                      - 1️⃣{title: "Delete {count}", role: destructive}
                """,
                options: "sampleInt: '1234567890'"
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de, ja]
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - title:
                      text: Cancel
                      translations: {de: Abbrechen, ja: キャンセル}
                    role: cancel
                  - title:
                      text: Delete
                      translations: {de: Löschen, ja: 削除}
                    role: destructive
              replaceFile:
                title: Replace “Report.pdf”?
                actions:
                  - Keep Both Files
                  - Replace
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                alerts:
                  storageFull:
                    title: iCloud Storage Is Full
                    actions:
                      - {title: Not Now, role: cancel}
                      - Manage Storage
                """,
                options: "geometry: ios26",
                note: "Too wide for half of an iOS 17/18 alert (119 pt), not for half of the wider iOS 26 alert (141 pt)."
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        let slot = options.resolvedGeometry.sideBySideButton
        let development = catalog.developmentLanguage
        let analysis = context.analysis(of: catalog)
        var findings: [Finding] = []
        for alert in catalog.alerts where alert.actions.count == 2 {
            // An empty title is `empty-text`'s finding alone.
            guard !alert.actions.contains(where: { $0.title.isBlankSomewhere }) else { continue }
            let emphasized = alert.emphasizedActionIndex
            // Per locale that stacks, its widest title that does not fit.
            var stacked: [(rendition: Rendition, width: Double, action: Int)] = []
            for locale in locales(of: alert, developmentLanguage: development) {
                var widest: (rendition: Rendition, width: Double, action: Int)?
                for (index, action) in alert.actions.enumerated() {
                    let font = SystemFont(size: slot.font.size, weight: index == emphasized ? .semibold : slot.font.weight)
                    for rendition in action.title.renditions(in: locale, developmentLanguage: development, parameters: alert.parameters, samples: options.samples) {
                        let width = analysis.width(of: rendition.text, font: font)
                        if width > slot.width + TextLayout.tolerance, width > widest?.width ?? 0 {
                            widest = (rendition, width, index)
                        }
                    }
                }
                if let widest { stacked.append(widest) }
            }
            guard let primary = stacked.max(by: { $0.width < $1.width }) else { continue }
            let others = stacked.filter { $0.rendition.locale != primary.rendition.locale }
            let also = others.isEmpty ? "" : " (also in \(WidthFindings.list(others.map(\.rendition.locale))))"
            var notes: [(message: String, range: ByteRange)] = []
            // The quoted title itself, when it is a translation written apart from the
            // development text (a catalog's or a pseudo-translation's range is the text's).
            if primary.rendition.translation?.origin == .spec, primary.rendition.range != alert.actions[primary.action].title.range {
                notes.append(("the \(primary.rendition.locale) title is here", primary.rendition.range))
            }
            notes += others.map { ("\($0.rendition.quoted) is \(WidthFindings.points($0.width)) wide", $0.rendition.range) }
            let finding = catalog.finding(
                at: alert.actions[primary.action].range,
                "\(primary.rendition.quoted) is \(WidthFindings.points(primary.width)) wide but a side-by-side button has "
                    + "\(WidthFindings.points(slot.width)); this alert's buttons will stack vertically\(also)",
                notes: notes
            )
            findings.append(finding.notingOrigins(of: [primary.rendition] + others.map(\.rendition)))
        }
        return findings
    }

    /// The development language, then every locale either title is translated into (inline
    /// or in a catalog); a locale without a translation of one title shows its development text.
    private static func locales(of alert: AlertDefinition, developmentLanguage: LocaleID) -> [LocaleID] {
        var locales = [developmentLanguage]
        for action in alert.actions {
            for translation in action.title.translations where !locales.contains(translation.locale) {
                locales.append(translation.locale)
            }
        }
        return locales
    }
}
