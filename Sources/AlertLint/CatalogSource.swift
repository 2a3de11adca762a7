import AlertDiagnostics
import AlertSpec
import AlertYAML
import Foundation

/// What decodes a linted file's catalog again exactly as the lint decoded it: the file's
/// bytes, or where to read them again and their hash; the configuration that applied to it;
/// and the translations its `translations:` tables supplied. `alertlint generate` keeps this
/// of each file rather than its catalog, about ten times the spec's size, and decodes a
/// table's catalogs at a time (decision 0067). A runner that does not keep its files' bytes
/// (`LintRunner.keepsSources`) lets a spec read from disk go too: it is read again when its
/// table is generated, and must hash as it did (decision 0068).
public struct CatalogSource: Sendable {
    public let path: String
    /// The catalog's strings table: the catalogs that share one are generated together.
    public let table: String
    let configuration: Configuration
    let translations: ExistingTranslations
    /// The catalog itself, while the runner's `catalogBudget` had room for it: not decoded
    /// again.
    let kept: Catalog?
    /// The bytes linted, while held: always for a kept catalog (within the budget), for
    /// standard input, a pipe or FIFO named as a path and a text given rather than read;
    /// otherwise only when the runner keeps its files' bytes. Nil once let go: `bytesHash`
    /// then checks the file read again.
    private(set) var bytes: [UInt8]?
    /// `XXH64` of the bytes linted.
    public let bytesHash: UInt64

    init(file: SourceFile, table: String, configuration: Configuration, translations: ExistingTranslations, kept: Catalog?) {
        path = file.path
        self.table = table
        self.configuration = configuration
        self.translations = translations
        self.kept = kept
        bytes = file.bytes
        bytesHash = XXH64.hash(file.bytes)
    }

    /// The configuration's `resources:` folders, where the catalog's sound files are looked up.
    public var resourceFolders: [String] { configuration.resources }

    /// Lets the bytes go, unless the catalog is kept: its findings' positions are resolved
    /// from them without reading the file again.
    mutating func dropBytesUnlessKept() {
        if kept == nil { bytes = nil }
    }

    /// A catalog decoded again, and the file it was decoded from: what the checks that
    /// generating makes point into.
    public struct Decoded: Sendable {
        public var catalog: Catalog
        public var file: SourceFile
    }

    /// Why a source gave no catalog the second time.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file could not be read again, or its bytes are not those linted: it was
        /// edited, deleted or replaced while the run went on. Nothing may be generated from
        /// bytes that were not linted.
        case notAsLinted(path: String, reason: String)
        /// The same bytes did not decode: decoding is a pure function of them, so this cannot
        /// happen; reported rather than trusted.
        case undecodable(path: String)

        public var path: String {
            switch self {
            case .notAsLinted(let path, _), .undecodable(let path): path
            }
        }

        public var description: String {
            switch self {
            case .notAsLinted(let path, let reason): "\(path) \(reason)"
            case .undecodable(let path): "\(path) decoded when it was linted but not again to generate"
            }
        }
    }
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
    /// The catalog of `source`, as the lint kept it or decoded again as the lint that made
    /// `source` decoded it (`LintReport.catalogSources`): the same bytes, read again from its
    /// path when they were let go and checked against their hash, the same project defaults,
    /// the same translations.
    public func decodeAgain(_ source: CatalogSource) -> Result<CatalogSource.Decoded, CatalogSource.Failure> {
        let bytes: [UInt8]
        if let held = source.bytes {
            bytes = held
        } else {
            do throws(FileReadError) {
                switch try readInput(source.path, limit: limits.maxFileBytes) {
                case .bytes(let read) where XXH64.hash(read) == source.bytesHash:
                    bytes = read
                case .bytes:
                    return .failure(.notAsLinted(path: source.path, reason: "changed after it was linted"))
                case .tooLarge:
                    return .failure(.notAsLinted(path: source.path, reason: "grew past the size limit after it was linted"))
                }
            } catch {
                return .failure(.notAsLinted(path: source.path, reason: "cannot be read again after it was linted: \(error.reason)"))
            }
        }
        let file = SourceFile(path: source.path, bytes: bytes)
        if let kept = source.kept { return .success(CatalogSource.Decoded(catalog: kept, file: file)) }
        let parsed = SpecParser.parse(file, limits: limits)
        guard let catalog = parsed.catalog else { return .failure(.undecodable(path: source.path)) }
        let configured = configured(catalog, root: parsed.document.root, configuration: source.configuration, translations: source.translations)
        return .success(CatalogSource.Decoded(catalog: configured, file: file))
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
