import AlertDiagnostics
import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: every rule described in `tool.driver.rules`
/// (with its documentation page, precision and severity), results with a level, a
/// repository-relative location, a region and GitHub's own line-hash fingerprint, so an alert
/// keeps its identity when lines above it move.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        var writer = JSONWriter()
        write(report, context: context, to: &writer)
        return ReporterOutput(standardOutput: String(decoding: writer.output, as: UTF8.self))
    }

    /// The log, written as it goes: `lint` passes it to standard output in pieces, so neither
    /// it nor a result for every finding is held whole. Keys in sorted order (`JSONWriter`).
    public func write(_ report: LintReport, context: ReporterContext, to writer: inout JSONWriter) {
        let formatter = report.formatter
        let descriptors = Self.descriptors(context.rules)
        let ruleIndex = Dictionary(descriptors.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let files = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Each file with findings is hashed once, from the bytes that were linted; a file
        // whose bytes were dropped had its lines hashed before (`LintReport.lineHashes`).
        var lineHashes: [String: [String]] = [:]
        for path in report.pathsWithFindings.sorted() {
            if let file = files[path] { lineHashes[path] = PrimaryLocationLineHash.hashes(ofUTF8: file.bytes) }
        }

        writer.beginObject()
        writer.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.member("columnKind", "unicodeCodePoints")
        // What `%SRCROOT%` stands for, so a consumer can find the files without guessing.
        if let root = context.repositoryRoot {
            writer.key("originalUriBaseIds")
            writer.beginObject()
            writer.key(ArtifactLocation.sourceRoot)
            BaseLocation(folder: root).write(to: &writer)
            writer.endObject()
        }
        writer.key("results")
        writer.beginArray()
        for diagnostic in report.inOutputOrder {
            let location = PhysicalLocation(diagnostic.range, formatter, context)
            let line = location.region.startLine
            let path = diagnostic.range.path
            // GitHub's line hash; left out when the file's bytes are not in the report.
            let lineHash: String? = if let hashes = lineHashes[path] {
                line <= hashes.count ? hashes[line - 1] : nil
            } else {
                report.lineHashes[path]?[line]?.text
            }
            writer.beginObject()
            writer.member("level", Self.level(diagnostic.severity))
            writer.key("locations")
            writer.beginArray()
            writer.beginObject()
            writer.key("physicalLocation")
            location.write(to: &writer)
            writer.endObject()
            writer.endArray()
            writer.key("message")
            Message(text: diagnostic.message).write(to: &writer)
            if let lineHash {
                writer.key("partialFingerprints")
                writer.beginObject()
                writer.member("primaryLocationLineHash", lineHash)
                writer.endObject()
            }
            // Notes with a place; their ids count every note, as they are numbered in the
            // diagnostic.
            if diagnostic.notes.contains(where: { $0.range != nil }) {
                writer.key("relatedLocations")
                writer.beginArray()
                for (index, note) in diagnostic.notes.enumerated() {
                    guard let range = note.range else { continue }
                    writer.beginObject()
                    writer.member("id", index + 1)
                    writer.key("message")
                    Message(text: note.message).write(to: &writer)
                    writer.key("physicalLocation")
                    PhysicalLocation(range, formatter, context).write(to: &writer)
                    writer.endObject()
                }
                writer.endArray()
            }
            writer.member("ruleId", diagnostic.id)
            if let index = ruleIndex[diagnostic.id] { writer.member("ruleIndex", index) }
            writer.endObject()
        }
        writer.endArray()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.member("name", "alertlint")
        writer.key("rules")
        writer.beginArray()
        for descriptor in descriptors { descriptor.write(to: &writer) }
        writer.endArray()
        writer.member("semanticVersion", context.toolVersion)
        writer.member("version", context.toolVersion)
        writer.endObject()
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.member("version", "2.1.0")
        writer.endObject()
        writer.endDocument()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// GitHub's name for a default severity (`problem.severity`): it sorts and filters alerts
    /// by it. `security-severity` is left out: no rule is a security check.
    static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "recommendation"
        }
    }

    /// How often a finding of the rule is a real problem, in GitHub's words (see
    /// docs/decisions/0023): format errors and runtime rules state facts about the file,
    /// layout rules estimate rendered widths, the others judge text against the HIG.
    static func precision(_ id: String) -> String {
        if FormatErrors.summaries[id] != nil { return "very-high" }
        if (RuleRegistry.runtimeRules + RuleRegistry.crossFileRules).contains(where: { $0.id == id }) { return "very-high" }
        if RuleRegistry.layoutRules.contains(where: { $0.id == id }) { return "medium" }
        return "high"
    }

    /// The registered rules, then the format errors, each described once.
    static func descriptors(_ rules: [RegisteredRule]) -> [ReportingDescriptor] {
        let ruleDescriptors = rules.map { rule in
            let description = rule.description
            let help = """
                \(description.summary)

                Why: \(description.rationale) (\(description.source))

                How to fix: \(description.howToFix)
                """
            return ReportingDescriptor(
                id: description.id,
                name: Self.pascalCase(description.id),
                shortDescription: Message(text: description.name),
                fullDescription: Message(text: description.summary),
                // The page `alertlint explain` prints: GitHub shows it beside the alert.
                help: Message(text: help, markdown: RuleDocumentation.page(description)),
                helpUri: nil,
                defaultConfiguration: Configuration(level: level(description.defaultSeverity)),
                properties: Properties(
                    tags: ["alertlint", description.isFixable ? "fixable" : "manual"],
                    precision: precision(description.id),
                    problemSeverity: problemSeverity(description.defaultSeverity)
                )
            )
        }
        let formatDescriptors = FormatErrors.summaries.keys.sorted().map { id in
            let summary = FormatErrors.summaries[id]!
            let severity: Severity = id == Suppressions.unknownRuleID ? .warning : .error
            return ReportingDescriptor(
                id: id,
                name: Self.pascalCase(id),
                shortDescription: Message(text: summary),
                fullDescription: Message(text: summary),
                help: Message(
                    text: "\(summary) See docs/format.md, \"Format errors\".",
                    markdown: "# \(id)\n\n\(summary)\n\nSee docs/format.md, “Format errors”.\n"
                ),
                helpUri: nil,
                defaultConfiguration: Configuration(level: level(severity)),
                properties: Properties(tags: ["alertlint", "format"], precision: precision(id), problemSeverity: problemSeverity(severity))
            )
        }
        return ruleDescriptors + formatDescriptors
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    // MARK: The SARIF object model (the parts alertlint describes before writing)

    struct BaseLocation {
        var uri: String
        var description: Message

        /// An absolute `file:` URI; SARIF requires it to end with a slash.
        init(folder: String) {
            let path = folder.hasSuffix("/") ? folder : folder + "/"
            uri = "file://" + ArtifactLocation.percentEncoded(path)
            description = Message(text: "The folder result paths are relative to: the repository root, or the working directory outside a repository.")
        }

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("description")
            description.write(to: &writer)
            writer.member("uri", uri)
            writer.endObject()
        }
    }

    struct ReportingDescriptor {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
        var properties: Properties

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("defaultConfiguration")
            writer.beginObject()
            writer.member("level", defaultConfiguration.level)
            writer.endObject()
            writer.key("fullDescription")
            fullDescription.write(to: &writer)
            writer.key("help")
            help.write(to: &writer)
            if let helpUri { writer.member("helpUri", helpUri) }
            writer.member("id", id)
            writer.member("name", name)
            writer.key("properties")
            properties.write(to: &writer)
            writer.key("shortDescription")
            shortDescription.write(to: &writer)
            writer.endObject()
        }
    }

    struct Configuration {
        var level: String
    }

    struct Properties {
        var tags: [String]
        var precision: String
        var problemSeverity: String

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.member("precision", precision)
            writer.member("problem.severity", problemSeverity)
            writer.key("tags")
            writer.beginArray()
            for tag in tags { writer.string(tag) }
            writer.endArray()
            writer.endObject()
        }
    }

    struct Message {
        var text: String
        var markdown: String?

        init(text: String, markdown: String? = nil) {
            self.text = text
            self.markdown = markdown
        }

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            if let markdown { writer.member("markdown", markdown) }
            writer.member("text", text)
            writer.endObject()
        }
    }

    struct PhysicalLocation {
        var artifactLocation: ArtifactLocation
        var region: Region

        init(_ range: SourceRange, _ formatter: DiagnosticFormatter, _ context: ReporterContext) {
            let resolved = ResolvedRange(range, formatter)
            artifactLocation = ArtifactLocation(path: context.repositoryPath(range.path))
            region = Region(
                startLine: resolved.start.line,
                startColumn: resolved.start.column,
                endLine: resolved.end.line,
                endColumn: resolved.end.column
            )
        }

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("artifactLocation")
            writer.beginObject()
            writer.member("uri", artifactLocation.uri)
            if let uriBaseId = artifactLocation.uriBaseId { writer.member("uriBaseId", uriBaseId) }
            writer.endObject()
            writer.key("region")
            writer.beginObject()
            writer.member("endColumn", region.endColumn)
            writer.member("endLine", region.endLine)
            writer.member("startColumn", region.startColumn)
            writer.member("startLine", region.startLine)
            writer.endObject()
            writer.endObject()
        }
    }

    struct ArtifactLocation {
        static let sourceRoot = "%SRCROOT%"

        var uri: String
        var uriBaseId: String?

        /// A repository-relative path is a relative URI against `%SRCROOT%`; a path outside
        /// the repository is an absolute `file:` URI.
        init(path: String) {
            if path.hasPrefix("/") {
                uri = "file://" + Self.percentEncoded(path)
                uriBaseId = nil
            } else {
                uri = Self.percentEncoded(path)
                uriBaseId = Self.sourceRoot
            }
        }

        /// RFC 3986: everything but unreserved characters and `/` is percent-encoded.
        static func percentEncoded(_ path: String) -> String {
            var encoded = ""
            for byte in path.utf8 {
                let character = Character(Unicode.Scalar(byte))
                if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                    encoded.append(character)
                } else {
                    encoded += String(format: "%%%02X", byte)
                }
            }
            return encoded
        }
    }

    struct Region {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }
}
