import Foundation

/// Where the git repository holding the working directory starts, so reporters can turn
/// working-directory paths into repository paths (code scanning wants those).
public enum RepositoryRoot {
    /// The working directory relative to the repository root, with a trailing `/`; empty at
    /// the root or outside any repository.
    public static func prefix(from workingDirectory: String) -> String {
        locate(from: workingDirectory).prefix
    }

    /// The folder repository paths are relative to: the repository root, or the working
    /// directory itself outside any repository.
    public static func root(from workingDirectory: String) -> String {
        locate(from: workingDirectory).root
    }

    static func locate(from workingDirectory: String) -> (root: String, prefix: String) {
        let start = (workingDirectory as NSString).standardizingPath
        var folder = start
        var components: [String] = []
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") {
                return (folder, components.isEmpty ? "" : components.reversed().joined(separator: "/") + "/")
            }
            guard folder != "/" && !folder.isEmpty else { return (start, "") }
            components.append((folder as NSString).lastPathComponent)
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
