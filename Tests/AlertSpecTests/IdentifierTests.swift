import AlertDiagnostics
import AlertSpec
import Testing

/// Definition, action, text field and parameter ids: their form and their uniqueness.
@Suite struct IdentifierTests {
    @Test func definitionIDsAreUniqueAcrossAllCollections() throws {
        let spec = assertDiagnostics(
            """
            version: 1
            alerts:
              1️⃣done: {title: Done}
            actionSheets:
              2️⃣done: {actions: [OK]}
            notifications:
              3️⃣done: {body: Done}
            progress:
              4️⃣saving: {title: Saving…}
            """,
            [
                Expected("2️⃣", .duplicateID, "id 'done' is already used by alert 'done'; definitions become functions of one namespace, so ids must be unique in the file", notes: [("1️⃣", "alert 'done' is defined here")]),
                Expected("3️⃣", .duplicateID, "id 'done' is already used by alert 'done'; definitions become functions of one namespace, so ids must be unique in the file", notes: [("1️⃣", "alert 'done' is defined here")]),
            ]
        )
        // The first keeps its place; the repeats are left out.
        let catalog = try #require(spec.catalog)
        #expect(catalog.alerts.map(\.id) == ["done"])
        #expect(catalog.actionSheets.isEmpty && catalog.notifications.isEmpty)
        #expect(catalog.progress.map(\.id) == ["saving"])
    }

    @Test func duplicateIsReportedAtTheSecondInSourceOrder() {
        assertDiagnostics(
            """
            version: 1
            progress:
              1️⃣done: {title: Done}
            alerts:
              2️⃣done: {title: Done}
            """,
            [
                Expected("2️⃣", .duplicateID, "id 'done' is already used by progress 'done'; definitions become functions of one namespace, so ids must be unique in the file", notes: [("1️⃣", "progress 'done' is defined here")]),
            ]
        )
    }

    @Test(arguments: [
        ("DeleteDocument", "alert id 'DeleteDocument' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'deleteDocument'?"),
        ("delete_document", "alert id 'delete_document' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'deleteDocument'?"),
        ("2fa", "alert id '2fa' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter)"),
        ("URLSession", "alert id 'URLSession' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'urlSession'?"),
        ("löschen", "alert id 'löschen' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'loschen'?"),
        ("'---'", "alert id '---' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter)"),
    ])
    func definitionIDsAreLowerCamelCase(id: String, message: String) throws {
        let spec = assertDiagnostic("version: 1\nalerts:\n  1️⃣\(id): {title: Hi}\n  fine: {title: Fine}\n", .invalidID, message)
        #expect(spec.catalog?.alerts.map(\.id) == ["fine"])
    }

    @Test func keywordsAreReservedWhereverAnIDIsWritten() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              1️⃣default:
                parameters: {2️⃣in: String}
                title: Hi
                textFields: [{id: 3️⃣var}]
                actions: [{id: 4️⃣return, title: Go back}]
            notifications:
              5️⃣switch: {body: B, category: {actions: [{id: 6️⃣func, title: F}]}}
            """,
            [
                Expected("1️⃣", .reservedID, "alert id 'default' is a Swift keyword; ids become Swift names in generated code, choose another"),
                Expected("2️⃣", .reservedID, "parameter name 'in' is a Swift keyword; generated functions take it as an argument, choose another"),
                Expected("3️⃣", .reservedID, "text field id 'var' is a Swift keyword; ids become Swift names in generated code, choose another"),
                Expected("4️⃣", .reservedID, "action id 'return' is a Swift keyword; ids become Swift names in generated code, choose another"),
                Expected("5️⃣", .reservedID, "notification id 'switch' is a Swift keyword; ids become Swift names in generated code, choose another"),
                Expected("6️⃣", .reservedID, "action id 'func' is a Swift keyword; ids become Swift names in generated code, choose another"),
            ]
        )
    }

    @Test func duplicateActionIDs() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: A
                actions:
                  - 1️⃣OK
                  - 2️⃣Ok
                  - {id: 3️⃣keep, title: Keep}
                  - {id: 4️⃣keep, title: Keep it}
                  - {id: 5️⃣delete, title: Delete}
                  - 6️⃣{title: Delete}
            """,
            [
                Expected("2️⃣", .duplicateID, "action 2 of alert 'a' gets the id 'ok' from its title, which an earlier action already has; give them distinct explicit 'id:'s", notes: [("1️⃣", "'ok' is first used here")]),
                Expected("4️⃣", .duplicateID, "action id 'keep' is used twice in alert 'a'; give each action its own 'id:'", notes: [("3️⃣", "'keep' is first used here")]),
                Expected("6️⃣", .duplicateID, "action 6 of alert 'a' gets the id 'delete' from its title, which an earlier action already has; give them distinct explicit 'id:'s", notes: [("5️⃣", "'delete' is first used here")]),
            ]
        )
    }

    @Test func numberedIDsCanCollideWithWrittenOnes() {
        assertDiagnostic(
            "version: 1\nactionSheets:\n  s:\n    actions: [{id: action2, title: Share}, 1️⃣共有]\n",
            .duplicateID,
            "action 2 of action sheet 's' gets the id 'action2' from its title, which an earlier action already has; give them distinct explicit 'id:'s")
    }

    @Test func textFieldIDsAreRequiredValidAndUnique() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: A
                textFields:
                  - {id: 1️⃣name}
                  - {id: 2️⃣name, secure: true}
                  - {id: 3️⃣Name}
                  - 4️⃣{placeholder: Email}
                  - 5️⃣email
            """,
            [
                Expected("2️⃣", .duplicateID, "text field id 'name' is used twice in alert 'a'; the handler receives each field's text under its id", notes: [("1️⃣", "'name' is first used here")]),
                Expected("3️⃣", .invalidID, "text field id 'Name' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'name'?"),
                Expected("4️⃣", .missingKey, "text field 4 of alert 'a' has no 'id'; the handler receives the field's text under its id"),
                Expected("5️⃣", .wrongType, "expected a text field (a mapping with at least 'id') for text field 5, found the string \"email\""),
            ]
        )
    }

    @Test func notificationActionIDsAreUniqueInTheCategory() throws {
        assertDiagnostics(
            """
            version: 1
            notifications:
              n:
                body: B
                category:
                  actions:
                    - 1️⃣Reply
                    - {id: 2️⃣reply, title: Answer}
            """,
            [
                Expected("2️⃣", .duplicateID, "action id 'reply' is used twice in the category of notification 'n'; give each action its own 'id:'", notes: [("1️⃣", "'reply' is first used here")]),
            ]
        )
    }

    @Test func parameterNamesArePlaceholderNames() throws {
        let catalog = try #require(decodeValid("version: 1\nprogress:\n  p:\n    parameters: {file_name: String, Count2: Int, ratio: Double}\n    title: '{file_name} {Count2} {ratio}'\n"))
        #expect(catalog.progress[0].parameters.map(\.name) == ["file_name", "Count2", "ratio"])
        #expect(catalog.progress[0].parameters.map(\.type) == [.string, .int, .double])
        assertDiagnostics(
            """
            version: 1
            progress:
              p:
                parameters: {1️⃣file-name: String, 2️⃣9lives: Int, count: 3️⃣Integer, size: 4️⃣double}
                title: '{count}'
            """,
            [
                Expected("1️⃣", .invalidID, "parameter name 'file-name' is not a valid placeholder name: use ASCII letters, digits and '_', not starting with a digit"),
                Expected("2️⃣", .invalidID, "parameter name '9lives' is not a valid placeholder name: use ASCII letters, digits and '_', not starting with a digit"),
                Expected("3️⃣", .invalidValue, "invalid parameter type 'Integer' for 'count': expected 'String', 'Int' or 'Double'"),
                Expected("4️⃣", .invalidValue, "invalid parameter type 'double' for 'size': expected 'String', 'Int' or 'Double'; did you mean 'Double'?"),
            ]
        )
    }
}
