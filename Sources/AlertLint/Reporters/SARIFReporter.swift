import AlertDiagnostics
import Foundation

/// SARIF 2.1.0, as GitHub code scanning uploads it: every rule described in
/// `tool.driver.rules`, results with a level, a repository-relative location, a region and
/// fingerprints alertlint computes so a finding keeps its identity when lines move.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        let formatter = DiagnosticFormatter(files: report.files)
        let descriptors = Self.descriptors(context.rules)
        let ruleIndex = Dictionary(descriptors.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var occurrences: [String: Int] = [:]
        let files = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

        let results = report.diagnostics.map { diagnostic -> Result in
            let location = Location(diagnostic.range, formatter, context)
            // The finding's own text, not its line number, identifies it: moving it keeps the
            // fingerprint. Repeats of one finding in one file are told apart by their order.
            let snippet = files[diagnostic.range.path].map { $0.text(in: diagnostic.range.bytes) } ?? ""
            let key = [diagnostic.id, context.repositoryPath(diagnostic.range.path), diagnostic.message, snippet].joined(separator: "\u{1F}")
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return Result(
                ruleId: diagnostic.id,
                ruleIndex: ruleIndex[diagnostic.id],
                level: Self.level(diagnostic.severity),
                message: Message(text: diagnostic.message),
                locations: [location],
                relatedLocations: diagnostic.notes.enumerated().compactMap { index, note in
                    note.range.map { RelatedLocation(id: index + 1, location: Location($0, formatter, context), message: Message(text: note.message)) }
                }.nilIfEmpty,
                partialFingerprints: ["alertlintFingerprint/v1": Self.fingerprint(key + "\u{1F}\(occurrence)")]
            )
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(version: context.toolVersion, semanticVersion: context.toolVersion, rules: descriptors)),
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
                help: Message(text: help),
                helpUri: nil,
                defaultConfiguration: Configuration(level: level(description.defaultSeverity)),
                properties: Properties(tags: ["alertlint", description.isFixable ? "fixable" : "manual"])
            )
        }
        let formatDescriptors = FormatErrors.summaries.keys.sorted().map { id in
            ReportingDescriptor(
                id: id,
                name: Self.pascalCase(id),
                shortDescription: Message(text: FormatErrors.summaries[id]!),
                fullDescription: Message(text: FormatErrors.summaries[id]!),
                help: Message(text: "\(FormatErrors.summaries[id]!) See docs/format.md, \"Format errors\"."),
                helpUri: nil,
                defaultConfiguration: Configuration(level: id == Suppressions.unknownRuleID ? "warning" : "error"),
                properties: Properties(tags: ["alertlint", "format"])
            )
        }
        return ruleDescriptors + formatDescriptors
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// FNV-1a, 64-bit, as 16 hex digits: stable across runs and platforms, unlike `Hasher`.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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
        var results: [Result]
        var columnKind = "unicodeCodePoints"
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
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [RelatedLocation]?
        var partialFingerprints: [String: String]
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
                uriBaseId = "%SRCROOT%"
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
