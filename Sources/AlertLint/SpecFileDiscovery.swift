import Foundation

/// What the user asked to lint, resolved to concrete inputs.
public enum LintInput: Hashable, Sendable {
    /// A file, and whether it was found by searching a folder (then `included`/`excluded`
    /// apply) rather than named by the user.
    case file(String, foundInFolder: Bool)
    case standardInput

    public var path: String? {
        if case .file(let path, _) = self { return path }
        return nil
    }
}

/// Expands command-line paths into the spec files to lint.
///
/// A named file is taken whatever its name; a directory is searched recursively for
/// `*.alerts.yaml` and `*.alerts.yml`, skipping hidden folders (`.git`, `.build`) the way
/// build tools do. The result is sorted so that output never depends on the file system's
/// enumeration order.
public struct SpecFileDiscovery: Sendable {
    public static let specSuffixes = [".alerts.yaml", ".alerts.yml"]

    public init() {}

    public struct Result: Sendable {
        public var inputs: [LintInput]
        /// Paths that do not exist or cannot be listed, with the reason.
        public var failures: [(path: String, reason: String)]
    }

    public func discover(_ paths: [String]) -> Result {
        var inputs: [LintInput] = []
        var failures: [(String, String)] = []
        var seen = Set<String>()
        for path in paths {
            if path == "-" {
                if !inputs.contains(.standardInput) { inputs.append(.standardInput) }
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append((path, "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                switch specFiles(under: path) {
                case .success(let files):
                    for file in files where seen.insert(file).inserted { inputs.append(.file(file, foundInFolder: true)) }
                case .failure(let error):
                    failures.append((path, error.localizedDescription))
                }
            } else {
                let file = Self.displayPath(path)
                if seen.insert(file).inserted { inputs.append(.file(file, foundInFolder: false)) }
            }
        }
        return Result(inputs: inputs, failures: failures)
    }

    public static func isSpecFileName(_ name: String) -> Bool {
        specSuffixes.contains { name.hasSuffix($0) }
    }

    /// `./a/b/` → `a/b`, `./` → `.`: paths print the way the user would type them.
    static func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }

    private func specFiles(under directory: String) -> Swift.Result<[String], Error> {
        let root = Self.displayPath(directory)
        let prefix = root == "." ? "" : root + "/"
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(
            at: url,
            includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
            options: [.skipsHiddenFiles]
        ) else {
            return .failure(CocoaError(.fileReadUnknown))
        }
        let base = url.standardizedFileURL.path
        var files: [String] = []
        for case let item as URL in enumerator {
            guard Self.isSpecFileName(item.lastPathComponent) else { continue }
            let values = try? item.resourceValues(forKeys: [.isRegularFileKey])
            guard values?.isRegularFile == true else { continue }
            let full = item.standardizedFileURL.path
            let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : item.lastPathComponent
            files.append(prefix + relative)
        }
        return .success(files.sorted())
    }
}
