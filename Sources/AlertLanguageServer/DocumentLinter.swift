import AlertDiagnostics
import AlertLint
import Foundation
import LanguageServerProtocol

/// Lints one open document the way `alertlint lint PATH` lints the file: the same plan
/// (the nearest `.alertlint.yml`, its translations and resources), the same runner and
/// suppressions, only with the editor's text instead of the file's. Its findings are then
/// written in LSP's terms.
public struct DocumentLinter: Sendable {
    public var runner: LintRunner
    public var links: RuleLinks
    /// Where relative paths in the report (configuration files) start.
    public var workingDirectory: String

    public init(runner: LintRunner = LintRunner(jobs: 1), links: RuleLinks, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.runner = runner
        self.links = links
        self.workingDirectory = workingDirectory
    }

    /// The report the CLI would print for the file at `path` (absolute) holding `text`.
    public func report(path: String, text: [UInt8]) -> LintReport {
        LintPlan(documents: [path]).report(runner, contents: [path: text])
    }

    /// The LSP diagnostics of the document at `path`: the report's findings in that file.
    public func diagnostics(uri: String, path: String, text: [UInt8]) -> [LanguageServerProtocol.Diagnostic] {
        diagnosticsByURI(uri: uri, path: path, text: text)[uri] ?? []
    }

    /// Every finding of the document's lint, by the URI of the file it is in: the document's
    /// own under `uri` (present even when there are none), and those in other files the lint
    /// read: its `.alertlint.yml`, the string tables `translations:` names.
    public func diagnosticsByURI(uri: String, path: String, text: [UInt8]) -> [String: [LanguageServerProtocol.Diagnostic]] {
        Self.diagnosticsByURI(in: report(path: path, text: text), uri: uri, path: path, links: links, workingDirectory: workingDirectory)
    }

    /// The findings of `report` in LSP's terms, by file: the document at `path` is `uri`;
    /// other files' paths (relative ones from `workingDirectory`) become `file:` URIs. Notes
    /// become related information, located in whichever file of the report they point into.
    public static func diagnosticsByURI(in report: LintReport, uri: String, path: String, links: RuleLinks, workingDirectory: String) -> [String: [LanguageServerProtocol.Diagnostic]] {
        diagnosticsByURI(in: report, uris: [path: uri], links: links, workingDirectory: workingDirectory)
    }

    /// The findings of `report` in LSP's terms, by file: each open document's under the URI
    /// `uris` gives its path (present even when it has none), those in other files (a
    /// `.alertlint.yml`, string tables; relative paths from `workingDirectory`) under their
    /// `file:` URIs. Of the spec files that are not open, only the first `closedSpecLimit`
    /// by path that have findings are kept (decision 0054: a problems panel shows them, but
    /// a big workspace must not flood the client, nor a keystroke convert every finding of
    /// it). Notes become related information, located in whichever file of the report they
    /// point into.
    public static func diagnosticsByURI(in report: LintReport, uris: [String: String], closedSpecLimit: Int = 0, links: RuleLinks, workingDirectory: String) -> [String: [LanguageServerProtocol.Diagnostic]] {
        let files = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // The client's own spelling of a document's URI, so its diagnostics land on it.
        let uriOf = { (filePath: String) in
            uris[filePath] ?? DocumentURI.uri(forPath: ProjectPath.absolute(filePath, in: workingDirectory))
        }
        let isClosedSpec = { (filePath: String) in
            uris[filePath] == nil && SpecFileDiscovery.isSpecFileName((filePath as NSString).lastPathComponent)
        }
        // Findings come sorted by path, so each path's lookups (file, URI, whether it is shown)
        // are done once per run of findings of one path rather than once per finding (hashing
        // long paths several times per finding was a quarter of converting a keystroke's
        // findings); the result does not depend on the order.
        var paths: [String] = []
        for finding in report.diagnostics where finding.range.path != paths.last {
            paths.append(finding.range.path)
        }
        let closedSpecsShown = Set(Set(paths.filter(isClosedSpec)).sorted().prefix(closedSpecLimit))
        var byURI: [String: [LanguageServerProtocol.Diagnostic]] = [:]
        for uri in uris.values { byURI[uri] = [] }
        var current: (path: String, uri: String, file: SourceFile?)?
        var converted: [LanguageServerProtocol.Diagnostic] = []
        func flush() {
            guard let current, !converted.isEmpty else { return }
            byURI[current.uri, default: []].append(contentsOf: converted)
            converted.removeAll(keepingCapacity: true)
        }
        for finding in report.diagnostics {
            let filePath = finding.range.path
            if filePath != current?.path {
                flush()
                let shown = !isClosedSpec(filePath) || closedSpecsShown.contains(filePath)
                current = (filePath, uriOf(filePath), shown ? files[filePath] : nil)
            }
            guard let file = current?.file, let uri = current?.uri else { continue }
            converted.append(diagnostic(finding, in: file, uri: uri, files: files, uriOf: uriOf, links: links))
        }
        flush()
        return byURI
    }

    /// One finding in LSP's terms; nil when its file is not in `files`.
    static func diagnostic(
        _ finding: AlertDiagnostics.Diagnostic,
        files: [String: SourceFile],
        uriOf: (String) -> String,
        links: RuleLinks
    ) -> LanguageServerProtocol.Diagnostic? {
        guard let file = files[finding.range.path] else { return nil }
        return diagnostic(finding, in: file, uri: uriOf(finding.range.path), files: files, uriOf: uriOf, links: links)
    }

    /// One finding of `file`, whose URI is `uri`, in LSP's terms.
    static func diagnostic(
        _ finding: AlertDiagnostics.Diagnostic,
        in file: SourceFile,
        uri: String,
        files: [String: SourceFile],
        uriOf: (String) -> String,
        links: RuleLinks
    ) -> LanguageServerProtocol.Diagnostic {
        let range = UTF16Positions.range(of: finding.range.bytes, in: file)
        let related = finding.notes.map { note in
            let location: Location
            if let noteRange = note.range, let noteFile = files[noteRange.path] {
                location = Location(uri: uriOf(noteRange.path), range: UTF16Positions.range(of: noteRange.bytes, in: noteFile))
            } else {
                // A note about the finding as a whole points where the finding does.
                location = Location(uri: uri, range: range)
            }
            return DiagnosticRelatedInformation(location: location, message: note.message)
        }
        return LanguageServerProtocol.Diagnostic(
            range: range,
            severity: severity(finding.severity),
            code: finding.id,
            codeDescription: links.page(for: finding.id).map(CodeDescription.init(href:)),
            source: "alertlint",
            message: finding.message,
            relatedInformation: related.isEmpty ? nil : related
        )
    }

    /// Hover over a finding: its rule's page, as `alertlint explain` prints it (a format
    /// error: its one-line description), for every finding of `report` in the document at
    /// `path` that lies at `position`; nil where there is none. `report` is the lint whose
    /// findings were published for the document (its workspace folder's), so a finding that
    /// compares files has its page too.
    public func hover(in report: LintReport, path: String, position: Position) -> Hover? {
        guard let file = report.files.first(where: { $0.path == path }) else { return nil }
        let found = report.diagnostics.filter { finding in
            guard finding.range.path == path else { return false }
            let range = UTF16Positions.range(of: finding.range.bytes, in: file)
            return range.start <= position && position <= range.end
        }
        guard let first = found.first else { return nil }
        var pages: [String] = []
        for id in found.map(\.id) where !pages.contains(where: { $0.hasPrefix("## \(id)\n") }) {
            if let rule = runner.rules.first(where: { $0.id == id }) {
                pages.append(RuleDocumentation.page(rule.description, headingLevel: 2))
            } else {
                pages.append("## \(id)\n\n\(FormatErrors.summaries[id] ?? "A problem in the spec's format.") See the format reference's list of format errors.\n")
            }
        }
        return Hover(
            contents: MarkupContent(kind: "markdown", value: pages.joined(separator: "\n---\n\n")),
            range: UTF16Positions.range(of: first.range.bytes, in: file)
        )
    }

    /// "Fix all safe problems in this file": what `alertlint lint --fix` would write for the
    /// document, as one edit of the whole text; nil when it would change nothing.
    public func fixAll(uri: String, path: String, text: [UInt8]) -> CodeAction? {
        let fixer = LintFixer(runner: runner)
        guard let outcome = fixer.fixedFiles(LintPlan(documents: [path]).jobs, contents: [path: text]).first(where: { $0.file.path == path }),
              outcome.applied > 0, outcome.bytes != text else { return nil }
        let file = SourceFile(path: path, bytes: text)
        let whole = Range(start: Position(line: 0, character: 0), end: UTF16Positions.position(ofByte: text.count, in: file))
        return CodeAction(
            title: "Fix all safe problems in this file (\(outcome.applied) fix-it\(outcome.applied == 1 ? "" : "s"))",
            kind: Self.fixAllKind,
            diagnostics: nil,
            isPreferred: nil,
            edit: WorkspaceEdit(changes: [uri: [LanguageServerProtocol.TextEdit(range: whole, newText: String(decoding: outcome.bytes, as: UTF8.self))]])
        )
    }

    /// The code action kind of `fixAll`: a source action editors run on save when asked
    /// (`editor.codeActionsOnSave` in VS Code).
    public static let fixAllKind = "source.fixAll.alertlint"

    /// The quick fixes for the findings of `report` in the document at `path` that touch
    /// `range`: one code action per fix-it, its edits the fix-it's, in UTF-16 positions, and
    /// one disable comment per rule. Safe fix-its are preferred (an editor may apply them on
    /// its own); unsafe ones say so in their title. `report` is the lint whose findings were
    /// published for the document (its workspace folder's), so a finding that compares files
    /// can be disabled too.
    public func quickFixes(in report: LintReport, uri: String, path: String, range: LanguageServerProtocol.Range) -> [CodeAction] {
        let files = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        guard let file = files[path] else { return [] }
        let uriOf = { (filePath: String) in
            filePath == path ? uri : DocumentURI.uri(forPath: ProjectPath.absolute(filePath, in: workingDirectory))
        }
        let ruleIDs = Set(runner.rules.map(\.id))
        var actions: [CodeAction] = []
        var disabling: [CodeAction] = []
        for finding in report.diagnostics where finding.range.path == path {
            guard let converted = Self.diagnostic(finding, files: files, uriOf: uriOf, links: links),
                  converted.range.start <= range.end, range.start <= converted.range.end else { continue }
            // Format errors cannot be silenced (decision 0001); rules can.
            if ruleIDs.contains(finding.id) {
                let comment: (title: String, offset: Int, text: String)
                if let key = Self.definitionKeyLine(containing: finding.range.bytes.start, in: file) {
                    comment = ("Disable \(finding.id) for this definition", key.start, "\(key.indentation)# alertlint:disable \(finding.id)\(key.lineBreak)")
                } else {
                    // Outside a definition (a top-level key such as `namespace:`, which
                    // `conflicting-namespace` points at): the file-wide directive, first in
                    // the file (after a byte order mark, which must stay first).
                    let start = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                    let lineBreak = file.bytes.firstIndex(of: 10).map { $0 > 0 && file.bytes[$0 - 1] == 13 ? "\r\n" : "\n" } ?? "\n"
                    comment = ("Disable \(finding.id) for this file", start, "# alertlint:disable-file \(finding.id)\(lineBreak)")
                }
                let at = UTF16Positions.position(ofByte: comment.offset, in: file)
                let action = CodeAction(
                    title: comment.title,
                    kind: "quickfix",
                    diagnostics: [converted],
                    isPreferred: false,
                    edit: WorkspaceEdit(changes: [uri: [LanguageServerProtocol.TextEdit(range: Range(start: at, end: at), newText: comment.text)]])
                )
                if !disabling.contains(where: { $0.title == action.title && $0.edit == action.edit }) { disabling.append(action) }
            }
            for fixIt in finding.fixIts where fixIt.edits.allSatisfy({ $0.range.path == path }) {
                let edits = fixIt.edits.map { edit in
                    LanguageServerProtocol.TextEdit(range: UTF16Positions.range(of: edit.range.bytes, in: file), newText: edit.replacement)
                }
                actions.append(CodeAction(
                    title: fixIt.safety == .safe ? fixIt.title : "\(fixIt.title) (unsafe: changes behaviour)",
                    kind: "quickfix",
                    diagnostics: [converted],
                    isPreferred: fixIt.safety == .safe,
                    edit: WorkspaceEdit(changes: [uri: edits])
                ))
            }
        }
        return actions + disabling
    }

    /// The line of the definition (an alert, a notification, a flow, …) that holds `offset`:
    /// where its key's line starts, the key's indentation, and the line's break. A
    /// `# alertlint:disable` comment alone on the line above the key silences the whole
    /// definition (Suppressions). Nil outside a definition (top-level keys) and in flow-style
    /// collections, where a definition has no line of its own.
    static func definitionKeyLine(containing offset: Int, in file: SourceFile) -> (start: Int, indentation: String, lineBreak: String)? {
        let lines = file.lines
        let bytes = file.bytes
        func text(_ line: Int) -> ArraySlice<UInt8> {
            let end = line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : bytes.count
            var slice = bytes[lines.lineStarts[line]..<end]
            while let last = slice.last, last == 10 || last == 13 { slice = slice.dropLast() }
            return slice
        }
        func indentation(_ line: Int) -> Int? {
            let content = text(line)
            let spaces = content.prefix { $0 == UInt8(ascii: " ") }.count
            guard spaces < content.count, content[content.startIndex + spaces] != UInt8(ascii: "#") else { return nil }
            return spaces
        }
        let findingLine = lines.lineIndex(of: offset)
        // The top-level key above: a collection written as a block (`alerts:`).
        guard let top = (0...findingLine).reversed().first(where: { indentation($0) == 0 }), top < findingLine,
              !text(top).contains(UInt8(ascii: "{")), !text(top).contains(UInt8(ascii: "[")),
              let firstChild = ((top + 1)...findingLine).first(where: { indentation($0) != nil }),
              let childIndentation = indentation(firstChild), childIndentation > 0,
              let key = ((top + 1)...findingLine).reversed().first(where: { indentation($0) == childIndentation }),
              text(key).dropFirst(childIndentation).first != UInt8(ascii: "-") else { return nil }
        let end = key + 1 < lines.lineCount ? lines.lineStarts[key + 1] : bytes.count
        let lineBreak = end >= 2 && bytes[end - 2] == 13 && bytes[end - 1] == 10 ? "\r\n" : "\n"
        return (lines.lineStarts[key], String(repeating: " ", count: childIndentation), lineBreak)
    }

    public static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info: .information
        }
    }
}

/// File URIs and the paths they name.
public enum DocumentURI {
    /// The path a `file:` URI names, percent-decoded; any other URI (an editor's unsaved
    /// `untitled:` buffer) is used as it is, so it lints as a file in the working directory.
    public static func path(forURI uri: String) -> String {
        if let url = URL(string: uri), url.isFileURL { return url.standardizedFileURL.path }
        return uri
    }

    public static func uri(forPath path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path
    }
}
