import AlertDiagnostics
import AlertSpec

/// A `.alertlint.yml`, read: which files to lint, project-wide defaults for specs, where
/// resources and translations live, and how each rule is set.
///
/// Paths in the file are relative to the folder that holds it; `directory` keeps that folder
/// so they can be resolved.
public struct Configuration: Sendable {
    /// The file this came from; nil for the built-in defaults.
    public var path: String?
    /// The folder paths in the file are relative to, as a path usable from the working
    /// directory (for resources).
    public var directory: String
    /// The same folder as an absolute path (`ProjectPath.absolute`), which `included` and
    /// `excluded` match from; nil for the built-in defaults.
    public var absoluteDirectory: String?
    /// When not empty, only files matching one of these are linted.
    public var included: [Glob]
    public var excluded: [Glob]
    /// Defaults for specs that do not set them.
    public var developmentLanguage: LocaleID?
    public var locales: [LocaleID]?
    public var platforms: Set<Platform>?
    /// Globs of existing string catalogs whose translations are checked too.
    public var translations: [Glob]
    /// Folders for sound and image files, resolved against `directory`.
    public var resources: [String]
    public var rules: RuleSettings

    /// Every rule at its default; no filters.
    public init(directory: String = ".", rules: [RegisteredRule] = RuleRegistry.rules) {
        path = nil
        self.directory = directory
        absoluteDirectory = nil
        included = []
        excluded = []
        developmentLanguage = nil
        locales = nil
        platforms = nil
        translations = []
        resources = []
        self.rules = RuleSettings(rules: rules)
    }

    public static let fileName = ".alertlint.yml"

    /// Whether a file found by searching a folder is to be linted: it matches `included`
    /// (when given) and no `excluded` pattern. `absolutePath` is the spec's path from
    /// `ProjectPath.absolute`, so the answer is the same whichever way the user typed it.
    public func admits(_ absolutePath: String) -> Bool {
        guard !included.isEmpty || !excluded.isEmpty else { return true }
        let relative = absoluteDirectory.map { ProjectPath.relative(absolutePath, to: $0) } ?? absolutePath
        if !included.isEmpty, !included.contains(where: { $0.matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }

    /// A folder named in the file, as a path usable from the working directory.
    func resolve(_ relative: String) -> String {
        if relative.hasPrefix("/") || directory == "." { return relative }
        return directory + "/" + relative
    }
}
