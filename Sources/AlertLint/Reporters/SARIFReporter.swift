import AlertDiagnostics
import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: every rule described in `tool.driver.rules`
/// (with its documentation page, precision and severity), results with a level, a
/// repository-relative location, a region and GitHub's own line-hash fingerprint, so an alert
/// keeps its identity when lines above it move.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        let formatter = report.formatter
        let descriptors = Self.descriptors(context.rules)
        let ruleIndex = Dictionary(descriptors.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let files = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Each file with findings is hashed once, from the bytes that were linted; a file
        // whose bytes were dropped had its lines hashed before (`LintReport.lineHashes`).
        var lineHashes: [String: [String]] = [:]
        for path in Set(report.diagnostics.map(\.range.path)).sorted() {
            if let file = files[path] { lineHashes[path] = PrimaryLocationLineHash.hashes(ofUTF8: file.bytes) }
        }

        let results = report.diagnostics.map { diagnostic -> Result in
            let location = Location(diagnostic.range, formatter, context)
            let line = location.physicalLocation.region.startLine
            let path = diagnostic.range.path
            let lineHash: String? = if let hashes = lineHashes[path] {
                line <= hashes.count ? hashes[line - 1] : nil
            } else {
                report.lineHashes[path]?[line]
            }
            return Result(
                ruleId: diagnostic.id,
                ruleIndex: ruleIndex[diagnostic.id],
                level: Self.level(diagnostic.severity),
                message: Message(text: diagnostic.message),
                locations: [location],
                relatedLocations: diagnostic.notes.enumerated().compactMap { index, note in
                    note.range.map { RelatedLocation(id: index + 1, location: Location($0, formatter, context), message: Message(text: note.message)) }
                }.nilIfEmpty,
                partialFingerprints: lineHash.map { ["primaryLocationLineHash": $0] }
            )
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(version: context.toolVersion, semanticVersion: context.toolVersion, rules: descriptors)),
            originalUriBaseIds: context.repositoryRoot.map { [ArtifactLocation.sourceRoot: BaseLocation(folder: $0)] },
            results: results
        )])
        return ReporterOutput(standardOutput: encodeJSON(log) + "\n")
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

    // MARK: The SARIF object model (the parts alertlint writes)

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        /// What `%SRCROOT%` stands for, so a consumer can find the files without guessing.
        var originalUriBaseIds: [String: BaseLocation]?
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct BaseLocation: Encodable {
        var uri: String
        var description: Message

        /// An absolute `file:` URI; SARIF requires it to end with a slash.
        init(folder: String) {
            let path = folder.hasSuffix("/") ? folder : folder + "/"
            uri = "file://" + ArtifactLocation.percentEncoded(path)
            description = Message(text: "The folder result paths are relative to: the repository root, or the working directory outside a repository.")
        }
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "alertlint"
        var version: String
        var semanticVersion: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Properties: Encodable {
        var tags: [String]
        var precision: String
        var problemSeverity: String

        enum CodingKeys: String, CodingKey {
            case tags, precision
            case problemSeverity = "problem.severity"
        }
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?

        init(text: String, markdown: String? = nil) {
            self.text = text
            self.markdown = markdown
        }
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [RelatedLocation]?
        /// GitHub's line hash; absent when the file's bytes are not in the report.
        var partialFingerprints: [String: String]?
    }

    struct RelatedLocation: Encodable {
        var id: Int
        var physicalLocation: PhysicalLocation
        var message: Message

        init(id: Int, location: Location, message: Message) {
            self.id = id
            physicalLocation = location.physicalLocation
            self.message = message
        }
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation

        init(_ range: SourceRange, _ formatter: DiagnosticFormatter, _ context: ReporterContext) {
            let resolved = ResolvedRange(range, formatter)
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(path: context.repositoryPath(range.path)),
                region: Region(
                    startLine: resolved.start.line,
                    startColumn: resolved.start.column,
                    endLine: resolved.end.line,
                    endColumn: resolved.end.column
                )
            )
        }
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
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

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }
}

extension Array {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
