import AlertDiagnostics
import Foundation
import Testing
@testable import AlertYAML
import TestSupport

/// Runs every case of the YAML test suite (`../shared/yaml-test-suite`, one folder a case)
/// through the reader. Each case must either
/// - be accepted without errors, with a root that equals the case's `in.json` under YAML
///   1.2 core-schema resolution of plain scalars, or
/// - be rejected with at least one error that has a message and a range inside the file:
///   because libyaml rejects it, or because the spec format forbids what it uses (anchors,
///   aliases, tags, several documents, non-scalar keys, duplicate keys).
///
/// Cases that must be rejected (an `error` file, several or no documents, or no JSON form)
/// but are accepted, and valid cases accepted with another value, are libyaml deviations:
/// each is listed in `Self.deviations` with its reason, and the list must be exact.
///
/// With libyaml 0.2.5 the 402 cases come out as: 172 accepted with their `in.json` value;
/// 219 rejected (87 invalid cases, and 132 valid ones that use what the spec format forbids
/// or that libyaml cannot read); 11 allowlisted deviations. The test prints these figures;
/// `YAML_SUITE_VERBOSE=1` also lists why each valid case was refused.
@Suite struct YAMLTestSuiteTests {
    /// libyaml 0.2.5 accepts these though the suite says a conforming parser must reject
    /// them (or reads them differently), and nothing the spec format forbids is involved.
    static let deviations: [String: String] = [
        "652Z": "libyaml reads `?foo` at the start of a flow key as an explicit key `foo`, not the plain scalar `?foo`",
        "9C9N": "libyaml accepts flow sequence entries indented less than their block mapping key",
        "DK95/01": "libyaml accepts a tab as the indentation of a double-quoted scalar's continuation line",
        "G5U8": "libyaml accepts a plain `-` as an entry of a flow sequence",
        "HM87/01": "libyaml reads `[?x]` as a flow pair with key `x`, not the plain scalar `?x`",
        "JEF9/02": "libyaml drops the spaces-only last line of a keep-chomped block scalar at the end of the stream",
        "L24T/01": "libyaml drops the line break of a spaces-only last line of a block scalar at the end of the stream",
        "QB6E": "libyaml accepts a multi-line double-quoted scalar whose continuation lines are not indented",
        "S98Z": "libyaml accepts a block scalar whose leading empty lines are more indented than its first content line",
        "Y79Y/003": "libyaml accepts a tab as indentation inside a flow sequence in block context",
        "YJV2": "libyaml accepts a plain `-` as the entry of a flow sequence",
    ]

    static let suiteRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/yaml-test-suite").standardizedFileURL

    /// What a case's files say a conforming reader must do.
    enum Expectation {
        /// Accept it with this value.
        case value(JSON)
        /// Reject it: it has an `error` file.
        case invalid
        /// It is valid YAML, but not one document with a JSON form (no `in.json`, an empty
        /// one, or several documents), so the spec format cannot accept it either.
        case notOneJSONDocument
    }

    enum Outcome: Equatable {
        case acceptedEqual
        case acceptedDifferent
        case acceptedInvalid
        case rejected
    }

    struct Result {
        var id: String
        var expectation: Expectation
        var outcome: Outcome
        var detail: String
    }

    @Test func everyCaseIsReadCorrectlyOrRejected() throws {
        let cases = try Self.caseFolders()
        #expect(cases.count > 300, "the suite is at \(Self.suiteRoot.path)")
        var results: [Result] = []
        for folder in cases {
            results.append(try Self.run(folder))
        }

        let accepted = results.filter { $0.outcome == .acceptedEqual }
        let rejected = results.filter { $0.outcome == .rejected }
        let deviating = results.filter { $0.outcome == .acceptedDifferent || $0.outcome == .acceptedInvalid }
        let rejectedInvalid = rejected.filter { if case .invalid = $0.expectation { true } else { false } }
        let rejectedValid = rejected.count - rejectedInvalid.count
        print("""
            yaml-test-suite: \(results.count) cases; accepted with the expected value: \(accepted.count); \
            rejected: \(rejected.count) (\(rejectedInvalid.count) invalid, \(rejectedValid) valid YAML the spec \
            format or libyaml refuses); allowlisted libyaml deviations: \(deviating.count)
            """)
        if ProcessInfo.processInfo.environment["YAML_SUITE_VERBOSE"] != nil {
            for result in rejected where { if case .invalid = result.expectation { false } else { true } }() {
                print("  refused \(result.id): \(result.detail)")
            }
        }
        for result in deviating where Self.deviations[result.id] == nil {
            Issue.record("\(result.id): \(result.outcome) — \(result.detail)")
        }
        // The allowlist is exact: a case that is fixed must leave it.
        let stale = Set(Self.deviations.keys).subtracting(deviating.map(\.id))
        #expect(stale.isEmpty, "no longer deviating: \(stale.sorted())")
    }

    // MARK: - Running one case

    static func caseFolders() throws -> [URL] {
        try caseFolders(in: suiteRoot)
    }

    /// Upstream's index folders: `name/` and `tags/<tag>/` hold symlinks to the case folders,
    /// so reading them would count every case twice.
    static let indexFolders: Set<String> = ["name", "tags"]

    /// Every case folder under `root` (`ID/` or `ID/NN/`, each holding an `in.yaml`), sorted.
    /// Index folders and symlinked entries are skipped: a case is counted once, where it is.
    static func caseFolders(in root: URL) throws -> [URL] {
        let manager = FileManager.default
        func isSymlink(_ url: URL) -> Bool { (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil }
        var folders: [URL] = []
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() where !indexFolders.contains(name) {
            let folder = root.appendingPathComponent(name)
            guard !isSymlink(folder) else { continue }
            if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                folders.append(folder)
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for sub in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
                let subfolder = folder.appendingPathComponent(sub)
                if !isSymlink(subfolder), manager.fileExists(atPath: subfolder.appendingPathComponent("in.yaml").path) {
                    folders.append(subfolder)
                }
            }
        }
        return folders
    }

    /// A suite laid out as upstream's data branch is: cases, a `name/` index of symlinks to
    /// them, a `tags/` index, and a stray symlink at the top. Each case counts once.
    @Test func indexFoldersAndSymlinksDoNotDoubleCount() throws {
        let manager = FileManager.default
        let root = TestScratch.root.appendingPathComponent("yaml-suite-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        for folder in ["AAAA", "BBBB/00", "BBBB/01"] {
            let url = root.appendingPathComponent(folder)
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("a: 1\n".utf8).write(to: url.appendingPathComponent("in.yaml"))
        }
        try manager.createDirectory(at: root.appendingPathComponent("name"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("tags/flow"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("name/spec-example-1").path, withDestinationPath: "../AAAA")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("name/multi-case").path, withDestinationPath: "../BBBB")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("tags/flow/AAAA").path, withDestinationPath: "../../AAAA")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("CCCC").path, withDestinationPath: "AAAA")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("BBBB/02").path, withDestinationPath: "00")

        let found = try Self.caseFolders(in: root).map { String($0.path.dropFirst(root.path.count + 1)) }
        #expect(found == ["AAAA", "BBBB/00", "BBBB/01"])
    }

    static func run(_ folder: URL) throws -> Result {
        let id = folder.path.dropFirst(suiteRoot.path.count + 1).description
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("in.yaml")))
        let expectation = try expectation(folder)
        let (document, diagnostics) = YAMLReader.read(SourceFile(path: "in.yaml", bytes: bytes))
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            for error in errors {
                #expect(!error.message.isEmpty, "\(id)")
                #expect(error.range.path == "in.yaml", "\(id)")
                #expect(0 <= error.range.bytes.start && error.range.bytes.end <= bytes.count, "\(id): \(error)")
                for note in error.notes {
                    if let range = note.range { #expect(range.bytes.end <= bytes.count, "\(id): \(note)") }
                }
            }
            return Result(id: id, expectation: expectation, outcome: .rejected, detail: errors[0].message)
        }
        let value = document.root.map(JSON.init) ?? .null
        switch expectation {
        case .value(let expected):
            if value == expected {
                return Result(id: id, expectation: expectation, outcome: .acceptedEqual, detail: "")
            }
            return Result(id: id, expectation: expectation, outcome: .acceptedDifferent, detail: "read \(value), expected \(expected)")
        case .invalid, .notOneJSONDocument:
            return Result(id: id, expectation: expectation, outcome: .acceptedInvalid, detail: "\(expectation): read \(value)")
        }
    }

    static func expectation(_ folder: URL) throws -> Expectation {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appendingPathComponent("error").path) { return .invalid }
        let jsonURL = folder.appendingPathComponent("in.json")
        guard manager.fileExists(atPath: jsonURL.path) else { return .notOneJSONDocument }
        let data = try Data(contentsOf: jsonURL)
        // Several documents are several JSON texts in a row, which do not parse as one.
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return .notOneJSONDocument
        }
        return .value(JSON(foundation: object))
    }
}

/// A JSON value, compared structurally; numbers as doubles.
enum JSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(foundation value: Any) {
        switch value {
        case is NSNull:
            self = .null
        case let number as NSNumber:
            // JSONSerialization boxes `true` and `false` as NSNumbers of type char.
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            self = .array(array.map(JSON.init(foundation:)))
        case let object as [String: Any]:
            self = .object(object.mapValues(JSON.init(foundation:)))
        default:
            self = .string("\(value)")
        }
    }

    /// The node's JSON form: plain scalars resolved with the YAML 1.2 core schema, every
    /// other scalar a string, mapping keys by their text.
    init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            self = scalar.style == .plain ? JSON.resolve(scalar.value) : .string(scalar.value)
        case .sequence(let items):
            self = .array(items.map(JSON.init))
        case .mapping(let entries):
            var object: [String: JSON] = [:]
            for entry in entries { object[entry.name] = JSON(entry.value) }
            self = .object(object)
        }
    }

    /// YAML 1.2 core schema (§10.3.2) for a plain scalar.
    static func resolve(_ text: String) -> JSON {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        let bytes = Array(text.utf8)
        func all(_ slice: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool { !slice.isEmpty && slice.allSatisfy(allowed) }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        if bytes.starts(with: Array("0o".utf8)), all(bytes[2...], { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }),
           let value = Int(text.dropFirst(2), radix: 8) {
            return .number(Double(value))
        }
        if bytes.starts(with: Array("0x".utf8)), all(bytes[2...], { $0.isHexDigit }), let value = Int(text.dropFirst(2), radix: 16) {
            return .number(Double(value))
        }
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = index - integerStart
        if index == bytes.count, integerDigits > 0 { return .number(Double(text)!) }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fractionDigits = index - start
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return .string(text) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return .string(text) }
        }
        guard index == bytes.count, let value = Double(text.hasSuffix(".") ? text + "0" : text) else { return .string(text) }
        return .number(value)
    }

    static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b || (a.isNaN && b.isNaN)
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value.debugDescription.dropFirst().dropLast())\""
        case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        case .object(let object): "{\(object.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", "))}"
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

/// The resolver the suite test relies on, checked on its own.
@Suite struct CoreSchemaResolutionTests {
    @Test(arguments: [
        ("", JSON.null), ("~", .null), ("null", .null), ("NULL", .null), ("Null", .null),
        ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)),
        ("0", .number(0)), ("-12", .number(-12)), ("+3", .number(3)), ("0o17", .number(15)), ("0x1F", .number(31)),
        ("1.5", .number(1.5)), ("-.5", .number(-0.5)), ("1.", .number(1)), ("1e3", .number(1000)), ("2.5E-1", .number(0.25)),
        (".inf", .number(.infinity)), ("-.Inf", .number(-.infinity)), (".NaN", .number(.nan)),
        ("yes", .string("yes")), ("0o8", .string("0o8")), ("0x", .string("0x")), (".", .string(".")), ("1e", .string("1e")),
        ("1_000", .string("1_000")), ("+", .string("+")), ("-", .string("-")), ("nul", .string("nul")), ("1.2.3", .string("1.2.3")),
    ])
    func resolves(_ text: String, _ expected: JSON) {
        #expect(JSON.resolve(text) == expected)
    }
}
