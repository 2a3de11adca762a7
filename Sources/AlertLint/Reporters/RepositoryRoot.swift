import Foundation

/// Where the git repository holding the working directory starts, so reporters can turn
/// working-directory paths into repository paths (code scanning wants those).
public enum RepositoryRoot {
    /// The working directory relative to the repository root, with a trailing `/`; empty at
    /// the root or outside any repository.
    public static func prefix(from workingDirectory: String) -> String {
        var folder = (workingDirectory as NSString).standardizingPath
        var components: [String] = []
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") {
                return components.isEmpty ? "" : components.reversed().joined(separator: "/") + "/"
            }
            guard folder != "/" && !folder.isEmpty else { return "" }
            components.append((folder as NSString).lastPathComponent)
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
