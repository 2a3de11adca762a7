import AlertSpec

/// Every file `alertlint generate` writes for a set of catalogs, as relative paths and
/// contents: pure, so tests can compare it and the command only has to write it.
public struct GenerationPlan: Sendable {
    public struct File: Sendable, Hashable {
        /// Relative to the output folder.
        public var path: String
        public var contents: [UInt8]
    }

    public var files: [File]

    /// The Swift files: the shared runtime, then one per catalog, sorted by path.
    public static func swift(_ catalogs: [Catalog], generator: SwiftGenerator) -> [File] {
        var files = [File(path: SwiftGenerator.runtimeFileName, contents: Array(generator.runtime().utf8))]
        for catalog in catalogs {
            files.append(File(path: generator.fileName(for: catalog), contents: Array(generator.source(for: catalog).utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The strings tables of the catalogs in `format`. For a String Catalog, `existing` gives
    /// the bytes of the catalog already at a path (relative to the output folder), which the
    /// new one is merged into, so no translator's work is lost. `existing` returns `nil` only
    /// when there is no file; one that cannot be read throws, and its error stops the plan.
    public static func tables(
        _ catalogs: [Catalog],
        format: StringTableFiles.Format,
        existing: (String) throws -> [UInt8]?
    ) throws -> [File] {
        var files: [File] = []
        for table in StringTableBuilder.tables(for: catalogs) {
            let catalogBytes = format == .xcstrings ? try existing(StringTableFiles.catalogPath(for: table)) : nil
            for file in try StringTableFiles.files(for: table, format: format, existingCatalog: catalogBytes) {
                files.append(File(path: file.relativePath, contents: file.contents))
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
