import AlertDiagnostics
@testable import AlertSpec
import AlertYAML
import Testing

/// Booleans, numbers and enumerations: YAML 1.2's core schema, stricter about booleans.
@Suite struct ScalarTests {
    @Test(arguments: [
        ("0", CoreSchemaValue.integer(0)), ("-12", .integer(-12)), ("+7", .integer(7)),
        ("0x1F", .integer(31)), ("0o17", .integer(15)), ("99999999999999999999", .integer(nil)),
        ("1.5", .float(1.5)), (".5", .float(0.5)), ("5.", .float(5)), ("-1e3", .float(-1000)), ("2E-1", .float(0.2)),
        ("-.inf", .float(-.infinity)), (".Inf", .float(.infinity)),
        ("true", .bool(true)), ("false", .bool(false)),
        ("", .null), ("~", .null), ("null", .null), ("NULL", .null),
        ("True", .string), ("yes", .string), ("0x", .string), ("0o8", .string), ("1_000", .string),
        ("1e", .string), (".", .string), ("+", .string), ("1.2.3", .string), ("inf", .string), ("0b101", .string),
    ])
    func coreSchemaReadsPlainScalars(text: String, expected: CoreSchemaValue) {
        #expect(CoreSchemaValue(YAMLScalar(text)) == expected)
    }

    @Test func nanIsAFloat() {
        guard case .float(let value) = CoreSchemaValue(YAMLScalar(".nan")) else {
            Issue.record("'.nan' is not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test func quotedScalarsAreStrings() {
        #expect(CoreSchemaValue(YAMLScalar("1", style: .doubleQuoted)) == .string)
        #expect(CoreSchemaValue(YAMLScalar("true", style: .singleQuoted)) == .string)
        #expect(CoreSchemaValue(YAMLScalar("", style: .singleQuoted)) == .string)
    }

    @Test func booleansAreOnlyPlainLowerCaseTrueAndFalse() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: A
                actions:
                  - {title: One, preferred: 1️⃣"true"}
                  - {title: Two, preferred: 2️⃣True}
                  - {title: Three, preferred: 3️⃣on}
                  - {title: Four, preferred: 4️⃣1}
                  - {title: Five, preferred: false}
                textFields:
                  - {id: name, secure: 5️⃣[true]}
            """,
            [
                Expected("1️⃣", .wrongType, "expected a boolean (true or false) for 'preferred', found the quoted string \"true\"; a quoted value is a string, write true without quotes"),
                Expected("2️⃣", .wrongType, "expected a boolean (true or false) for 'preferred', found the string \"True\"; write true in lower case"),
                Expected("3️⃣", .wrongType, "expected a boolean (true or false) for 'preferred', found the string \"on\"; YAML 1.2 reads 'on' as a string, write true or false"),
                Expected("4️⃣", .wrongType, "expected a boolean (true or false) for 'preferred', found the integer 1"),
                Expected("5️⃣", .wrongType, "expected a boolean (true or false) for 'secure', found a list"),
            ]
        )
    }

    @Test func numbersArePlainIntegersOrFloats() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            notifications:
              a: {body: A, relevanceScore: 1, trigger: {after: 1.5e2}}
              b: {body: B, relevanceScore: 0.25, trigger: {after: 0x3C, repeats: true}}
            """))
        #expect(catalog.notifications.map { $0.relevanceScore?.value } == [1, 0.25])
        #expect(catalog.notifications.map { $0.trigger?.value } == [.timeInterval(seconds: 150, repeats: false), .timeInterval(seconds: 60, repeats: true)])

        assertDiagnostics(
            """
            version: 1
            notifications:
              a: {body: A, relevanceScore: 1️⃣"0.5"}
              b: {body: B, relevanceScore: 2️⃣high}
              c: {body: C, trigger: {at: {hour: 3️⃣9.5, minute: 4️⃣"30"}}}
            """,
            [
                Expected("1️⃣", .wrongType, "expected a number for 'relevanceScore', found the quoted string \"0.5\"; a quoted value is a string, write the number without quotes"),
                Expected("2️⃣", .wrongType, "expected a number for 'relevanceScore', found the string \"high\""),
                Expected("3️⃣", .wrongType, "expected an integer for 'hour', found the number 9.5"),
                Expected("4️⃣", .wrongType, "expected an integer for 'minute', found the quoted string \"30\"; a quoted value is a string, write the number without quotes"),
            ]
        )
    }

    @Test func enumerationsListTheirValuesAndSuggest() {
        let spec = assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: A
                style: 1️⃣loginAndPassword
                actions: [{title: X, role: 2️⃣danger}]
            actionSheets:
              s:
                textFields: [{id: mail, keyboard: 3️⃣email, contentType: 4️⃣url, autocapitalization: 5️⃣"Words"}]
            """,
            [
                Expected("1️⃣", .invalidValue, "invalid value 'loginAndPassword' for 'style': expected 'default', 'plainTextInput', 'secureTextInput' or 'loginAndPasswordInput'"),
                Expected("2️⃣", .invalidValue, "invalid value 'danger' for 'role': expected 'default', 'cancel' or 'destructive'"),
                Expected("3️⃣", .invalidValue, "invalid value 'email' for 'keyboard': expected 'default', 'emailAddress', 'numberPad', 'phonePad', 'URL', 'decimalPad' or 'asciiCapable'"),
                Expected("4️⃣", .invalidValue, "invalid value 'url' for 'contentType': expected 'username', 'password', 'newPassword', 'oneTimeCode', 'emailAddress', 'name', 'telephoneNumber' or 'URL'; did you mean 'URL'?"),
                Expected("5️⃣", .invalidValue, "invalid value 'Words' for 'autocapitalization': expected 'none', 'words', 'sentences' or 'allCharacters'; did you mean 'words'?"),
            ]
        )
        // A near miss written plain carries a fix-it; a quoted one does not (its source is not its value).
        let fixIts = spec.diagnostics.sortedForOutput().map { $0.fixIts.first?.edits.first?.replacement }
        #expect(fixIts == [nil, nil, nil, "URL", nil])
    }

    @Test func unknownKeyFixItRenamesThePlainKey() throws {
        let spec = parse("version: 1\nalerts:\n  a:\n    title: A\n    mesage: B\n")
        let diagnostic = try #require(spec.diagnostics.first)
        #expect(diagnostic.id == "unknown-key")
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(fixIt.title == "rename to 'message'")
        #expect(fixIt.edits.map(\.replacement) == ["message"])
        #expect(spec.file.text(in: fixIt.edits[0].range.bytes) == "mesage")
    }

    @Test func didYouMeanIsCaseInsensitiveAndBounded() {
        #expect(Suggestion.closest(to: "titel", among: ["title", "message"]) == "title")
        #expect(Suggestion.closest(to: "Title", among: ["title", "message"]) == "title")
        #expect(Suggestion.closest(to: "ACTIONS", among: ["actions"]) == "actions")
        #expect(Suggestion.closest(to: "devlopmentLanguage", among: CatalogDecoder.Key.names) == "developmentLanguage")
        #expect(Suggestion.closest(to: "xyz", among: ["id", "title"]) == nil)
        #expect(Suggestion.closest(to: "buttons", among: ["id", "title", "role", "preferred"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "a", count: 1000), among: ["a"]) == nil)
        #expect(Suggestion.editDistance(Array("ca".unicodeScalars), Array("ac".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    @Test func longValuesAreShortenedInMessages() {
        let long = String(repeating: "x", count: 60)
        assertDiagnostic(
            "version: 1\nprogress:\n  p: {title: P, mode: 1️⃣\(long)}\n",
            .invalidValue,
            "invalid value '\(String(repeating: "x", count: 39))…' for 'mode': expected 'indeterminate' or 'determinate'")
    }
}

@Suite struct MessageQuotingTests {
    @Test func lineBreaksShowAsEscapes() {
        assertDiagnostic(
            "version: 1\nprogress:\n  p: {title: P, mode: 1️⃣\"a\\nb\\r\\nc\\rd\"}\n",
            .invalidValue, "invalid value 'a\\nb\\nc\\nd' for 'mode': expected 'indeterminate' or 'determinate'")
    }
}
