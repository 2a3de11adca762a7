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
}
