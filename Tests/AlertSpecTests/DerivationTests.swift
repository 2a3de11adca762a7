import AlertDiagnostics
import AlertSpec
import Testing

/// Ids, namespaces, category ids and strings-table keys the decoder derives when a spec
/// leaves them out.
@Suite struct DerivationTests {
    private func actionIDs(_ titles: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let catalog = decodeValid("version: 1\nactionSheets:\n  pick:\n    actions: \(titles)\n", sourceLocation: sourceLocation)
        return catalog?.actionSheets.first?.actions.map(\.id) ?? []
    }

    @Test func actionIDsComeFromTitles() {
        #expect(actionIDs("[Delete Photo, Löschen, OK, Don’t Save, 2 Hours, Straße]") == ["deletePhoto", "loschen", "ok", "dontSave", "action2Hours", "strasse"])
    }

    @Test func titlesWithoutLatinLettersAreNumberedByPosition() {
        #expect(actionIDs("[削除, OK, キャンセル]") == ["action1", "ok", "action3"])
        #expect(actionIDs("[\"…\", \"—\"]") == ["action1", "action2"])
    }

    @Test func derivedKeywordIDIsAllowedButAWrittenOneIsReserved() throws {
        let catalog = try #require(decodeValid("version: 1\nalerts:\n  update:\n    title: Update\n    actions: [Continue, Default]\n"))
        #expect(catalog.alerts[0].actions.map(\.id) == ["continue", "default"])
        #expect(catalog.alerts[0].actions.map(\.hasExplicitID) == [false, false])

        assertDiagnostic(
            """
            version: 1
            alerts:
              update:
                title: Update
                actions: [{id: 1️⃣continue, title: Continue}]
            """,
            .reservedID, "action id 'continue' is a Swift keyword; ids become Swift names in generated code, choose another")
    }

    @Test func explicitIDWinsOverTitle() throws {
        let catalog = try #require(decodeValid("version: 1\nalerts:\n  a:\n    title: A\n    actions: [{id: remove, title: Delete}]\n"))
        #expect(catalog.alerts[0].actions[0].id == "remove")
        #expect(catalog.alerts[0].actions[0].title.key == "T.a.actions.remove")
    }

    @Test func explicitTextKeyIsKept() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            alerts:
              a:
                title: {text: Delete, key: common.delete}
                actions: [{title: {text: OK, key: common.ok}}]
            """))
        let alert = catalog.alerts[0]
        #expect(alert.title?.key == "common.delete")
        #expect(alert.title?.hasExplicitKey == true)
        #expect(alert.actions[0].id == "ok")
        #expect(alert.actions[0].title.key == "common.ok")
    }

    @Test(arguments: [
        ("photo-library.alerts.yaml", "PhotoLibrary"),
        ("Sources/App/Specs/photo_library.alerts.yml", "PhotoLibrary"),
        ("settings.alerts.yaml", "Settings"),
        ("ÜberAlerts.alerts.yaml", "UberAlerts"),
        ("x2.alerts.yaml", "X2"),
        ("sign in.yaml", "SignIn"),
    ])
    func namespaceComesFromTheFileStem(path: String, namespace: String) throws {
        let catalog = try #require(decodeValid("version: 1\nprogress: {wait: {title: Wait}}\n", path: path))
        #expect(catalog.namespace == namespace)
        #expect(catalog.table == namespace)
        #expect(catalog.namespaceRange == nil)
        #expect(catalog.progress[0].title?.key == "\(namespace).wait.title")
    }

    @Test func stemWithoutASwiftNameAsksForNamespace() {
        let spec = assertDiagnostic(
            "1️⃣version: 1\nprogress: {wait: {title: Wait}}\n",
            path: "01-x.alerts.yaml",
            .invalidNamespace,
            "the file name '01-x' gives no Swift type name for the namespace; add 'namespace:' with an UpperCamelCase name")
        // A catalog problem: the definitions still decode.
        #expect(spec.catalog?.progress.map(\.id) == ["wait"])
    }

    @Test func writtenNamespaceAndTable() throws {
        let catalog = try #require(decodeValid(
            "version: 1\nnamespace: Library\ntable: Shared\nprogress: {wait: {title: Wait}}\n", path: "01-x.alerts.yaml"))
        #expect(catalog.namespace == "Library")
        #expect(catalog.namespaceRange?.start == "version: 1\nnamespace: ".utf8.count)
        #expect(catalog.table == "Shared")
        #expect(catalog.progress[0].title?.key == "Library.wait.title")
    }

    @Test func namespaceKeywordIsReported() {
        assertDiagnostic(
            "version: 1\nnamespace: 1️⃣Self\nprogress: {wait: {title: Wait}}\n",
            .invalidNamespace, "namespace 'Self' is a Swift keyword; choose another type name")
    }

    @Test func categoryIDIsDerivedOrWritten() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            notifications:
              bookReady2Go:
                body: Ready
                category: {}
              renewal:
                body: Renew?
                category: {id: library.renewal}
            """))
        #expect(catalog.notifications.map { $0.category?.id } == ["BOOK_READY2_GO", "library.renewal"])
        #expect(catalog.notifications.map { $0.category?.hasExplicitID } == [false, true])
    }

    @Test func derivedKeysForEveryTextPath() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            namespace: Lib
            alerts:
              a:
                title: T
                message: M
                textFields: [{id: query, placeholder: Search}]
                actions: [OK]
            notifications:
              n:
                title: T
                subtitle: S
                body: B
                category:
                  hiddenPreviewsBodyPlaceholder: Hidden
                  actions:
                    - Open
                    - {title: Reply, textInput: {button: Send, placeholder: Message}}
            progress:
              p: {title: T, message: M, cancel: C}
            """))
        let keys = catalog.allTexts.map(\.key)
        #expect(keys == [
            "Lib.a.title", "Lib.a.message", "Lib.a.textFields.query.placeholder", "Lib.a.actions.ok",
            "Lib.n.title", "Lib.n.subtitle", "Lib.n.body", "Lib.n.category.hiddenPreviewsBodyPlaceholder",
            "Lib.n.actions.open", "Lib.n.actions.reply", "Lib.n.actions.reply.textInput.button",
            "Lib.n.actions.reply.textInput.placeholder",
            "Lib.p.title", "Lib.p.message", "Lib.p.cancel",
        ])
    }

    @Test func styleShorthands() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            alerts:
              plain: {title: Name, style: plainTextInput}
              secure: {title: PIN, style: secureTextInput}
              none: {title: Hi, style: default}
            """))
        let plain = catalog.alerts[0].textFields
        #expect(plain.map(\.id) == ["text"])
        #expect(plain[0].placeholder == nil && !plain[0].isSecure && plain[0].contentType == nil)
        let secure = catalog.alerts[1].textFields
        #expect(secure.map(\.id) == ["password"])
        #expect(secure[0].isSecure && secure[0].contentType == .password && secure[0].placeholder == nil)
        #expect(catalog.alerts[2].textFields == [])
        #expect(catalog.alerts[2].style?.value == .default)
    }

    @Test func defaultStyleMayStandBesideTextFields() throws {
        let catalog = try #require(decodeValid("version: 1\nalerts:\n  a: {title: A, style: default, textFields: [{id: name}]}\n"))
        #expect(catalog.alerts[0].textFields.map(\.id) == ["name"])
    }
}
