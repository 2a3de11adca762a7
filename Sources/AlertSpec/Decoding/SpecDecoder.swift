import AlertDiagnostics
import AlertYAML

/// YAML nodes → `Catalog`, reporting every format error of the file in one pass.
///
/// The decoder never stops at the first problem and never traps on a partial document: each
/// value that does not follow FORMAT.md is reported where it was written (`wrong-type`,
/// `unknown-key`, `missing-key`, … — see `FormatErrorID`), and the definition holding it is
/// left out of the catalog while the rest of the file still decodes.
public enum SpecDecoder {
    /// The catalog of `document` and the format errors found in it.
    ///
    /// The catalog is nil only when the document has no root or its root is not a mapping.
    /// Problems with catalog settings (`version`, `namespace`, …) are reported, but the
    /// well-formed definitions are still returned.
    public static func decode(_ document: YAMLDocument) -> (Catalog?, [Diagnostic]) {
        decode(document, reusing: nil)
    }

    private static func decode(_ document: YAMLDocument, reusing cache: DecodedDefinitionsCache?) -> (Catalog?, [Diagnostic]) {
        // No root: the YAML reader has already reported why (an empty file, a syntax error).
        guard let root = document.root else { return (nil, []) }
        var context = DecodingContext(file: document.file)
        // Every node is read through views that skip reference counting: the catalog holds
        // no nodes, so none outlives the call.
        let catalog = root.withUnsafeView { CatalogDecoder.decode($0, context: &context, reusing: cache) }
        return (catalog, context.diagnostics)
    }

    /// Like `decode(_:)`, and also leaves out every definition that holds one of the YAML
    /// reader's errors (`duplicate-key`, `yaml-anchor`, …), since the reader kept going past
    /// them and the definition is therefore not what its author wrote.
    ///
    /// With `reusing`, the definitions whose lines are unchanged since the file's last parse
    /// through the same cache are not decoded again: the result is the same as without it.
    /// Only when the reader found nothing to report: an alias or a tag makes a node depend on
    /// more than its own lines, so then every definition is decoded and the file's entries
    /// are dropped.
    public static func decode(_ document: YAMLDocument, readerDiagnostics: [Diagnostic], reusing cache: DecodedDefinitionsCache? = nil) -> (Catalog?, [Diagnostic]) {
        if !readerDiagnostics.isEmpty { cache?.forget(path: document.file.path) }
        let (catalog, diagnostics) = decode(document, reusing: readerDiagnostics.isEmpty ? cache : nil)
        guard var catalog else { return (nil, diagnostics) }
        let errorRanges = readerDiagnostics.filter { $0.severity == .error && $0.range.path == document.file.path }.map(\.range.bytes)
        guard !errorRanges.isEmpty else { return (catalog, diagnostics) }
        func isClean(idRange: ByteRange, range: ByteRange) -> Bool {
            let span = ByteRange(start: min(idRange.start, range.start), end: max(idRange.end, range.end))
            return !errorRanges.contains { span.contains($0) }
        }
        catalog.alerts.removeAll { !isClean(idRange: $0.idRange, range: $0.range) }
        catalog.actionSheets.removeAll { !isClean(idRange: $0.idRange, range: $0.range) }
        catalog.notifications.removeAll { !isClean(idRange: $0.idRange, range: $0.range) }
        catalog.progress.removeAll { !isClean(idRange: $0.idRange, range: $0.range) }
        return (catalog, diagnostics)
    }
}
