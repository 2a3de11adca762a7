import AlertDiagnostics
import AlertSpec
import AlertYAML
import Foundation

/// What decodes a linted file's catalog again exactly as the lint decoded it: the file's
/// bytes (shared with `LintReport.files`, not a copy), the configuration that applied to it
/// and the translations its `translations:` tables supplied. `alertlint generate` keeps this
/// of each file rather than its catalog, about ten times the spec's size, and decodes a
/// table's catalogs at a time (decision 0067).
public struct CatalogSource: Sendable {
    public let file: SourceFile
    /// The catalog's strings table: the catalogs that share one are generated together.
    public let table: String
    let configuration: Configuration
    let translations: ExistingTranslations
    /// The catalog itself, while the runner's `catalogBudget` had room for it: not decoded
    /// again.
    let kept: Catalog?

    /// The configuration's `resources:` folders, where the catalog's sound files are looked up.
    public var resourceFolders: [String] { configuration.resources }
}

/// How many bytes of specs a run keeps the catalogs of (`LintRunner.catalogBudget`), shared
/// by its workers: a project that fits is generated without decoding anything twice, and a
/// larger one keeps no more than this (about ten times as many bytes of catalogs).
public final class CatalogBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int

    public init(specBytes: Int) {
        remaining = specBytes
    }

    /// Whether a spec of `byteCount` bytes fits in what is left, taking its share if so.
    func claim(_ byteCount: Int) -> Bool {
        lock.withLock {
            guard byteCount <= remaining else { return false }
            remaining -= byteCount
            return true
        }
    }
}

extension LintRunner {
    /// The catalog of `source`, as the lint kept it or decoded again as the lint that made `source` decoded it
    /// (`LintReport.catalogSources`): the same bytes, the same project defaults, the same
    /// translations. Nil only if the bytes no longer decode, which a `CatalogSource` made by
    /// this runner's lint cannot do: decoding is a pure function of them.
    public func catalog(from source: CatalogSource) -> Catalog? {
        if let kept = source.kept { return kept }
        let parsed = SpecParser.parse(source.file, limits: limits)
        guard let catalog = parsed.catalog else { return nil }
        return configured(catalog, root: parsed.document.root, configuration: source.configuration, translations: source.translations)
    }

    /// A decoded catalog as the rules see it: the configuration's project-wide values where
    /// the spec is silent, its tables' translations added, and prepared for the rules.
    func configured(_ decoded: Catalog, root: YAMLNode?, configuration: Configuration, translations: ExistingTranslations) -> Catalog {
        var catalog = decoded
        Self.applyDefaults(configuration, to: &catalog, root: root)
        catalog = translations.adding(to: catalog)
        prepareForRules(&catalog)
        return catalog
    }
}
