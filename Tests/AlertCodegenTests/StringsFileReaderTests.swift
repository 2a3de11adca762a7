import AlertCodegen
import AlertStrings
import Foundation
import Testing

/// The `.strings` reader the merge relies on: it reads what Python's independent reader
/// reads, keeps comments where they were, and what the writer writes reads back the same.
@Suite struct StringsFileReaderTests {
    static let corpus: [String] = [
        "",
        "/* only a comment */\n",
        "\"a\" = \"b\";",
        "a = b;",
        "key.with-dots/and:colons$_ = \"v\";",
        "'single' = 'quoted \\' and \" inside';",
        "\"k\";",
        "\"esc\" = \"\\a\\b\\f\\n\\r\\t\\v\\\\\\\"\\'\\?\\q\";",
        "\"u\" = \"\\U00e9\\U20AC\\UD83D\\UDE00\\U41 \\U0041BC\";",
        "\"oct\" = \"\\101\\12\\0\\0012\";",
        "\"multi\" = \"line one\nline two\r\nthree\";",
        "// line comment\n\"a\" = \"b\"; // trailing\n/* block\n comment */ \"c\" = \"d\" ;",
        "\"a\"/*c*/=/*c*/\"b\"/*c*/;",
        "\"space\"\u{2028}=\u{2029}\"ok\";\t\u{0B}\u{0C}",
        "\"emoji 😀\" = \"日本語 \\😀\";",
        "\"x\" = \"1\";\n\n\n\"y\" = \"2\";\n",
    ]

    static func dictionary(_ contents: StringsFileContents) -> CatalogJSON {
        .object(Dictionary(uniqueKeysWithValues: contents.entries.map { ($0.key, CatalogJSON.string($0.value)) }))
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    @Test func readsWhatPythonReads() throws {
        var inputs: [[UInt8]] = []
        for text in Self.corpus {
            inputs += [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8), Self.utf16(text, bigEndian: false), Self.utf16(text, bigEndian: true)]
        }
        let python = try PythonTables.read(inputs.map { (.strings, $0) })
        for (bytes, theirs) in zip(inputs, python) {
            let ours = try StringsFile.read(bytes)
            #expect(try theirs.get() == Self.dictionary(ours), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    @Test func commentsStayWithTheirEntries() throws {
        let text = """
            /* header */

            /* direct a */
            "a" = "1";
            /* free */

            /* direct b */ "b" = "2";
            "c" = "3"; /* touches d */
            "d" = "4";

            // end

            """
        let contents = try StringsFile.read(Array(text.utf8))
        #expect(contents == StringsFileContents(
            header: ["/* header */"],
            entries: [
                .init(key: "a", value: "1", comment: "/* direct a */"),
                .init(key: "b", value: "2", comment: "/* direct b */", otherComments: ["/* free */"]),
                .init(key: "c", value: "3"),
                .init(key: "d", value: "4", comment: "/* touches d */"),
            ],
            trailer: ["// end"]))

        // Written back (as the merge writes kept entries), every comment reads back in place.
        let lines = contents.entries.map {
            StringsFile.Line(key: $0.key, comment: nil, value: $0.value, writtenComment: $0.comment, otherComments: $0.otherComments)
        }
        let written = StringsFile.strings(lines, header: contents.header, trailer: contents.trailer)
        #expect(try StringsFile.read(written) == contents)
        #expect(StringsFile.strings(lines, header: contents.header, trailer: contents.trailer) == written)
    }
}
