import AlertDiagnostics
import Foundation

/// Finds the configuration of each spec file: the nearest `.alertlint.yml` in its folder or
/// above, the one file given with `--config`, or none at all with `--no-config`. Each
/// configuration file is read once.
public struct ConfigurationLoader {
    public let reader: ConfigurationReader
    /// `--config`: one file for every spec; no discovery.
    public let explicitPath: String?
    /// `--no-config`: the defaults for every spec; no file is looked for or read. The
    /// build-tool plugin passes it when its package holds no configuration (docs/plugin.md).
    public let readsNoFile: Bool
    /// Where relative paths start: the process's working directory.
    public let workingDirectory: String

    /// The configuration files read, for rendering positions in their diagnostics.
    public private(set) var files: [SourceFile] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// Configuration files that could not be read.
    public private(set) var failures: [FileReadError] = []

    private var byFolder: [String: Configuration] = [:]
    private var explicit: Configuration?

    public init(reader: ConfigurationReader = ConfigurationReader(), explicitPath: String? = nil, readsNoFile: Bool = false) {
        self.reader = reader
        self.explicitPath = explicitPath
        self.readsNoFile = readsNoFile
        workingDirectory = FileManager.default.currentDirectoryPath
    }

    /// The configuration for a spec at `absolutePath` (from `ProjectPath.absolute`).
    public mutating func configuration(forSpecAt absolutePath: String) -> Configuration {
        if let explicitPath { return explicitConfiguration(explicitPath) }
        if readsNoFile { return Configuration(rules: reader.rules) }
        return nearest(from: ProjectPath.parent(of: absolutePath))
    }

    private mutating func explicitConfiguration(_ path: String) -> Configuration {
        if let explicit { return explicit }
        let folder = (path as NSString).deletingLastPathComponent
        var configuration = load(path, directory: folder.isEmpty ? "." : folder) ?? Configuration(rules: reader.rules)
        configuration.absoluteDirectory = ProjectPath.parent(of: ProjectPath.absolute(path, in: workingDirectory))
        explicit = configuration
        return configuration
    }

    /// Walks up from `folder` (absolute) to the file system's root.
    private mutating func nearest(from folder: String) -> Configuration {
        var visited: [String] = []
        var current = folder
        var found: Configuration?
        while true {
            if let cached = byFolder[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = current == "/" ? "/" + Configuration.fileName : current + "/" + Configuration.fileName
            // Anything by that name, a broken link too: what cannot be read is reported.
            if (try? FileManager.default.attributesOfItem(atPath: candidate)) != nil {
                let display = displayPath(candidate)
                let directory = (display as NSString).deletingLastPathComponent
                found = load(display, directory: directory.isEmpty ? "." : directory)
                found?.absoluteDirectory = current
                if found != nil { break }
            }
            guard current != "/" else { break }
            current = ProjectPath.parent(of: current)
        }
        let configuration = found ?? Configuration(rules: reader.rules)
        for folder in visited { byFolder[folder] = configuration }
        return configuration
    }

    private mutating func load(_ path: String, directory: String) -> Configuration? {
        do {
            let file = SourceFile(path: path, bytes: try readFileBytes(path))
            files.append(file)
            let (configuration, found) = reader.read(file, directory: directory)
            diagnostics += found
            return configuration
        } catch {
            failures.append(error)
            return nil
        }
    }

    /// Inside the working directory: relative (`samples/.alertlint.yml`); elsewhere absolute.
    private func displayPath(_ absolute: String) -> String {
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
