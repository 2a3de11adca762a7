import AlertDiagnostics
import AlertSpec
import Testing

/// The example at the end of FORMAT.md, which must keep decoding to this model.
let formatExample = """
    # yaml-language-server: $schema=../schemas/alertspec.schema.json
    version: 1
    locales: [de, ja]
    alerts:
      deleteDocument:
        parameters: {name: String}
        title: Delete “{name}”?
        message: This document will be removed from all your devices. You can’t undo this action.
        actions:
          - {title: Cancel, role: cancel}
          - {id: delete, title: Delete, role: destructive}
      signIn:
        title: Sign In to iTunes Store
        style: loginAndPasswordInput
        actions:
          - {title: Cancel, role: cancel}
          - {id: signIn, title: Sign In, preferred: true}
      rename:
        parameters: {name: String}
        title: Rename “{name}”
        textFields:
          - {id: newName, placeholder: Name, autocapitalization: words}
        actions:
          - {title: Cancel, role: cancel}
          - {id: rename, title: Rename, preferred: true}
    actionSheets:
      photoOptions:
        actions:
          - {id: delete, title: Delete Photo, role: destructive}
          - Share…
          - {title: Cancel, role: cancel}
    notifications:
      bookReady:
        parameters: {book: String}
        title: Book Ready
        body: “{book}” is ready for pickup.
        sound: chime.caf
        category:
          actions:
            - {id: directions, title: Directions, options: [foreground]}
            - {id: renew, title: Renew Hold}
    progress:
      signingOut:
        title: Signing Out…
        cancel: Cancel
    """

@Suite struct ValidCatalogTests {
    let spec = parse(formatExample, path: "Specs/documents.alerts.yaml")

    private func location(_ range: ByteRange) -> String { spec.file.location(of: range.start).description }

    @Test func decodesWithoutDiagnostics() throws {
        #expect(spec.diagnostics == [])
        let catalog = try #require(spec.catalog)
        #expect(catalog.path == "Specs/documents.alerts.yaml")
        #expect(catalog.alerts.map(\.id) == ["deleteDocument", "signIn", "rename"])
        #expect(catalog.actionSheets.map(\.id) == ["photoOptions"])
        #expect(catalog.notifications.map(\.id) == ["bookReady"])
        #expect(catalog.progress.map(\.id) == ["signingOut"])
    }

    @Test func catalogSettingsAndDefaults() throws {
        let catalog = try #require(spec.catalog)
        #expect(catalog.namespace == "Documents")
        #expect(catalog.namespaceRange == nil)
        #expect(catalog.table == "Documents")
        #expect(catalog.developmentLanguage == .english)
        #expect(catalog.locales.map(\.value.identifier) == ["de", "ja"])
        #expect(catalog.locales.map { location($0.range) } == ["3:11", "3:15"])
        #expect(catalog.platforms == [.iphone, .ipad])
        #expect(location(catalog.range) == "2:1")
    }

    @Test func alertWithParameterAndDerivedActionID() throws {
        let alert = try #require(spec.catalog?.alerts.first)
        #expect(alert.kind == .alert)
        #expect(location(alert.idRange) == "5:3")
        #expect(location(alert.range) == "6:5")
        #expect(alert.parameters.map { "\($0.name): \($0.type.rawValue)" } == ["name: String"])
        #expect(location(alert.parameters[0].range) == "6:18")

        let title = try #require(alert.title)
        #expect(title.key == "Documents.deleteDocument.title")
        #expect(!title.hasExplicitKey)
        #expect(title.content == .single(Template(source: "Delete “{name}”?", segments: [.literal("Delete “"), .placeholder("name"), .literal("”?")])))
        #expect(location(title.range) == "7:12")
        #expect(title.contentRange == title.range)
        #expect(alert.message?.key == "Documents.deleteDocument.message")
        #expect(alert.message?.developmentText == "This document will be removed from all your devices. You can’t undo this action.")

        #expect(alert.actions.map(\.id) == ["cancel", "delete"])
        #expect(alert.actions.map(\.hasExplicitID) == [false, true])
        #expect(alert.actions.map(\.role) == [.cancel, .destructive])
        #expect(alert.actions.map(\.title.key) == ["Documents.deleteDocument.actions.cancel", "Documents.deleteDocument.actions.delete"])
        #expect(alert.actions.map(\.title.developmentText) == ["Cancel", "Delete"])
        #expect(alert.actions.map { location($0.range) } == ["10:9", "11:9"])
        #expect(alert.actionsRange.map(location) == "10:7")
        #expect(alert.textFields == [])
        #expect(alert.style == nil)
    }

    @Test func styleExpandsToUIAlertViewTextFields() throws {
        let alert = try #require(spec.catalog?.alerts[1])
        let style = try #require(alert.style)
        #expect(style.value == .loginAndPasswordInput)
        #expect(location(style.range) == "14:12")
        #expect(alert.textFields.map(\.id) == ["login", "password"])
        #expect(alert.textFields.map(\.isSecure) == [false, true])
        #expect(alert.textFields.map(\.contentType) == [.username, .password])
        #expect(alert.textFields.map { $0.placeholder?.developmentText } == ["Login", "Password"])
        #expect(alert.textFields.map { $0.placeholder?.key } == ["Documents.signIn.textFields.login.placeholder", "Documents.signIn.textFields.password.placeholder"])
        #expect(alert.textFields.allSatisfy { $0.range == style.range && $0.placeholder?.range ?? style.range == style.range })
        #expect(alert.actions.map(\.isPreferred) == [false, true])
        #expect(alert.actions.map(\.id) == ["cancel", "signIn"])
    }

    @Test func writtenTextField() throws {
        let alert = try #require(spec.catalog?.alerts[2])
        let field = try #require(alert.textFields.first)
        #expect(alert.textFields.count == 1)
        #expect(field.id == "newName")
        #expect(field.placeholder?.developmentText == "Name")
        #expect(field.placeholder?.key == "Documents.rename.textFields.newName.placeholder")
        #expect(field.autocapitalization == .words)
        #expect(field.keyboard == nil)
        #expect(field.contentType == nil)
        #expect(!field.isSecure)
        #expect(location(field.range) == "22:9")
    }

    @Test func actionSheetWithBareStringAction() throws {
        let sheet = try #require(spec.catalog?.actionSheets.first)
        #expect(sheet.kind == .actionSheet)
        #expect(sheet.title == nil && sheet.message == nil)
        #expect(sheet.actions.map(\.id) == ["delete", "share", "cancel"])
        #expect(sheet.actions.map(\.title.developmentText) == ["Delete Photo", "Share…", "Cancel"])
        #expect(sheet.actions.map(\.title.key) == [
            "Documents.photoOptions.actions.delete", "Documents.photoOptions.actions.share", "Documents.photoOptions.actions.cancel",
        ])
        #expect(location(sheet.actions[1].range) == "30:9")
        #expect(sheet.actions[1].title.range == sheet.actions[1].range)
    }

    @Test func notificationWithDerivedCategoryID() throws {
        let notification = try #require(spec.catalog?.notifications.first)
        #expect(notification.parameters.map(\.name) == ["book"])
        #expect(notification.title?.key == "Documents.bookReady.title")
        #expect(notification.body.key == "Documents.bookReady.body")
        #expect(notification.body.content.primaryTemplate.placeholders == ["book"])
        #expect(notification.sound?.value == .file("chime.caf"))
        #expect(notification.sound.map { location($0.range) } == "37:12")
        #expect(notification.badge == nil && notification.trigger == nil && notification.subtitle == nil)

        let category = try #require(notification.category)
        #expect(category.id == "BOOK_READY")
        #expect(!category.hasExplicitID)
        #expect(location(category.keyRange) == "38:5")
        #expect(category.actions.map(\.id) == ["directions", "renew"])
        #expect(category.actions.map(\.options) == [[.foreground], []])
        #expect(category.actions.map(\.title.key) == ["Documents.bookReady.actions.directions", "Documents.bookReady.actions.renew"])
        #expect(category.hiddenPreviewsBodyPlaceholder == nil)
    }

    @Test func progressOverlay() throws {
        let overlay = try #require(spec.catalog?.progress.first)
        #expect(overlay.mode == .indeterminate)
        #expect(overlay.title?.developmentText == "Signing Out…")
        #expect(overlay.cancel?.key == "Documents.signingOut.cancel")
        #expect(overlay.cancel?.developmentText == "Cancel")
        #expect(overlay.message == nil)
    }

    @Test func allTextsAreInSourceOrder() throws {
        let catalog = try #require(spec.catalog)
        #expect(catalog.allTexts.count == 22)
        #expect(catalog.allTexts.map(\.range) == catalog.allTexts.map(\.range).sorted())
    }
}
