import AlertDiagnostics
import Testing
@testable import AlertYAML

/// Node ranges are UTF-8 byte offsets; rendered positions count Unicode scalars from 1 and
/// skip a BOM. libyaml counts characters, so every case puts multi-byte text, tabs or
/// unusual line breaks before the node.
@Suite struct PositionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// `1️⃣` where the node starts, `2️⃣` where it ends.
        let source: String
        /// The path to the node: mapping keys and sequence indices.
        let path: [String]
        let location: String
        let text: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "after é", source: "é: 1️⃣x2️⃣\n", path: ["é"], location: "1:4", text: "x"),
        Case(name: "after CJK", source: "日本語: 1️⃣値2️⃣\n", path: ["日本語"], location: "1:6", text: "値"),
        Case(name: "after a multi-scalar emoji", source: "👍🏽: 1️⃣ok2️⃣\n", path: ["👍🏽"], location: "1:5", text: "ok"),
        Case(name: "on a later line after multi-byte text",
             source: "title: Löschen “x”?\n👍🏽👍🏽: 1️⃣\"a\"2️⃣\n", path: ["👍🏽👍🏽"], location: "2:7", text: "\"a\""),
        Case(name: "after a tab", source: "a:\t1️⃣b2️⃣\n", path: ["a"], location: "1:4", text: "b"),
        Case(name: "after tabs in flow", source: "k: [\tx,\t\t1️⃣y2️⃣]\n", path: ["k", "1"], location: "1:10", text: "y"),
        Case(name: "CRLF", source: "a: 1\r\nb: 1️⃣two2️⃣\r\n", path: ["b"], location: "2:4", text: "two"),
        Case(name: "lone CR", source: "a: 1\rb: 1️⃣two2️⃣\r", path: ["b"], location: "2:4", text: "two"),
        Case(name: "BOM", source: "\u{FEFF}a: 1️⃣x2️⃣\n", path: ["a"], location: "1:4", text: "x"),
        Case(name: "BOM and multi-byte and CRLF",
             source: "\u{FEFF}é: 1\r\n日本: 1️⃣👍🏽2️⃣\r\n", path: ["日本"], location: "2:5", text: "👍🏽"),
        Case(name: "key after multi-byte", source: "é: 1\n1️⃣ключ2️⃣: 2\n", path: [], location: "2:1", text: "ключ"),
        Case(name: "multi-line double-quoted", source: "é: 1️⃣\"a\n  b\"2️⃣\n", path: ["é"], location: "1:4", text: "\"a\n  b\""),
        Case(name: "multi-line plain", source: "é: 1️⃣a\n  b2️⃣\nc: 1\n", path: ["é"], location: "1:4", text: "a\n  b"),
        Case(name: "single-quoted with escaped quote", source: "é: 1️⃣'it''s'2️⃣\n", path: ["é"], location: "1:4", text: "'it''s'"),
        Case(name: "flow sequence ends at its bracket", source: "é: 1️⃣[a, [b]]2️⃣ # c\n", path: ["é"], location: "1:4", text: "[a, [b]]"),
        Case(name: "flow mapping ends at its brace", source: "é: 1️⃣{a: 1, b: 2}2️⃣\n", path: ["é"], location: "1:4", text: "{a: 1, b: 2}"),
        Case(name: "block mapping ends at its last child",
             source: "é:\n  1️⃣a: 1\n  b: [x]2️⃣\n\n# c\nz: 1\n", path: ["é"], location: "2:3", text: "a: 1\n  b: [x]"),
        Case(name: "block sequence ends at its last child",
             source: "é:\n1️⃣- a\n- \"b\"2️⃣\nz: 1\n", path: ["é"], location: "2:1", text: "- a\n- \"b\""),
        Case(name: "literal block scalar ends with its text",
             source: "é:\n  b: 1️⃣|\n    one\n    two2️⃣\n\n  c: 1\n", path: ["é", "b"], location: "2:6", text: "|\n    one\n    two"),
        Case(name: "folded block scalar with CRLF",
             source: "é: 1️⃣>-\r\n  one\r\n  two2️⃣\r\n\r\nz: 1\r\n", path: ["é"], location: "1:4", text: ">-\r\n  one\r\n  two"),
        Case(name: "empty block scalar ends with its header", source: "é: 1️⃣|+2️⃣ # c\nz: 1\n", path: ["é"], location: "1:4", text: "|+"),
        Case(name: "null value is empty after the colon", source: "é:1️⃣2️⃣\nz: 1\n", path: ["é"], location: "1:3", text: ""),
    ]

    @Test(arguments: cases)
    func nodePosition(_ test: Case) throws {
        let source = MarkedSource(test.source)
        let (document, diagnostics) = source.read()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(document.root)
        let node: YAMLNode
        if test.path.isEmpty {
            // The last key of the root mapping.
            node = try #require(root.mapping?.last?.key)
        } else {
            var current = root
            for step in test.path {
                if let position = Int(step), let items = current.sequence {
                    current = items[position]
                } else {
                    current = try #require(current[step])
                }
            }
            node = current
        }
        #expect(node.range == source.range(1, 2))
        #expect(source.location(node.range.start) == test.location)
        #expect(source.file.text(in: node.range) == test.text)
    }

    @Test func keyAndValueRangesAfterCRLFAndMultiByte() throws {
        let source = MarkedSource("ä: 1\r\n1️⃣ö2️⃣: 3️⃣é4️⃣\r\n  \r\n5️⃣ü6️⃣:\r\n  - 7️⃣ß8️⃣\r\n")
        let (document, diagnostics) = source.read()
        #expect(diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.key("ö")?.range == source.range(1, 2))
        #expect(root["ö"]?.range == source.range(3, 4))
        #expect(root.key("ü")?.range == source.range(5, 6))
        #expect(root.at("ü", 0)?.range == source.range(7, 8))
        #expect(source.location(source[1]) == "2:1")
        #expect(source.location(source[3]) == "2:4")
        #expect(source.location(source[5]) == "4:1")
        #expect(source.location(source[7]) == "5:5")
    }

    /// Long runs of ASCII and of multi-byte text between nodes: the converter from libyaml's
    /// character counts crosses them in steps of many bytes, and must land exactly.
    @Test func rangesAfterLongMixedText() throws {
        let pieces = ["a", "é", "日本語", "👍🏽", "ключ", " ", "abcdefghij", "\t"]
        var text = "\u{FEFF}"
        var expected: [(key: String, value: String)] = []
        for line in 0..<200 {
            var value = "v"
            for step in 0..<(line % 23) { value += pieces[(line + step * 3) % pieces.count] }
            value += "z"
            let key = "k\(line)" + pieces[line % 6].trimmingCharacters(" ")
            expected.append((key, value))
            text += line % 5 == 0 ? "\(key): \(value) # \(pieces[line % 4])\r\n" : "\(key): \(value)\n"
        }
        let file = SourceFile(path: "t.yaml", text: text)
        let (document, diagnostics) = YAMLReader.read(file)
        #expect(diagnostics.isEmpty)
        let entries = try #require(document.root?.mapping)
        #expect(entries.count == expected.count)
        for (entry, (key, value)) in zip(entries, expected) {
            #expect(entry.name == key)
            #expect(entry.value.scalar?.value == value)
            #expect(file.text(in: entry.key.range) == key)
            #expect(file.text(in: entry.value.range) == value)
            let location = file.location(of: entry.value.range.start)
            #expect(location.column == key.unicodeScalars.count + 3)
        }
        #expect(document.comments.count == 40)
    }

    @Test func rootRangeSkipsTheBOM() throws {
        let source = MarkedSource("\u{FEFF}1️⃣a: 1\nb: 22️⃣\n")
        let (document, _) = source.read()
        let root = try #require(document.root)
        #expect(root.range == source.range(1, 2))
        #expect(source[1] == 3)
        #expect(source.location(root.range.start) == "1:1")
    }

    @Test func scalarsKeepTheirStyleAndValue() throws {
        let (document, diagnostics) = read("a: 1\nb: '1'\nc: \"x\\ty\"\nd: |\n  l\ne: >\n  f\n  g\nf: ~\n")
        #expect(diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root["a"]?.scalar == YAMLScalar("1", style: .plain))
        #expect(root["b"]?.scalar == YAMLScalar("1", style: .singleQuoted))
        #expect(root["c"]?.scalar == YAMLScalar("x\ty", style: .doubleQuoted))
        #expect(root["d"]?.scalar == YAMLScalar("l\n", style: .literal))
        #expect(root["e"]?.scalar == YAMLScalar("f g\n", style: .folded))
        #expect(root["f"]?.scalar?.isNull == true)
        #expect(root["b"]?.scalar?.style.isQuoted == true)
        #expect(root["a"]?.isFlow == false)
    }

    @Test func flowFlagAndKinds() throws {
        let (document, _) = read("a: [1]\nb: {c: 1}\nd:\n  - 1\n")
        let root = try #require(document.root)
        #expect(root["a"]?.isFlow == true)
        #expect(root["b"]?.isFlow == true)
        #expect(root["d"]?.isFlow == false)
        #expect(root["a"]?.kindDescription == "a list")
        #expect(root["b"]?.kindDescription == "a mapping")
        #expect(root.at("d", 0)?.kindDescription == "a scalar")
        #expect(root.mapping?.map(\.name) == ["a", "b", "d"])
        #expect(root.entry("b")?.key.range == ByteRange(start: 7, end: 8))
        #expect(root.entry("zz") == nil)
        #expect(root["a"]?.entry("a") == nil)
        #expect(root["b"]?["c"]?.scalar?.value == "1")
        #expect(root.kindDescription == "a mapping")
        #expect(read("~").0.root?.kindDescription == "null")
    }
}

extension String {
    fileprivate func trimmingCharacters(_ character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
