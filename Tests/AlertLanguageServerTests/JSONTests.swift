import Foundation
import JSONSyntax
@testable import LanguageServerProtocol
import TestSupport
import Testing

/// `JSONValue.parse` (`JSONReader`), `JSONValueDecoder` and `JSONWriter` against Foundation's JSON coders, which
/// the server used before: the same values read, the same types decoded, JSON that reads
/// back equal.
@Suite struct JSONTests {
    // MARK: Reading

    /// Random values written by `JSONEncoder`, with random whitespace between tokens, read
    /// back by both.
    @Test func theParserReadsWhatFoundationReads() throws {
        var random = SeededGenerator(state: 13)
        for _ in 0..<400 {
            let value = Self.randomValue(depth: 0, &random)
            let encoded = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
            let spaced = Self.addingWhitespace(to: encoded, &random)
            let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(spaced.utf8))
            let parsed = try JSONValue.parse(Array(spaced.utf8))
            #expect(parsed == foundation, "\(spaced)")
            #expect(parsed == value, "\(spaced)")
        }
    }

    @Test(arguments: [
        (#""a\"b\\c\/d\b\f\n\r\t""#, JSONValue.string("a\"b\\c/d\u{8}\u{c}\n\r\t")),
        (#""\u00e9\u4e2d\uD83D\uDE00""#, .string("é中😀")),
        (#""é中😀 plain""#, .string("é中😀 plain")),
        ("-0.5e+2", .number(-50)),
        ("0", .number(0)),
        (" [ ] ", .array([])),
        ("[true,false,null]", .array([.bool(true), .bool(false), .null])),
    ])
    func theParserReads(_ json: String, _ expected: JSONValue) throws {
        #expect(try JSONValue.parse(Array(json.utf8)) == expected)
    }

    @Test(arguments: [
        "", " ", "{\"a\":1,\"a\":2}", "[1,]", "{\"a\":1,}", "01", "-", "1.", ".5", "1e", "+1", "NaN", "1e400", "tru", "nul",
        "[1 2]", "{\"a\" 1}", "{a:1}", "{\"a\":}", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"",
        "\"\\ud800\\u0041\"", "\"a\u{01}b\"", "\"a\nb\"", "[1] x", "// c\n1", "[", "]", "{", "}",
    ])
    func theParserRefuses(_ json: String) {
        #expect(throws: JSONReader.Failure.self) { try JSONValue.parse(Array(json.utf8)) }
    }

    /// Strings are scanned eight bytes at a time: long strings of every mix of plain text,
    /// escapes, non-ASCII and the bytes next to the ones the scan stops at (`!`, `#`, `[`,
    /// `]`, DEL, a space), each behind 0 to 7 bytes of padding so every byte meets every
    /// place in a word, read as Foundation reads them; an unescaped control character or a
    /// bad byte anywhere is refused.
    @Test func longStringsReadAsFoundationReadsThem() throws {
        var random = SeededGenerator(state: 31)
        let pieces = ["a", "bcdefgh", " ", "!", "#", "[", "]", "\u{7F}", "é", "中", "😀", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "/"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0..<60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let encoded = String(decoding: try JSONEncoder().encode([text]), as: UTF8.self)
            for padding in 0..<8 {
                let json = String(repeating: " ", count: padding) + encoded
                let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
                #expect(try JSONValue.parse(Array(json.utf8)) == foundation, "\(json)")
                #expect(try JSONValue.parse(Array(json.utf8)) == .array([.string(text)]), "\(json)")
            }
            // A raw control character or an invalid byte at any place in the string.
            let bytes = Array(encoded.utf8)
            guard bytes.count > 4 else { continue }
            let at = Int.random(in: 2..<(bytes.count - 2), using: &random)
            for bad: UInt8 in [0x01, 0x0A, 0x1F, 0xFF] {
                var broken = bytes
                broken.insert(bad, at: at)
                #expect(throws: JSONReader.Failure.self, "\(broken)") { try JSONValue.parse(broken) }
            }
        }
    }

    /// `JSONString.append` finds the bytes to escape eight bytes at a time: its output is
    /// the one a byte-at-a-time escaper writes (quote, backslash and control characters
    /// escaped, the short forms where JSON has one, nothing else), at every alignment, and
    /// reads back as the text.
    @Test func writtenStringsAreEscapedAsByteByByte() throws {
        func reference(_ text: String) -> [UInt8] {
            var output: [UInt8] = [UInt8(ascii: "\"")]
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): output += Array("\\\"".utf8)
                case UInt8(ascii: "\\"): output += Array("\\\\".utf8)
                case 0x08: output += Array("\\b".utf8)
                case 0x0C: output += Array("\\f".utf8)
                case 0x0A: output += Array("\\n".utf8)
                case 0x0D: output += Array("\\r".utf8)
                case 0x09: output += Array("\\t".utf8)
                case 0..<0x20: output += Array(String(format: "\\u%04x", byte).utf8)
                default: output.append(byte)
                }
            }
            return output + [UInt8(ascii: "\"")]
        }
        var random = SeededGenerator(state: 44)
        let pieces = ["a", "bcdefgh", " ", "!", "#", "[", "]", "\u{7F}", "é", "中", "😀", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "/"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for padding in 0..<8 {
                let padded = String(repeating: "p", count: padding) + text
                var written: [UInt8] = []
                JSONString.append(padded, to: &written)
                #expect(written == reference(padded), "\(padded.debugDescription)")
                #expect(try JSONDecoder().decode(String.self, from: Data(written)) == padded)
            }
        }
    }

    @Test func invalidUTF8IsRefusedAndALeadingByteOrderMarkSkipped() throws {
        #expect(throws: JSONReader.Failure.self) { try JSONValue.parse([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]) }
        #expect(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONReader.Failure.self) { try JSONValue.parse(Array(deep.utf8)) }
        let allowed = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try JSONValue.parse(Array(allowed.utf8)) }
    }

    /// Every params type the server reads, decoded from a `JSONValue` and by `JSONDecoder`
    /// from the same text.
    @Test func theValueDecoderDecodesWhatJSONDecoderDecodes() throws {
        let uri = #""uri":"file:///w/a%20b.alerts.yaml""#
        try Self.expectSameDecoding(DidOpenTextDocumentParams.self, #"{"textDocument":{\#(uri),"languageId":"yaml","version":3,"text":"version: 1\n# é中😀 \"q\"\n"}}"#)
        try Self.expectSameDecoding(DidChangeTextDocumentParams.self, #"{"textDocument":{\#(uri),"version":4},"contentChanges":[{"text":"a"},{"text":"b\n"}]}"#)
        try Self.expectSameDecoding(DidChangeTextDocumentParams.self, #"{"textDocument":{\#(uri),"version":4},"contentChanges":[{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":3}},"text":"x"}]}"#)
        try Self.expectSameDecoding(DidSaveTextDocumentParams.self, #"{"textDocument":{\#(uri)}}"#)
        try Self.expectSameDecoding(DidSaveTextDocumentParams.self, #"{"textDocument":{\#(uri)},"text":null}"#)
        try Self.expectSameDecoding(CancelParams.self, #"{"id":7}"#)
        try Self.expectSameDecoding(CancelParams.self, #"{"id":"seven"}"#)
        try Self.expectSameDecoding(DidChangeWatchedFilesParams.self, #"{"changes":[{\#(uri),"type":2}]}"#)
        try Self.expectSameDecoding(PublishDiagnosticsParams.self, #"{\#(uri),"version":null,"diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"severity":2,"message":"m","relatedInformation":[]}]}"#)
        try Self.expectSameDecoding([String: [Int?]].self, #"{"a":[1,null,3],"b":[]}"#)
    }

    @Test func theValueDecoderRefusesWhatJSONDecoderRefuses() throws {
        let uri = #""uri":"file:///a.alerts.yaml""#
        for json in [
            #"{"textDocument":{\#(uri),"version":4.5},"contentChanges":[]}"#,
            #"{"textDocument":{\#(uri),"version":"4"},"contentChanges":[]}"#,
            #"{"textDocument":{\#(uri)},"contentChanges":[]}"#,
            #"{"textDocument":{\#(uri),"version":4},"contentChanges":[{"text":1}]}"#,
            #"{"textDocument":{\#(uri),"version":4},"contentChanges":{}}"#,
            #"{"textDocument":{\#(uri),"version":null},"contentChanges":[]}"#,
            #"{"textDocument":{\#(uri),"version":1e20},"contentChanges":[]}"#,
        ] {
            #expect(throws: DecodingError.self, "JSONDecoder: \(json)") {
                try JSONDecoder().decode(DidChangeTextDocumentParams.self, from: Data(json.utf8))
            }
            #expect(throws: DecodingError.self, "JSONValueDecoder: \(json)") {
                try JSONValue.parse(Array(json.utf8)).decode(DidChangeTextDocumentParams.self)
            }
        }
    }

    // MARK: Writing

    @Test func writtenValuesReadBackEqual() throws {
        var random = SeededGenerator(state: 14)
        for _ in 0..<400 {
            let value = Self.randomValue(depth: 0, &random)
            var json = JSONWriter()
            json.value(value)
            #expect(try JSONDecoder().decode(JSONValue.self, from: Data(json.bytes)) == value, "\(String(decoding: json.bytes, as: UTF8.self))")
        }
    }

    /// `publishDiagnostics` as the writer writes it decodes (by `JSONDecoder`) to the params
    /// it was written from, for random texts with every character JSON must escape.
    @Test func writtenDiagnosticsReadBackEqual() throws {
        var random = SeededGenerator(state: 15)
        for _ in 0..<200 {
            let position = { (random: inout SeededGenerator) in Position(line: Int.random(in: 0...9999, using: &random), character: Int.random(in: 0...400, using: &random)) }
            let range = { (random: inout SeededGenerator) in Range(start: position(&random), end: position(&random)) }
            let diagnostics = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Diagnostic(
                    range: range(&random),
                    severity: [nil, .error, .warning, .information, .hint].randomElement(using: &random)!,
                    code: Bool.random(using: &random) ? Self.randomString(&random) : nil,
                    codeDescription: Bool.random(using: &random) ? CodeDescription(href: "https://example.com/r/\(Self.randomString(&random))") : nil,
                    source: Bool.random(using: &random) ? "alertlint" : nil,
                    message: Self.randomString(&random),
                    relatedInformation: Bool.random(using: &random)
                        ? [DiagnosticRelatedInformation(location: Location(uri: "file:///\(Self.randomString(&random))", range: range(&random)), message: Self.randomString(&random))]
                        : nil
                )
            }
            let params = PublishDiagnosticsParams(uri: "file:///a.alerts.yaml", version: Bool.random(using: &random) ? Int.random(in: 0...1000, using: &random) : nil, diagnostics: diagnostics)
            var json = JSONWriter()
            params.write(to: &json)
            let decoded = try JSONDecoder().decode(PublishDiagnosticsParams.self, from: Data(json.bytes))
            #expect(decoded == params, "\(String(decoding: json.bytes, as: UTF8.self))")
            // And the same JSON, key for key, as the Codable conformance with sorted keys.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let codable = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(params))
            #expect(try JSONValue.parse(json.bytes) == codable)
        }
    }

    @Test func aNotificationIsWrittenWithItsEnvelope() throws {
        let params = PublishDiagnosticsParams(uri: "file:///a", version: 2, diagnostics: [])
        let written = String(decoding: OutgoingMessage.writableNotification(method: "textDocument/publishDiagnostics", params: params).encoded(), as: UTF8.self)
        #expect(written == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///a","version":2}}"#)
        let response = String(decoding: OutgoingMessage.response(id: .number(3), result: .success(.object(["b": .number(1.5), "a": .string("x/y")]))).encoded(), as: UTF8.self)
        #expect(response == #"{"id":3,"jsonrpc":"2.0","result":{"a":"x/y","b":1.5}}"#)
    }

    // MARK: Support

    static func randomString(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1f}", "\u{7f}", "é", "中", "😀", "\u{2028}", "\u{FEFF}", "{}", "[", ":", ","]
        return (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func randomValue(depth: Int, _ random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: depth > 3 ? 0...3 : 0...5, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2:
            let numbers: [Double] = [0, 1, -1, 42, 1e15 - 1, -123456789, 0.5, -2.25, 1e-7, 6.02e23, Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 8]
            return .number(numbers.randomElement(using: &random)!)
        case 3: return .string(randomString(&random))
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(depth: depth + 1, &random) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) { members[randomString(&random)] = randomValue(depth: depth + 1, &random) }
            return .object(members)
        }
    }

    /// `json` with spaces, tabs and line breaks around its brackets, commas and colons
    /// (outside strings).
    static func addingWhitespace(to json: String, _ random: inout SeededGenerator) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in json {
            if inString {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            let structural = "{}[],:".contains(character)
            if structural, Int.random(in: 0..<3, using: &random) == 0 { result += [" ", "\t", "\n", "\r\n"].randomElement(using: &random)! }
            result.append(character)
            if structural, Int.random(in: 0..<3, using: &random) == 0 { result += [" ", "\t", "\n", "\r\n"].randomElement(using: &random)! }
            if character == "\"" { inString = true }
        }
        return result
    }

    static func expectSameDecoding<T: Decodable & Equatable>(_ type: T.Type, _ json: String) throws {
        let foundation = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        let ours = try JSONValue.parse(Array(json.utf8)).decode(T.self)
        #expect(ours == foundation, "\(json)")
    }
}
