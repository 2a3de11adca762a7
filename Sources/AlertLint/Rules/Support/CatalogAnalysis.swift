import AlertSpec

/// What several rules derive from one catalog, derived once: its buttons, and the lines and
/// widths its texts measure to (docs/decisions/0051-shared-catalog-analysis.md).
///
/// The linter makes one for each catalog it lints and hands it to every rule through
/// `LintContext.analysis`; a rule asks `context.analysis(of: catalog)`, which makes a fresh
/// one when the context carries none (a rule called on its own). Each facet is computed on
/// first use and kept, so a rule that never asks costs nothing, and what rules read is a pure
/// function of the catalog: rules stay pure functions of the catalog and their options.
///
/// Not shared between threads: the linter runs one catalog's rules one after another on one
/// thread, and the analysis lives only as long as that run, so its memo tables need no lock
/// (`lint --jobs N` gives each catalog its own).
public final class CatalogAnalysis: @unchecked Sendable {
    public let catalog: Catalog

    public init(_ catalog: Catalog) {
        self.catalog = catalog
    }

    // MARK: Buttons

    private var storedButtons: [Button]?

    /// `catalog.buttons`, built once.
    public var buttons: [Button] {
        if let storedButtons { return storedButtons }
        let buttons = catalog.buttons
        storedButtons = buttons
        return buttons
    }

    // MARK: Measurement

    /// A measured text, compared and hashed by its UTF-8 bytes. `String`'s own hashing
    /// normalizes (NFC) first, which cost more than the measuring it saved on translated
    /// text; canonically equal strings written differently merely measure separately (their
    /// scalars, and so their widths, may differ anyway).
    private struct TextBytes: Hashable {
        var text: String

        static func == (lhs: TextBytes, rhs: TextBytes) -> Bool {
            // Over the contiguous bytes, not the `UTF8View`, whose indices cost a branch a byte.
            var left = lhs.text
            var right = rhs.text
            return left.withUTF8 { left in right.withUTF8 { right in left.count == right.count && left.elementsEqual(right) } }
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private struct LineKey: Hashable {
        var text: TextBytes
        var slot: Geometry.TextSlot
    }

    private struct WidthKey: Hashable {
        var text: TextBytes
        var font: SystemFont
    }

    private var lineCounts: [LineKey: Int] = [:]
    fileprivate var storedTexts: [(text: Text, parameters: [Parameter])]?
    fileprivate var storedDevelopment: [[LocalizedVariant]?] = []
    fileprivate var storedTranslations: [[[LocalizedVariant]]?] = []
    private var widths: [WidthKey: Double] = [:]

    /// Room for the measurements a catalog's rules make, reserved at the first: about 16 per
    /// definition (a title and message, or a few action titles, in a handful of locales).
    /// Growing a table from empty rehashes every text at each doubling, which cost the width
    /// rules about a tenth of their time; the guess changes only when tables grow.
    private var expectedMeasurements: Int {
        16 * (catalog.alerts.count + catalog.actionSheets.count + catalog.notifications.count)
    }

    /// `TextLayout.lineCount(of:in:)`, measured once per text and slot: `alert-title-length`
    /// and `alert-scrolls` wrap the same titles in the same slot.
    public func lineCount(of text: String, in slot: Geometry.TextSlot) -> Int {
        let key = LineKey(text: TextBytes(text: text), slot: slot)
        if let count = lineCounts[key] { return count }
        let count = TextLayout.lineCount(of: text, in: slot)
        if lineCounts.isEmpty { lineCounts.reserveCapacity(expectedMeasurements) }
        lineCounts[key] = count
        return count
    }

    /// `WidthModel.width(of:font:)`, measured once per text and font: the button rules measure
    /// the same titles in the same fonts.
    public func width(of text: String, font: SystemFont) -> Double {
        let key = WidthKey(text: TextBytes(text: text), font: font)
        if let width = widths[key] { return width }
        let width = WidthModel.width(of: text, font: font)
        if widths.isEmpty { widths.reserveCapacity(expectedMeasurements) }
        widths[key] = width
        return width
    }
}

extension CatalogAnalysis {
    // MARK: Texts as the localization rules read them

    /// `catalog.textsWithParameters`, built once: the localization rules walk it, and
    /// `developmentVariants(ofText:)` and `translationVariants(ofText:)` take its indices.
    public var textsWithParameters: [(text: Text, parameters: [Parameter])] {
        if let storedTexts { return storedTexts }
        let texts = catalog.textsWithParameters
        storedTexts = texts
        storedDevelopment = Array(repeating: nil, count: texts.count)
        storedTranslations = Array(repeating: nil, count: texts.count)
        return texts
    }

    /// `LocalizationSupport.variants(of:parameters:)` of the development text at `index` in
    /// `textsWithParameters`, derived once.
    func developmentVariants(ofText index: Int) -> [LocalizedVariant] {
        let (text, parameters) = textsWithParameters[index]
        if let variants = storedDevelopment[index] { return variants }
        let variants = LocalizationSupport.variants(of: text.content, parameters: parameters)
        storedDevelopment[index] = variants
        return variants
    }

    /// `LocalizationSupport.variants(of:text:parameters:)` of each translation of the text
    /// at `index` in `textsWithParameters`, in the text's order, derived once.
    func translationVariants(ofText index: Int) -> [[LocalizedVariant]] {
        let (text, parameters) = textsWithParameters[index]
        if let variants = storedTranslations[index] { return variants }
        let variants = text.translations.map { LocalizationSupport.variants(of: $0, text: text, parameters: parameters) }
        storedTranslations[index] = variants
        return variants
    }
}

extension LintContext {
    /// The analysis of `catalog`: the one the linter prepared, or a new one.
    public func analysis(of catalog: Catalog) -> CatalogAnalysis {
        if let analysis, analysis.catalog.path == catalog.path { return analysis }
        return CatalogAnalysis(catalog)
    }
}
