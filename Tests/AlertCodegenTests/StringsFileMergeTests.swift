import AlertCodegen
import AlertStrings
import AlertSpec
import Foundation
import Testing

/// `--strings-format strings` merges into the `.strings` and `.stringsdict` files already
/// there, by the String Catalog's rule (decision 0013), and refuses files it cannot read at
/// their line and column instead of replacing them.
@Suite struct StringsFileMergeTests {
    static let spec = """
        version: 1
        namespace: M
        locales: [de]
        alerts:
          kept:
            title:
              text: Same Title
              comment: Spec comment
              translations: {de: Spec Titel}
          changed:
            parameters: {count: Int}
            title:
              # No de translation: the translator's in the file is the only one, and stays.
              text: Changed source text
            message:
              plural: count
              one: "{count} photo"
              other: "{count} photos!"
              translations:
                de: {one: "{count} Foto (Spec)", other: "{count} Fotos (Spec)"}
          added:
            title:
              text: Brand new
              translations: {de: Ganz neu}
        """

    static let englishStrings = """
        /*
          M.strings
          Header written by a developer
        */

        /* Old comment */
        "M.changed.title" = "Old source text";

        // A key only the file has
        "Legacy.key" = "Legacy";

        "M.kept.title" = "Same Title";

        """

    /// Saved by a translator's tool as UTF-16 with a byte order mark.
    static let germanStrings = """
        /* Translator's file */

        /* Translator note */
        "M.kept.title" = "Übersetzer-Titel";
        "M.changed.title" = "Alter Text";
        Nur.Uebersetzer = "Eigener \\"Schlüssel\\"";

        """

    static let englishStringsdict = stringsdict("""
            <key>M.changed.message</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%1$#@count@</string>
                <key>count</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>%1$lld photo</string>
                    <key>other</key>
                    <string>%1$lld photos</string>
                </dict>
            </dict>
        """)

    static let germanStringsdict = stringsdict("""
            <!-- Reviewed by Anna -->
            <key>M.changed.message</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%1$#@count@</string>
                <key>count</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>%1$lld Foto &amp; mehr</string>
                    <key>other</key>
                    <string><![CDATA[%1$lld Fotos]]></string>
                </dict>
            </dict>
            <key>Translator.device</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@device@</string>
                <key>device</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringDeviceSpecificRuleType</string>
                    <key>iphone</key>
                    <string>Tippen</string>
                    <key>mac</key>
                    <string>Klicken</string>
                </dict>
            </dict>
        """)

    static func stringsdict(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    static func utf16LittleEndian(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    static var existingFiles: [String: [UInt8]] {
        [
            "en.lproj/M.strings": Array(englishStrings.utf8),
            "de.lproj/M.strings": utf16LittleEndian(germanStrings),
            "en.lproj/M.stringsdict": Array(englishStringsdict.utf8),
            "de.lproj/M.stringsdict": Array(germanStringsdict.utf8),
            // A locale the spec has no text for: never read, never written.
            "fr.lproj/M.strings": Array("\"M.kept.title\" = \"Titre\";\n".utf8),
        ]
    }

    static func generate(_ existing: [String: [UInt8]]) throws -> [String: [UInt8]] {
        var overwrites: [TranslationOverwrite] = []
        return try generate(existing, overwrites: &overwrites)
    }

    static func generate(_ existing: [String: [UInt8]], overwrites: inout [TranslationOverwrite]) throws -> [String: [UInt8]] {
        let catalog = try StringTableTests.catalog(spec)
        let files = try GenerationPlan.tables([catalog], format: .strings, existing: { existing[$0] }, overwrites: &overwrites)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// Decision 0034: the spec's translations are written, and each translator's text they
    /// replace is reported; what the spec does not translate stays as the file has it.
    @Test func translationsFollowTheSpecAndTheFilesOwnAreKept() throws {
        var overwrites: [TranslationOverwrite] = []
        let files = try Self.generate(Self.existingFiles, overwrites: &overwrites)
        #expect(overwrites.map { "\($0.file) \($0.key) \($0.locale): \($0.old) → \($0.new)" } == [
            "de.lproj/M.strings M.kept.title de: Übersetzer-Titel → Spec Titel",
            "de.lproj/M.stringsdict M.changed.message de: one: %1$lld Foto & mehr | other: %1$lld Fotos → one: %1$lld Foto (Spec) | other: %1$lld Fotos (Spec)",
        ])
        #expect(overwrites.allSatisfy { $0.source?.path == "test.alerts.yaml" || $0.source != nil })
        #expect(files.keys.sorted() == ["de.lproj/M.strings", "de.lproj/M.stringsdict", "en.lproj/M.strings", "en.lproj/M.stringsdict"])
        let kinds: [(String, PythonTables.Kind)] = [
            ("en.lproj/M.strings", .strings), ("de.lproj/M.strings", .strings),
            ("en.lproj/M.stringsdict", .stringsdict), ("de.lproj/M.stringsdict", .stringsdict),
        ]
        let read = try PythonTables.read(kinds.map { ($0.1, files[$0.0]!) }).map { try $0.get() }

        // Development language: the spec's texts; a key only the file has, and every
        // comment the spec does not replace, kept.
        #expect(read[0].object == [
            "Legacy.key": .string("Legacy"),
            "M.added.title": .string("Brand new"),
            "M.changed.title": .string("Changed source text"),
            "M.kept.title": .string("Same Title"),
        ])
        let english = StringTableTests.text(files["en.lproj/M.strings"]!)
        #expect(english.hasPrefix("/*\n  M.strings\n  Header written by a developer\n*/\n\n"))
        #expect(english.contains("/* Old comment */\n\"M.changed.title\" = \"Changed source text\";\n"))
        #expect(english.contains("// A key only the file has\n\"Legacy.key\" = \"Legacy\";\n"))
        #expect(english.contains("/* Spec comment */\n\"M.kept.title\" = \"Same Title\";\n"))

        // Translations: the spec's where it has one; the file's where the spec is silent.
        #expect(read[1].object == [
            "M.added.title": .string("Ganz neu"),
            "M.changed.title": .string("Alter Text"),
            "M.kept.title": .string("Spec Titel"),
            "Nur.Uebersetzer": .string("Eigener \"Schlüssel\""),
        ])
        let german = StringTableTests.text(files["de.lproj/M.strings"]!)
        #expect(german.hasPrefix("/* Translator's file */\n\n"))
        #expect(german.contains("/* Spec comment */\n\"M.kept.title\" = \"Spec Titel\";\n"), "the spec's comment and text")

        // Plurals: the spec's, the entry's comments kept; a translator's own entry kept whole.
        #expect(read[2]["M.changed.message"]?["count"]?["other"]?.string == "%1$lld photos!")
        #expect(read[3]["M.changed.message"]?["count"]?["one"]?.string == "%1$lld Foto (Spec)")
        #expect(read[3]["M.changed.message"]?["count"]?["other"]?.string == "%1$lld Fotos (Spec)")
        #expect(read[3]["Translator.device"]?["device"]?["mac"]?.string == "Klicken")
        let germanPlurals = StringTableTests.text(files["de.lproj/M.stringsdict"]!)
        #expect(germanPlurals.contains("<!-- Reviewed by Anna -->"))

        // Foundation reads each file too.
        for (path, contents) in files {
            #expect(throws: Never.self, "\(path)") { try StringTableTests.propertyList(contents) }
        }
    }

    @Test func mergingAgainChangesNothing() throws {
        let once = try Self.generate(Self.existingFiles)
        #expect(try Self.generate(once) == once)
        // Files the generator wrote itself merge into themselves.
        let fresh = try Self.generate([:])
        #expect(try Self.generate(fresh) == fresh)
    }

    /// A file with `1️⃣` where the error must point, the marker removed.
    static func marked(_ text: String) throws -> (text: String, location: String) {
        let marker = try #require(text.range(of: "1️⃣"))
        let before = text[..<marker.lowerBound].unicodeScalars
        let line = before.count { $0 == "\n" } + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let column = before[lineStart...].count + 1
        return (text.replacingCharacters(in: marker, with: ""), "\(line):\(column)")
    }

    /// Files with `1️⃣` where the error must point, and whether Python's small reader, which
    /// knows less of the format, refuses them too.
    static let unreadableStrings: [(text: String, pythonRefuses: Bool)] = [
        ("\"a\" = \"b\";\n\"c\" = \"d\"\n1️⃣\"e\" = \"f\";\n", true),
        ("\"a\" = \"b\";\n1️⃣/* never closed\n", true),
        ("\"a\" = 1️⃣\"b;\n", true),
        ("\"M.kept.title\" = \"b\";\n// again:\n1️⃣\"M.kept.title\" = \"c\";\n", true),
        // An octal escape above \177 is a NeXTSTEP character, not Latin-1 as Python reads it.
        ("\"a\" = \"ok\";\n\"b\" = \"1️⃣\\351\";\n", false),
        ("\"a\" = 1️⃣(\"b\", \"c\");\n", true),
        ("1️⃣{\n  \"a\" = \"b\";\n}\n", true),
        ("\"a\" = 1️⃣\"\\UD83D\";\n", true),
    ]

    @Test(arguments: 0..<unreadableStrings.count)
    func anUnreadableStringsFileIsRefusedAtItsPosition(_ index: Int) throws {
        let (text, location) = try Self.marked(Self.unreadableStrings[index].text)
        var files = Self.existingFiles
        files["de.lproj/M.strings"] = Array(text.utf8)
        let error = #expect(throws: StringTableFiles.Error.self) { try Self.generate(files) }
        let description = error.map { "\($0)" } ?? ""
        #expect(description.hasPrefix("de.lproj/M.strings:\(location): cannot merge"), "\(description)")
        if Self.unreadableStrings[index].pythonRefuses {
            #expect(throws: (any Error).self) { try PythonTables.read(.strings, Array(text.utf8)) }
        }
    }

    @Test func unreadableBytesAreRefusedAtTheirPosition() throws {
        for (bytes, location) in [
            (Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";\n".utf8), "2:8"),
            (Self.utf16LittleEndian("\"a\" = \"b\";\n\"a\" = \"c\";\n"), "2:1"),
            ([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00], "1:2"),
            (Array("bplist00".utf8) + [0, 1, 2], "1:1"),
        ] {
            var files = Self.existingFiles
            files["de.lproj/M.strings"] = bytes
            let error = #expect(throws: StringTableFiles.Error.self) { try Self.generate(files) }
            let description = error.map { "\($0)" } ?? ""
            #expect(description.hasPrefix("de.lproj/M.strings:\(location): cannot merge"), "\(description)")
        }
    }

    static let unreadableStringsdicts: [String] = [
        stringsdict("<key>a</key>\n<string>bell 1️⃣&#x1; in a reference</string>"),
        stringsdict("<key>a</key>\n<string>bell 1️⃣\u{1} raw</string>"),
        stringsdict("<key>a</key>\n<string>closed wrong1️⃣</dict>"),
        stringsdict("<key>a</key>\n1️⃣<strin>typo</strin>"),
        stringsdict("<key>M.kept.title</key><string>a</string>\n1️⃣<key>M.kept.title</key><string>b</string>"),
        stringsdict("<key>a</key>\n<string>an 1️⃣&nbsp; entity</string>"),
        stringsdict("<key>a</key>\n<string> 1️⃣& alone</string>"),
        stringsdict("<key>a</key>\n1️⃣<integer>twelve</integer>"),
        stringsdict("<key>a</key>\n<string>a</string>\n<!-- 1️⃣-- -->"),
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n1️⃣<array/>\n</plist>\n",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n1️⃣<plist/>\n",
    ]

    @Test(arguments: 0..<unreadableStringsdicts.count)
    func anUnreadableStringsdictIsRefusedAtItsPosition(_ index: Int) throws {
        let (text, location) = try Self.marked(Self.unreadableStringsdicts[index])
        var files = Self.existingFiles
        files["de.lproj/M.stringsdict"] = Array(text.utf8)
        let error = #expect(throws: StringTableFiles.Error.self) { try Self.generate(files) }
        let description = error.map { "\($0)" } ?? ""
        #expect(description.hasPrefix("de.lproj/M.stringsdict:\(location): cannot merge"), "\(description)")
    }

    /// What both readers accept must read the same: ours merges it, Python's plistlib
    /// (a conforming XML parser) reads it, and they agree on the entry kept.
    @Test func stringsdictTheXMLWayIsRead() throws {
        let text = """
            \u{FEFF}<?xml version='1.0' encoding='utf-8' standalone="yes"?>
            <?editor cursor="1"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [ <!-- none --> ]>
            <plist version = "1.0" >
            <dict>
            \t<key>T&#x2E;key &lt;&gt;&quot;&apos;&amp; &#169;</key>
            \t<dict><key>list</key><array><integer>-12</integer><real>2.5e3</real><true/><false></false><data>AAEC
            </data><date>2024-01-01T00:00:00Z</date><dict/><string/></array>
            \t\t<key>cr</key><string>line\r\nbreak &#xD; kept &#x85;</string></dict>
            </dict>
            </plist>
            """
        var files = Self.existingFiles
        files["de.lproj/M.stringsdict"] = Array(text.utf8)
        let merged = try Self.generate(files)["de.lproj/M.stringsdict"]!
        let json = try PythonTables.read(.stringsdict, merged)
        let kept = try #require(json["T.key <>\"'& ©"])
        #expect(kept["cr"]?.string == "line\nbreak \r kept \u{85}")
        #expect(json["M.changed.message"]?["count"]?["one"]?.string == "%1$lld Foto (Spec)", "the file had no German plural: the spec's")
        #expect(StringTableTests.text(merged).contains("<key>T&#x2E;key &lt;&gt;&quot;&apos;&amp; &#169;</key>"), "kept as written")
    }
}
