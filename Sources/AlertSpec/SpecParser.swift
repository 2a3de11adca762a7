import AlertDiagnostics
import AlertYAML

/// A spec file after both front-end stages: its YAML document (comments included, for
/// suppressions), the catalog if one could be built, and every format diagnostic.
public struct ParsedSpec: Sendable {
    public var document: YAMLDocument
    public var catalog: Catalog?
    public var diagnostics: [Diagnostic]

    public var file: SourceFile { document.file }
}

/// Bytes → YAML nodes → catalog, for one file. Pure: it reads nothing but its argument.
public enum SpecParser {
    /// With `reusing`, definitions unchanged since the file's last parse through the same
    /// cache are taken from it (`SpecDecoder.decode(_:readerDiagnostics:reusing:)`): the
    /// same result, for the language server's re-lint after a keystroke. With `rereading`,
    /// the YAML is read through it: after an edit, only the edited lines are parsed again
    /// (`YAMLReader.reread`), with the same result.
    public static func parse(
        _ file: SourceFile,
        limits: YAMLLimits = .default,
        reusing cache: DecodedDefinitionsCache? = nil,
        rereading documents: YAMLDocumentCache? = nil
    ) -> ParsedSpec {
        let (document, yamlDiagnostics) = documents?.read(file, limits: limits) ?? YAMLReader.read(file, limits: limits)
        // A document that is not even YAML cannot be decoded meaningfully.
        let fatal = yamlDiagnostics.contains { fatalYAMLErrors.contains($0.id) }
        guard !fatal, document.root != nil else {
            cache?.forget(path: file.path)
            return ParsedSpec(document: document, catalog: nil, diagnostics: yamlDiagnostics)
        }
        let (catalog, decodeDiagnostics) = SpecDecoder.decode(document, readerDiagnostics: yamlDiagnostics, reusing: cache)
        return ParsedSpec(document: document, catalog: catalog, diagnostics: yamlDiagnostics + decodeDiagnostics)
    }

    /// YAML errors after which the partial tree would only produce follow-on noise.
    private static let fatalYAMLErrors: Set<String> = [
        YAMLErrorID.syntax.rawValue, YAMLErrorID.encoding.rawValue, YAMLErrorID.tooDeep.rawValue,
        YAMLErrorID.tooLarge.rawValue, YAMLErrorID.emptyFile.rawValue,
    ]
}
