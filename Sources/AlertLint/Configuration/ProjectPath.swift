#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths the way `included`/`excluded` see them: whatever form the user typed (absolute,
/// `./`, `../`, from a subfolder), a spec file is matched by its path relative to the
/// configuration file's folder.
///
/// A path is first made absolute and *logical*: symlinked folders stay as they appear in the
/// path (as a shell's `$PWD` keeps them), because that is the path users see in their project
/// and write in patterns. The configuration is found by walking up that same path, so the
/// spec's path always starts with its configuration's folder.
public enum ProjectPath {
    /// `path` made absolute against `workingDirectory` (itself absolute), with `.`, empty
    /// components and `..` removed. `..` after a symlink goes where the file system goes (to
    /// the parent of the link's target), not one component back.
    public static func absolute(_ path: String, in workingDirectory: String) -> String {
        var components: [Substring] = []
        let start = path.hasPrefix("/") ? path[...] : Substring(workingDirectory + "/" + path)
        for component in start.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if isSymbolicLink(join(components)), let real = realPath(join(components)) {
                    components = real.split(separator: "/", omittingEmptySubsequences: true).map(Substring.init)
                }
                _ = components.popLast()
            default: components.append(component)
            }
        }
        return join(components)
    }

    /// `path` relative to `directory` (both from `absolute`): the rest of the path when it lies
    /// inside; else, when both resolve into the same physical tree (one of them was reached
    /// through a symlink), the rest of the physical path; else a path climbing out with `..`.
    public static func relative(_ path: String, to directory: String) -> String {
        if let inside = remainder(path, after: directory) { return inside }
        let folder = parent(of: path)
        if let realFolder = realPath(folder), let realDirectory = realPath(directory),
           let inside = remainder(realFolder, after: realDirectory) {
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            return inside.isEmpty ? name : inside + "/" + name
        }
        let from = directory.split(separator: "/")
        let to = path.split(separator: "/")
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    /// The folder holding `path` (absolute): `/a/b` → `/a`, `/a` → `/`.
    public static func parent(of path: String) -> String {
        join(path.split(separator: "/", omittingEmptySubsequences: true).dropLast())
    }

    /// What follows `directory` in `path`; `""` when they are the same; nil when `path` is
    /// not inside `directory`.
    private static func remainder(_ path: String, after directory: String) -> String? {
        if path == directory { return "" }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private static func join(_ components: some Collection<Substring>) -> String {
        "/" + components.joined(separator: "/")
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The path with every symlink resolved; nil when some part does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
