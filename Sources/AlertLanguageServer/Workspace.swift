import Foundation
import LanguageServerProtocol

/// The folders the client opened (`initialize`'s `workspaceFolders`, else its `rootUri`,
/// else `rootPath`), and which lint each document belongs to.
///
/// Each folder is linted as `alertlint lint FOLDER` lints it: its spec files found as a
/// folder search finds them, the cross-file rules across them. Folders are linted apart
/// from one another, as separate command lines would; a document in nested folders belongs
/// to the innermost. A document outside every folder is linted alone, as
/// `alertlint lint FILE` lints it.
struct Workspace: Sendable {
    /// Absolute, without a trailing slash, sorted.
    private(set) var folders: [String]

    /// A set of files linted together: one lint, one cache, one cancellation.
    enum Unit: Hashable, Comparable, Sendable {
        case folder(String)
        /// A document outside every folder, by its path.
        case file(String)

        /// Names the unit in the server's bookkeeping (its findings in other files).
        var key: String {
            switch self {
            case .folder(let path): "folder:" + path
            case .file(let path): "file:" + path
            }
        }
    }

    init(folders: [String]) {
        self.folders = Array(Set(folders.map(Self.normalized))).sorted()
    }

    /// The folders `initialize` names: `workspaceFolders` when given (LSP 3.6), else
    /// `rootUri`, else the deprecated `rootPath`.
    init(_ params: InitializeParams) {
        if let folders = params.workspaceFolders, !folders.isEmpty {
            self.init(folders: folders.map { DocumentURI.path(forURI: $0.uri) })
        } else if let root = params.rootUri {
            self.init(folders: [DocumentURI.path(forURI: root)])
        } else if let root = params.rootPath {
            self.init(folders: [root])
        } else {
            self.init(folders: [])
        }
    }

    /// The workspace after `workspace/didChangeWorkspaceFolders`: `removed` folders leave,
    /// then `added` ones join (absolute paths).
    func changing(added: [String], removed: [String]) -> Workspace {
        let leaving = Set(removed.map(Self.normalized))
        return Workspace(folders: folders.filter { !leaving.contains($0) } + added)
    }

    /// The unit the file at `path` (absolute) is linted in.
    func unit(of path: String) -> Unit {
        folder(containing: path).map(Unit.folder) ?? .file(path)
    }

    /// The innermost folder holding `path`.
    func folder(containing path: String) -> String? {
        folders.filter { folder in folder == "/" || path.hasPrefix(folder + "/") }.max { $0.count < $1.count }
    }

    private static func normalized(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }
}
