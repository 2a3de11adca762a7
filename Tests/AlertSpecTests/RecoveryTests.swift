import AlertDiagnostics
import AlertSpec
import AlertYAML
import Testing

/// The decoder reports every problem of a file in one run, leaves out only the definitions
/// that have one, and never traps on a partial or garbage document.
@Suite struct RecoveryTests {
    @Test func reportsEveryProblemInOneRun() {
        let spec = assertDiagnostics(
            """
            version: 1️⃣3
            2️⃣platform: [iphone]
            alerts:
              8️⃣deleteDocument:
                3️⃣titel: Delete?
                actions:
                  - {title: Cancel, role: 4️⃣Cancel}
                  - {title: Delete, preferred: 5️⃣"true"}
              rename:
                title: Rename
                textFields: [6️⃣{placeholder: Name}]
            notifications:
              7️⃣ready:
                title: Ready
                sound: default
            """,
            [
                Expected("1️⃣", .unsupportedVersion, "unsupported format version 3; this alertlint reads version 1"),
                Expected("2️⃣", .unknownKey, "unknown key 'platform' in the top-level mapping; did you mean 'platforms'?"),
                Expected("3️⃣", .unknownKey, "unknown key 'titel' in alert 'deleteDocument'; did you mean 'title'?"),
                // The typo also leaves the alert without a title or message.
                Expected("8️⃣", .missingKey, "alert 'deleteDocument' has neither 'title' nor 'message'; an alert needs at least one"),
                Expected("4️⃣", .invalidValue, "invalid value 'Cancel' for 'role': expected 'default', 'cancel' or 'destructive'; did you mean 'cancel'?"),
                Expected("5️⃣", .wrongType, "expected a boolean (true or false) for 'preferred', found the quoted string \"true\"; a quoted value is a string, write true without quotes"),
                Expected("6️⃣", .missingKey, "text field 1 of alert 'rename' has no 'id'; the handler receives the field's text under its id"),
                Expected("7️⃣", .missingKey, "notification 'ready' has no 'body'; iOS does not show a notification without a body"),
            ]
        )
        #expect(spec.catalog?.alerts == [])
        #expect(spec.catalog?.notifications == [])
    }

    @Test func badDefinitionIsDroppedAndGoodOnesRemain() throws {
        let spec = parse("""
            version: 1
            alerts:
              good: {title: Good}
              bad: {title: Bad, actions: [{title: X, role: danger}]}
              alsoGood: {message: Fine}
            actionSheets:
              badSheet: {actions: 5}
              goodSheet: {actions: [A]}
            notifications:
              badNote: {title: No body}
              goodNote: {body: Body}
            progress:
              badWait: {mode: sometimes}
              goodWait: {title: Wait}
            """)
        #expect(spec.diagnostics.map(\.id) == ["invalid-value", "wrong-type", "missing-key", "invalid-value"])
        let catalog = try #require(spec.catalog)
        #expect(catalog.alerts.map(\.id) == ["good", "alsoGood"])
        #expect(catalog.actionSheets.map(\.id) == ["goodSheet"])
        #expect(catalog.notifications.map(\.id) == ["goodNote"])
        #expect(catalog.progress.map(\.id) == ["goodWait"])
    }

    @Test func catalogProblemsKeepTheDefinitions() throws {
        let spec = parse("""
            version: "1"
            namespace: lower
            developmentLanguage: e
            locales: [de, DE]
            platforms: [iphone, android]
            alerts:
              good: {title: Good}
            """)
        #expect(spec.diagnostics.map(\.id) == ["unsupported-version", "invalid-namespace", "invalid-locale", "invalid-locale", "invalid-value"])
        let catalog = try #require(spec.catalog)
        #expect(catalog.alerts.map(\.id) == ["good"])
        #expect(catalog.namespace == "T")  // the file name's, since the written one is invalid
        #expect(catalog.locales.map(\.value.identifier) == ["de"])
        #expect(catalog.platforms == [.iphone])
    }

    @Test func rootThatIsNotAMappingGivesNoCatalog() {
        let list = assertDiagnostic("1️⃣- version: 1\n", .wrongType, "expected a mapping with 'version: 1' and definitions for the top level, found a list")
        #expect(list.catalog == nil)
        let scalar = assertDiagnostic("1️⃣just text\n", .wrongType, "expected a mapping with 'version: 1' and definitions for the top level, found the string \"just text\"")
        #expect(scalar.catalog == nil)
    }

    @Test func collectionsOfTheWrongShape() {
        assertDiagnostics(
            """
            version: 1
            alerts: 1️⃣[a, b]
            actionSheets: 2️⃣sheet
            notifications:
            progress:
              wait: 3️⃣[Wait]
            """,
            [
                Expected("1️⃣", .wrongType, "expected a mapping from alert id to alert for 'alerts', found a list"),
                Expected("2️⃣", .wrongType, "expected a mapping from action sheet id to action sheet for 'actionSheets', found the string \"sheet\""),
                Expected("3️⃣", .wrongType, "expected a progress overlay (a mapping with 'title', 'message', 'mode', 'cancel') for 'wait', found a list"),
            ]
        )
    }

    @Test func emptyCollectionsAloneDefineNothing() {
        assertDiagnostic(
            "version: 1\n1️⃣alerts:\nnotifications: {}\n",
            .noDefinitions,
            "the file defines nothing; add at least one definition under 'alerts', 'actionSheets', 'notifications', 'progress', 'flows', 'sounds' or 'broadcasts'")
        assertDiagnostic(
            "1️⃣version: 1\nnamespace: Lib\n",
            .noDefinitions,
            "the file defines nothing; add at least one definition under 'alerts', 'actionSheets', 'notifications', 'progress', 'flows', 'sounds' or 'broadcasts'")
    }

    @Test func nullDefinitionAndEmptyValues() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              1️⃣a:
              b:
                2️⃣title:
                actions:
                  -3️⃣ 
                  - {title: OK, 4️⃣role: }
            """,
            [
                Expected("1️⃣", .wrongType, "expected an alert (a mapping with 'title', 'message', 'actions', …) for 'a', found an empty value"),
                Expected("2️⃣", .wrongType, "expected a text (a string, or a mapping with 'text') for 'title', found an empty value"),
                Expected("3️⃣", .wrongType, "expected a text (a string, or a mapping with 'text') for action 1, found an empty value"),
                Expected("4️⃣", .wrongType, "expected one of 'default', 'cancel' or 'destructive' for 'role', found an empty value"),
            ]
        )
    }

    @Test func actionsOfTheWrongShape() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: A
                actions: 1️⃣5
              b:
                title: B
                actions:
                  - 2️⃣[OK]
                  - {title: 3️⃣[OK]}
                  - 42
            """,
            [
                Expected("1️⃣", .wrongType, "expected a list of actions for 'actions', found the integer 5"),
                Expected("2️⃣", .wrongType, "expected an action (its title, or a mapping with 'title', 'id', 'role', …) for action 1, found a list"),
                Expected("3️⃣", .wrongType, "expected a text (a string, or a mapping with 'text') for 'title', found a list"),
            ]
        )
    }

    /// Shapes a half-written or mangled file can take: none may trap, and each must say
    /// something (or decode) without a catalog for a non-mapping root.
    @Test(arguments: [
        "version: 1\nalerts: ~\n",
        "version: 1\nalerts: null\n",
        "version: 1\nalerts: {a: ~, b: 1, c: [1], d: {}}\n",
        "version: 1\nalerts: {a: {title: {}, message: [], actions: {}}}\n",
        "version: 1\nalerts: {a: {title: {text: [], plural: {}, translations: []}}}\n",
        "version: 1\nalerts: {a: {title: {plural: n, other: [], one: {}}, parameters: {n: Int}}}\n",
        "version: 1\nalerts: {a: {title: {text: x, translations: {de: [], fr: {}, '': x, 'xx-': ~}}}}\n",
        "version: 1\nalerts: {a: {parameters: [1, 2], title: '{x}'}}\n",
        "version: 1\nalerts: {a: {parameters: {1x: Int, '': String, default: Double}, title: '{1x}{}'}}\n",
        "version: 1\nalerts: {a: {title: x, textFields: [1, [], ~, {id: ~}, {id: []}, {id: Bad}]}}\n",
        "version: 1\nalerts: {a: {title: x, style: [], textFields: x}}\n",
        "version: 1\nalerts: {a: {title: x, actions: [~, [], {}, {id: {}}, {title: ~, role: [], preferred: {}}]}}\n",
        "version: 1\nnotifications: {n: {body: ~, badge: [], sound: {}, category: [], trigger: x}}\n",
        "version: 1\nnotifications: {n: {body: b, category: {actions: [~, 1, {options: x, textInput: ~}]}}}\n",
        "version: 1\nnotifications: {n: {body: b, trigger: {at: [], after: {}, repeats: ~}}}\n",
        "version: 1\nnotifications: {n: {body: b, trigger: {at: {hour: x, minute: ~, weekday: []}}}}\n",
        "version: 1\nnotifications: {n: {body: b, relevanceScore: .nan, badge: 99999999999999999999999}}\n",
        "version: 1\nprogress: {p: {mode: ~, cancel: [], title: {text: {}}}}\n",
        "version: [1]\nnamespace: {}\ntable: []\ndevelopmentLanguage: []\nlocales: x\nplatforms: ~\nalerts: {a: {title: x}}\n",
        "version: 1\nlocales: [[de], {x: 1}, ~]\nplatforms: []\nprogress: {p: {}}\n",
        "~\n",
        "[]\n",
        "{}\n",
        "'quoted root'\n",
        "version: 1\n? [complex]\n: key\nalerts: {a: {title: x}}\n",
        "version: 1\nalerts: {a: &anchor {title: x}, b: *anchor}\n",
        "version: 1\nalerts: {a: {title: x}, a: {title: y}}\n",
    ])
    func malformedShapesNeverTrap(yaml: String) {
        let spec = parse(yaml)
        #expect(!spec.diagnostics.isEmpty || spec.catalog != nil)
        for diagnostic in spec.diagnostics {
            #expect(diagnostic.range.bytes.end <= spec.file.bytes.count)
            #expect(diagnostic.severity == .error)
        }
    }

    @Test func definitionsWithReaderErrorsCanBeLeftOut() throws {
        let yaml = "version: 1\nalerts:\n  a: &x {title: A}\n  b: {title: B, title: C}\n  c: {title: C}\n"
        let file = SourceFile(path: testPath, text: yaml)
        let (document, readerDiagnostics) = YAMLReader.read(file)
        #expect(readerDiagnostics.map(\.id) == ["yaml-anchor", "duplicate-key"])
        let (plain, _) = SpecDecoder.decode(document)
        #expect(plain?.alerts.map(\.id) == ["a", "b", "c"])
        let (strict, diagnostics) = SpecDecoder.decode(document, readerDiagnostics: readerDiagnostics)
        #expect(diagnostics == [])
        #expect(strict?.alerts.map(\.id) == ["c"])
    }
}
