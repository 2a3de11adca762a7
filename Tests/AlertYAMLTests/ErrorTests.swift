import AlertDiagnostics
import Foundation
import Testing
@testable import AlertYAML

/// Every diagnostic the YAML layer emits: its id, message and exact position. In a source,
/// `1️⃣` marks where the diagnostic starts, `2️⃣` (when present) where it ends, and `3️⃣` where
/// its note points.
@Suite struct ErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let id: YAMLErrorID
        let source: [UInt8]
        let message: String
        let location: String
        var note: String?
        var noteLocation: String?
        var limits: YAMLLimits = .default
        var testDescription: String { "\(id.rawValue): \(name)" }

        init(_ id: YAMLErrorID, _ name: String, _ source: String, _ message: String, at location: String,
             note: String? = nil, noteAt noteLocation: String? = nil, limits: YAMLLimits = .default) {
            self.init(id, name, bytes: Array(source.utf8), message, at: location, note: note, noteAt: noteLocation, limits: limits)
        }

        init(_ id: YAMLErrorID, _ name: String, bytes: [UInt8], _ message: String, at location: String,
             note: String? = nil, noteAt noteLocation: String? = nil, limits: YAMLLimits = .default) {
            self.id = id
            self.name = name
            self.source = bytes
            self.message = message
            self.location = location
            self.note = note
            self.noteLocation = noteLocation
            self.limits = limits
        }
    }

    static let emptyMessage = "; a spec needs at least `version: 1` and one definition"

    static let cases: [Case] = [
        // libyaml's syntax errors: problem and context in the message, the context's start in a note.
        Case(.syntax, "unterminated quote", "é: 3️⃣\"unterminated\n1️⃣",
             "found unexpected end of stream while scanning a quoted scalar", at: "2:1",
             note: "the quoted scalar started here", noteAt: "1:4"),
        Case(.syntax, "bad indentation", "3️⃣a:\n  b: 1\n 1️⃣c: 2\n",
             "did not find expected key while parsing a block mapping", at: "3:2",
             note: "the block mapping started here", noteAt: "1:1"),
        Case(.syntax, "unclosed flow sequence", "日本: 3️⃣[x, y\nc1️⃣: 3\n",
             "did not find expected ',' or ']' while parsing a flow sequence", at: "2:2",
             note: "the flow sequence started here", noteAt: "1:5"),
        Case(.syntax, "no context", "👍🏽: b1️⃣: c\n", "mapping values are not allowed in this context", at: "1:6"),
        Case(.syntax, "comment right after a quoted scalar", "é: \"x\"1️⃣#2️⃣ c\n", "a comment needs whitespace before its `#`", at: "1:7"),
        Case(.syntax, "comment right after a flow sequence", "é: [a, b]1️⃣#2️⃣c\n", "a comment needs whitespace before its `#`", at: "1:10"),
        Case(.syntax, "comment right after a comma", "é: [a,1️⃣#2️⃣c\n  ]\n", "a comment needs whitespace before its `#`", at: "1:7"),
        Case(.syntax, "comment right after a block scalar indicator", "é: |1️⃣#2️⃣c\n  x\n", "a comment needs whitespace before its `#`", at: "1:5"),
        Case(.syntax, "comment right after a directive", "%YAML 1.11️⃣#2️⃣...\n---\na: 1\n", "a comment needs whitespace before its `#`", at: "1:10"),
        Case(.syntax, "after CRLF and a BOM", "\u{FEFF}a: 1\r\nb: c1️⃣: d\r\n", "mapping values are not allowed in this context", at: "2:5"),

        // The encoding: libyaml's reader, at the offending bytes.
        Case(.encoding, "invalid leading octet", bytes: Array("é: 1️⃣".utf8) + [0xFF] + Array("2️⃣\n".utf8),
             "file is not valid UTF-8 (invalid leading UTF-8 octet); byte 0xFF is “ÿ” in Latin-1: save the file as UTF-8", at: "1:4"),
        Case(.encoding, "Latin-1 text", bytes: Array("title: Foto l1️⃣".utf8) + [0xF6] + Array("2️⃣schen?\n".utf8),
             "file is not valid UTF-8 (invalid trailing UTF-8 octet); byte 0xF6 is “ö” in Latin-1: save the file as UTF-8", at: "1:14"),
        Case(.encoding, "stray continuation byte", bytes: Array("é\n1️⃣".utf8) + [0x80] + Array("2️⃣\n".utf8),
             "file is not valid UTF-8 (invalid leading UTF-8 octet)", at: "2:1"),
        Case(.encoding, "invalid trailing octet", bytes: Array("é: 1️⃣".utf8) + [0xE6, 0x97] + Array("2️⃣x\n".utf8),
             "file is not valid UTF-8 (invalid trailing UTF-8 octet)", at: "1:4"),
        Case(.encoding, "truncated at the end", bytes: Array("a: 1️⃣".utf8) + [0xF0, 0x9F, 0x91] + Array("2️⃣".utf8),
             "file is not valid UTF-8 (incomplete UTF-8 octet sequence)", at: "1:4"),
        Case(.encoding, "overlong form", bytes: Array("a: 1️⃣".utf8) + [0xC0, 0xAF] + Array("2️⃣\n".utf8),
             "file is not valid UTF-8 (invalid length of a UTF-8 sequence)", at: "1:4"),
        Case(.encoding, "encoded surrogate", bytes: Array("a:\r\n  1️⃣".utf8) + [0xED, 0xA0, 0x80] + Array("2️⃣\n".utf8),
             "file is not valid UTF-8 (invalid Unicode character U+D800)", at: "2:3"),
        Case(.encoding, "past U+10FFFF", bytes: Array("a: 1️⃣".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("2️⃣\n".utf8),
             "file is not valid UTF-8 (invalid Unicode character U+110000)", at: "1:4"),
        Case(.encoding, "after a BOM", bytes: byteOrderMark + Array("1️⃣".utf8) + [0xFE] + Array("2️⃣a: 1\n".utf8),
             "file is not valid UTF-8 (invalid leading UTF-8 octet); byte 0xFE is “þ” in Latin-1: save the file as UTF-8", at: "1:1"),
        Case(.encoding, "NUL byte", bytes: Array("a: 1\n1️⃣".utf8) + [0] + Array("2️⃣\n".utf8),
             "file contains a NUL byte; spec files are UTF-8 text", at: "2:1"),
        Case(.encoding, "UTF-16 without a BOM", bytes: [0x61, 0x00, 0x3A, 0x00].enumerated().flatMap { $0.offset == 1 ? Array("1️⃣".utf8) + [$0.element] + Array("2️⃣".utf8) : [$0.element] },
             "file contains a NUL byte; spec files are UTF-8 text", at: "1:2"),
        Case(.encoding, "control character", "a: b1️⃣\u{7}2️⃣\n",
             "file contains the control character U+0007; only tabs and line breaks are allowed", at: "1:5"),
        Case(.encoding, "C1 control character", "é: \u{85}1️⃣\u{80}2️⃣\n",
             "file contains the control character U+0080; only tabs and line breaks are allowed", at: "1:5"),
        Case(.encoding, "UTF-16 little-endian file", bytes: Array("1️⃣".utf8) + [0xFF, 0xFE] + Array("2️⃣".utf8) + [0x61, 0x00, 0x3A, 0x00, 0x20, 0x00, 0x31, 0x00],
             "file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8", at: "1:1"),
        Case(.encoding, "UTF-16 big-endian file", bytes: Array("1️⃣".utf8) + [0xFE, 0xFF] + Array("2️⃣".utf8) + [0x00, 0x61],
             "file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8", at: "1:1"),
        Case(.encoding, "UTF-32 little-endian file", bytes: Array("1️⃣".utf8) + [0xFF, 0xFE, 0, 0] + Array("2️⃣".utf8) + [0x61, 0, 0, 0],
             "file is UTF-32 (it starts with a UTF-32 byte-order mark); save it as UTF-8", at: "1:1"),

        Case(.duplicateKey, "block mapping", "3️⃣a: 1\nb: 2\n1️⃣a2️⃣: 3\n", "duplicate key 'a'", at: "3:1",
             note: "'a' was first defined here", noteAt: "1:1"),
        Case(.duplicateKey, "flow mapping after multi-byte text", "é: {3️⃣a: 1, 日: 2, 1️⃣a2️⃣: 3}\n", "duplicate key 'a'", at: "1:17",
             note: "'a' was first defined here", noteAt: "1:5"),
        Case(.duplicateKey, "quoted and plain", "3️⃣key: 1\n1️⃣\"key\"2️⃣: 2\n", "duplicate key 'key'", at: "2:1",
             note: "'key' was first defined here", noteAt: "1:1"),
        Case(.duplicateKey, "large mapping, first key", (0..<20).map { "k\($0): \($0)\n" }.joined().replacingFirst("k0", "3️⃣k0") + "1️⃣k02️⃣: x\n",
             "duplicate key 'k0'", at: "21:1", note: "'k0' was first defined here", noteAt: "1:1"),
        Case(.duplicateKey, "large mapping, key added after the index", (0..<20).map { "k\($0): \($0)\n" }.joined().replacingFirst("k18", "3️⃣k18") + "1️⃣k182️⃣: x\n",
             "duplicate key 'k18'", at: "21:1", note: "'k18' was first defined here", noteAt: "19:1"),

        Case(.anchor, "on a scalar", "é: 1️⃣&x2️⃣ 1\n", "anchors (`&x`) are not allowed in spec files", at: "1:4"),
        Case(.anchor, "on a block mapping", "é: 1️⃣&base2️⃣\n  b: 1\n", "anchors (`&base`) are not allowed in spec files", at: "1:4"),
        Case(.anchor, "after a tag", "a: [!!str 1️⃣&x2️⃣ v]\n", "anchors (`&x`) are not allowed in spec files", at: "1:11"),

        // libyaml 0.2.5 ends an anchor's name at the colon (YAML 1.2 would not).
        Case(.anchor, "followed by a colon", "key: 1️⃣&an2️⃣:chor value\n", "anchors (`&an`) are not allowed in spec files", at: "1:6"),

        Case(.alias, "as a value", "a: [1]\nb: 1️⃣*x2️⃣\n", "aliases (`*x`) are not allowed in spec files; write the value out", at: "2:4"),
        Case(.alias, "as a key", "é: 1\n1️⃣*x2️⃣ : 2\n", "aliases (`*x`) are not allowed in spec files; write the value out", at: "2:1"),

        Case(.mergeKey, "in a block mapping", "base: {a: 1}\nderived:\n  1️⃣<<2️⃣: {a: 1}\n",
             "merge keys (`<<`) are not allowed in spec files; write the keys out", at: "3:3"),
        Case(.mergeKey, "in a flow mapping", "é: {1️⃣<<2️⃣: {a: 1}}\n",
             "merge keys (`<<`) are not allowed in spec files; write the keys out", at: "1:5"),

        Case(.tag, "core schema tag", "é: 1️⃣!!str2️⃣ 1\n", "explicit tags (`!!str`) are not allowed in spec files; write the plain value", at: "1:4"),
        Case(.tag, "local tag", "é: 1️⃣!foo2️⃣ x\n", "explicit tags (`!foo`) are not allowed in spec files; write the plain value", at: "1:4"),
        Case(.tag, "non-specific tag", "é: 1️⃣!2️⃣ x\n", "explicit tags (`!`) are not allowed in spec files; write the plain value", at: "1:4"),
        Case(.tag, "verbatim tag", "é: 1️⃣!<tag:x.org,2000:a>2️⃣ x\n",
             "explicit tags (`!<tag:x.org,2000:a>`) are not allowed in spec files; write the plain value", at: "1:4"),
        Case(.tag, "on the root mapping", "--- 1️⃣!!map2️⃣\na: 1\n", "explicit tags (`!!map`) are not allowed in spec files; write the plain value", at: "1:5"),
        Case(.tag, "in a flow sequence", "é: [a, 1️⃣!!int2️⃣ 1]\n", "explicit tags (`!!int`) are not allowed in spec files; write the plain value", at: "1:8"),
        Case(.tag, "on an empty value", "é: 1️⃣!!null2️⃣\nb: 1\n", "explicit tags (`!!null`) are not allowed in spec files; write the plain value", at: "1:4"),

        Case(.multipleDocuments, "explicit start", "a: 1\n1️⃣---2️⃣\nb: 2\n",
             "a spec file holds one YAML document; split the second one into its own file", at: "2:1"),
        Case(.multipleDocuments, "after a document end", "a: 1\n...\n# next\n1️⃣---2️⃣\nb: 2\n",
             "a spec file holds one YAML document; split the second one into its own file", at: "4:1"),
        Case(.multipleDocuments, "both explicit", "--- é\n1️⃣---2️⃣ b\n",
             "a spec file holds one YAML document; split the second one into its own file", at: "2:1"),

        Case(.nonScalarKey, "flow sequence as key", "é: 1\n1️⃣[a]2️⃣: b\n", "mapping keys must be plain strings, not a list", at: "2:1"),
        Case(.nonScalarKey, "complex key", "é: 1\n? 1️⃣[a]2️⃣\n: b\n", "mapping keys must be plain strings, not a list", at: "2:3"),
        Case(.nonScalarKey, "mapping as complex key", "? 1️⃣{x: 1}2️⃣\n: b\n", "mapping keys must be plain strings, not a mapping", at: "1:3"),
        Case(.nonScalarKey, "block mapping as key", "? 1️⃣x: 1\n  y: 22️⃣\n: b\n", "mapping keys must be plain strings, not a mapping", at: "1:3"),
        Case(.nonScalarKey, "in a flow mapping", "é: {1️⃣[a]2️⃣: b}\n", "mapping keys must be plain strings, not a list", at: "1:5"),

        Case(.nonScalarKey, "explicit key without text", "é: 1\n?1️⃣2️⃣\n: b\n", "mapping entry has no key; write the key before the `:`", at: "2:2"),
        Case(.nonScalarKey, "empty key in a flow mapping", "é: {a: 1, ? 1️⃣2️⃣}\n", "mapping entry has no key; write the key before the `:`", at: "1:13"),

        Case(.tooDeep, "past a small limit", "a:\n  b: 1️⃣2️⃣[c]\n", "nesting is deeper than 2 levels", at: "2:6",
             limits: YAMLLimits(maxDepth: 2)),
        Case(.tooDeep, "100 000 flow sequences", "[" + String(repeating: "[", count: 63) + "1️⃣2️⃣" + String(repeating: "[", count: 100_000 - 64),
             "nesting is deeper than 64 levels", at: "1:65"),
        Case(.tooDeep, "100 000 flow mappings", String(repeating: "{a: ", count: 64) + "1️⃣2️⃣" + String(repeating: "{a: ", count: 100_000 - 64),
             "nesting is deeper than 64 levels", at: "1:257"),
        Case(.tooDeep, "100 000 block sequences", String(repeating: "- ", count: 64) + "1️⃣2️⃣" + String(repeating: "- ", count: 100_000 - 64) + "x\n",
             "nesting is deeper than 64 levels", at: "1:129"),
        Case(.tooDeep, "deep block mappings", (0..<100).map { String(repeating: " ", count: $0) + ($0 == 64 ? "1️⃣2️⃣" : "") + "k:\n" }.joined(),
             "nesting is deeper than 64 levels", at: "65:65"),

        Case(.tooLarge, "over the limit", "1️⃣2️⃣a: 1234567890\n", "file is 14 bytes; the limit is 13 bytes", at: "1:1",
             limits: YAMLLimits(maxFileBytes: 13)),

        Case(.emptyFile, "no bytes", "1️⃣2️⃣", "file is empty" + emptyMessage, at: "1:1"),
        Case(.emptyFile, "blank lines", "1️⃣2️⃣\n  \r\n\n", "file is empty" + emptyMessage, at: "1:1"),
        Case(.emptyFile, "only a BOM", "\u{FEFF}1️⃣2️⃣", "file is empty" + emptyMessage, at: "1:1"),
        Case(.emptyFile, "only comments", "1️⃣2️⃣# version: 1\n  # more\n\n", "file holds only comments" + emptyMessage, at: "1:1"),
        Case(.emptyFile, "BOM and comments", "\u{FEFF}1️⃣2️⃣# version: 1\r\n", "file holds only comments" + emptyMessage, at: "1:1"),
    ]

    @Test(arguments: cases)
    func diagnostic(_ test: Case) throws {
        let source = MarkedSource(bytes: test.source)
        let (_, diagnostics) = source.read(limits: test.limits)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        let matching = diagnostics.filter { $0.id == test.id.rawValue }
        #expect(matching.count == 1, "\(diagnostics)")
        let diagnostic = try #require(matching.first)
        #expect(diagnostic.message == test.message)
        #expect(diagnostic.location(in: source.file) == test.location)
        #expect(diagnostic.range.path == "test.yaml")
        if source.markers[2] != nil {
            #expect(diagnostic.range.bytes == source.range(1, 2))
        } else {
            #expect(diagnostic.range.bytes.start == source[1])
        }
        if let note = test.note {
            #expect(diagnostic.notes.count == 1)
            #expect(diagnostic.notes.first?.message == note)
            let noteRange = try #require(diagnostic.notes.first?.range)
            #expect(source.location(noteRange.bytes.start) == test.noteLocation)
            if source.markers[3] != nil { #expect(noteRange.bytes.start == source[3]) }
        } else {
            #expect(diagnostic.notes.isEmpty)
        }
    }

    @Test func everyErrorIDIsCovered() {
        #expect(Set(Self.cases.map(\.id)) == Set(YAMLErrorID.allCases))
    }

    @Test func everyDiagnosticMessageAndRangeIsUsable() {
        for test in Self.cases {
            let (document, diagnostics) = MarkedSource(bytes: test.source).read(limits: test.limits)
            #expect(!diagnostics.isEmpty)
            for diagnostic in diagnostics {
                #expect(!diagnostic.message.isEmpty)
                #expect(diagnostic.range.bytes.end <= document.file.bytes.count, "\(test.name)")
            }
        }
    }

    // MARK: - What the tree holds after an error

    @Test func theFirstOfDuplicateKeysIsKept() throws {
        let (document, diagnostics) = read("a: first\nb: 2\na: second\n")
        #expect(diagnostics.map(\.id) == ["duplicate-key"])
        let root = try #require(document.root)
        #expect(root["a"]?.scalar?.value == "first")
        #expect(root.mapping?.count == 2)
    }

    @Test func everyDuplicateInALargeMappingIsReportedOnce() {
        var text = (0..<40).map { "k\($0): v\n" }.joined()
        text += "k3: x\nk39: x\nk3: y\nnew: 1\nnew: 2\n"
        let (document, diagnostics) = read(text)
        #expect(diagnostics.map(\.message) == ["duplicate key 'k3'", "duplicate key 'k39'", "duplicate key 'k3'", "duplicate key 'new'"])
        #expect(diagnostics.map { $0.location(in: document.file) } == ["41:1", "42:1", "43:1", "45:1"])
        #expect(diagnostics.compactMap { $0.notes.first?.range.map { document.file.location(of: $0.bytes.start).description } }
            == ["4:1", "40:1", "4:1", "44:1"])
        #expect(document.root?.mapping?.count == 41)
    }

    @Test func keyHashLiterals() {
        #expect(Array("".utf8).withUnsafeBufferPointer(KeyHash.of) == KeyHash.empty)
        #expect(Array("<<".utf8).withUnsafeBufferPointer(KeyHash.of) == KeyHash.merge)
        #expect(Array("a".utf8).withUnsafeBufferPointer(KeyHash.of) != Array("b".utf8).withUnsafeBufferPointer(KeyHash.of))
    }

    @Test func aQuotedMergeKeyIsAnOrdinaryKey() {
        let (document, diagnostics) = read("\"<<\": 1\n")
        #expect(diagnostics.isEmpty)
        #expect(document.root?["<<"]?.scalar?.value == "1")
    }

    @Test func anAnchoredAliasReportsBoth() {
        let (_, diagnostics) = read("a: &x 1\nb: *x\n")
        #expect(diagnostics.map(\.id) == ["yaml-anchor", "yaml-alias"])
    }

    @Test func aliasKeysAreNotDuplicates() {
        let (_, diagnostics) = read("a: 1\n*x : 2\n*x : 3\n")
        #expect(diagnostics.map(\.id) == ["yaml-alias", "yaml-alias"])
    }

    @Test func theValueOfARejectedKeyIsDropped() throws {
        let (document, _) = read("<<: {a: 1}\n[k]: 2\nb: 3\n")
        let root = try #require(document.root)
        #expect(root.mapping?.map(\.name) == ["b"])
    }

    @Test func theFirstDocumentIsKept() throws {
        let (document, diagnostics) = read("a: 1\n---\nb: 2\n")
        #expect(diagnostics.count == 1)
        #expect(document.root?["a"] != nil)
        #expect(document.root?["b"] == nil)
    }

    @Test func propertiesOnSeveralLines() {
        let (document, diagnostics) = read("a: &x # c\n  !t\n  v\n")
        #expect(diagnostics.map(\.message) == [
            "anchors (`&x`) are not allowed in spec files",
            "explicit tags (`!t`) are not allowed in spec files; write the plain value",
        ])
        #expect(diagnostics.map { $0.location(in: document.file) } == ["1:4", "2:3"])
    }

    @Test func aFileAtTheSizeLimitIsRead() {
        let (document, diagnostics) = read("a: 1234567890\n", limits: YAMLLimits(maxFileBytes: 14))
        #expect(diagnostics.isEmpty)
        #expect(document.root != nil)
    }

    @Test func aFileOverTheLimitIsNotScanned() {
        let (document, _) = read("# c\na: 1\n", limits: YAMLLimits(maxFileBytes: 4))
        #expect(document.root == nil)
        #expect(document.comments.isEmpty)
    }

    @Test func nestingAtTheLimitIsRead() {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let (document, diagnostics) = read(text)
        #expect(diagnostics.isEmpty)
        #expect(document.root?.sequence != nil)
    }

    /// libyaml checks its open simple keys on every token, so a deep flow collection costs it
    /// time quadratic in the depth; the depth limit stops the read before that matters.
    @Test func deepNestingWithAHighLimitStaysIterative() {
        let depth = 3_000
        let text = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
        let (document, diagnostics) = read(text, limits: YAMLLimits(maxDepth: depth))
        #expect(diagnostics.isEmpty)
        var node = document.root
        var levels = 0
        while let items = node?.sequence {
            levels += 1
            node = items.first
        }
        #expect(levels == depth)
        #expect(node?.scalar?.value == "x")
    }

    /// libyaml rejects a `#` in a tag itself; the comment check adds nothing to that.
    @Test func aHashInsideATagIsOneSyntaxError() {
        let (_, diagnostics) = read("a: [!foo#bar x]\n")
        #expect(diagnostics.map(\.message) == ["did not find expected whitespace or line break while scanning a tag"])
    }

    @Test func commentsOfACommentOnlyFileAreKept() {
        let (document, _) = read("# alertlint:disable-file a\n")
        #expect(document.comments.map(\.text) == ["alertlint:disable-file a"])
    }
}

extension String {
    func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
