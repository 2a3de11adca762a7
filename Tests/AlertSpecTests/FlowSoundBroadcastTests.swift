import AlertDiagnostics
import AlertSpec
import Testing

@Suite struct FlowTests {
    static let definitions = """
        version: 1
        alerts:
          confirmSignOut:
            title: Sign Out?
            actions:
              - {title: Cancel, role: cancel}
              - {id: signOut, title: Sign Out, role: destructive}
          signOutFailed:
            parameters: {error: String, account: String}
            title: Couldn’t Sign Out {account}
            message: "{error}"
            actions: [OK]
          signedOut: {title: Signed Out, actions: [OK]}
          chooseSync:
            title: Sync Now?
            actions: [{title: Cancel, role: cancel}, Sync Photos, Sync Everything]
        notifications:
          done: {body: Done}
        progress:
          signingOut:
            parameters: {account: String}
            title: Signing Out of {account}…
            cancel: Cancel

        """

    @Test func everyKeyDecodesAndTheFlowTakesItsDefinitionsParameters() throws {
        let catalog = try #require(decodeValid(Self.definitions + """
            flows:
              signOut:
                confirm: confirmSignOut
                progress: signingOut
                success: signedOut
                failure: signOutFailed
                delay: 0.25
                minimumDuration: 1
            """))
        let flow = try #require(catalog.flows.first)
        #expect(flow.confirm?.value == "confirmSignOut")
        #expect(flow.start?.value == "signOut" && !flow.hasExplicitStart, "the only non-cancel action starts the work")
        #expect(flow.progress.value == "signingOut")
        #expect(flow.success?.value == "signedOut")
        #expect(flow.failure?.value == "signOutFailed")
        #expect(flow.delay.value == 0.25 && flow.minimumDuration.value == 1)
        // `error` is the flow's to fill in; `account` is declared twice with one type.
        #expect(flow.parameters.map(\.name) == ["account"])
    }

    @Test func defaultsAndAFlowWithoutConfirm() throws {
        let catalog = try #require(decodeValid(Self.definitions + """
            flows:
              quietSignOut: {progress: signingOut}
            """))
        let flow = try #require(catalog.flows.first)
        #expect(flow.confirm == nil && flow.start == nil)
        #expect(flow.delay.value == FlowDefinition.defaultDelay)
        #expect(flow.minimumDuration.value == FlowDefinition.defaultMinimumDuration)
    }

    @Test func aFlowMayComeBeforeTheDefinitionsItNames() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            flows:
              sync: {confirm: chooseSync, start: syncPhotos, progress: syncing}
            actionSheets:
              chooseSync:
                actions: [{title: Cancel, role: cancel}, Sync Photos, Sync Everything]
            progress:
              syncing: {title: Syncing…}
            """))
        #expect(catalog.flows.first?.start?.value == "syncPhotos")
        #expect(catalog.flows.first?.hasExplicitStart == true)
    }

    @Test func referencesToMissingOrWrongKindsAreErrorsAtTheReference() {
        assertDiagnostics(Self.definitions + """
            flows:
              a: {confirm: 1️⃣done, progress: signingOut}
              b: {progress: 2️⃣confirmSignOut}
              c: {progress: signingOut, failure: 3️⃣nothing}
              d: {progress: signingOut, success: 4️⃣signingOut}
            """, [
            Expected("1️⃣", .invalidReference, "'confirm' of flow 'a' names notification 'done'; it must name an alert or action sheet"),
            Expected("2️⃣", .invalidReference, "'progress' of flow 'b' names alert 'confirmSignOut'; it must name a progress overlay"),
            Expected("3️⃣", .invalidReference, "'failure' of flow 'c' names 'nothing', which this file does not define; it must name an alert of this file: 'chooseSync', 'confirmSignOut', 'signOutFailed' or 'signedOut'"),
            Expected("4️⃣", .invalidReference, "'success' of flow 'd' names progress 'signingOut'; it must name an alert"),
        ])
    }

    @Test func startMustNameANonCancelActionAndIsNeededWhenSeveralCouldStart() {
        assertDiagnostics(Self.definitions + """
            flows:
              a: {confirm: 1️⃣chooseSync, progress: signingOut}
              b: {confirm: confirmSignOut, start: 2️⃣cancel, progress: signingOut}
              c: {confirm: confirmSignOut, start: 3️⃣signOt, progress: signingOut}
              d: {4️⃣start: signOut, progress: signingOut}
              5️⃣e: {confirm: confirmSignOut}
            """, [
            Expected("1️⃣", .missingKey, "flow 'a' needs 'start': 'chooseSync' has 2 actions besides its cancel ('syncPhotos' and 'syncEverything'); name the one that starts the work"),
            Expected("2️⃣", .invalidReference, "'start' of flow 'b' names 'cancel', the cancel action of 'confirmSignOut'; a cancel action ends the flow as cancelled, so 'start' must name another action"),
            Expected("3️⃣", .invalidReference, "'start' of flow 'c' names 'signOt', which is not an action of 'confirmSignOut'; did you mean 'signOut'?"),
            Expected("4️⃣", .missingKey, "'start' names an action of the flow's 'confirm', and flow 'd' has no 'confirm'; add 'confirm', or remove 'start'"),
            Expected("5️⃣", .missingKey, "flow 'e' has no 'progress'; add the id of the progress overlay shown while the work runs"),
        ])
    }

    @Test func secondsAreNumbersZeroOrMore() {
        assertDiagnostics(Self.definitions + """
            flows:
              a: {progress: signingOut, delay: 1️⃣-1, minimumDuration: 2️⃣soon}
            """, [
            Expected("1️⃣", .outOfRange, "'delay' must be a number of seconds, 0 or more, found -1"),
            Expected("2️⃣", .wrongType, "expected a number for 'minimumDuration', found the string \"soon\""),
        ])
    }

    @Test func theFailureAlertsErrorMustBeAString() {
        assertDiagnostics("""
            version: 1
            alerts:
              failed:
                parameters: {1️⃣error: Int}
                title: Failed with {error}
                actions: [OK]
            progress:
              working: {title: Working…}
            flows:
              work: {progress: working, failure: 2️⃣failed}
            """, [
            Expected("2️⃣", .parameterTypeConflict, "flow 'work' shows 'failed' when the work throws and fills its 'error' parameter with the error's description, a String; 'failed' declares it Int",
                     notes: [("1️⃣", "'error' is declared here")]),
        ])
    }

    @Test func aFlowNamingADefinitionWithItsOwnErrorIsLeftOutSilently() throws {
        let spec = parse("""
            version: 1
            progress:
              working: {title: Working…, mode: sometimes}
            flows:
              work: {progress: working}
            """)
        #expect(spec.diagnostics.map(\.id) == ["invalid-value"])
        #expect(spec.catalog?.flows.isEmpty == true)
    }
}

@Suite struct SoundTests {
    @Test func everyKeyDecodes() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            sounds:
              messageSent: {file: sent.caf}
              warning: {file: alarm.caf, alert: true, vibrate: true, haptic: warning}
              tap: {haptic: selection}
              buzz: {vibrate: true}
            """))
        #expect(catalog.sounds.map(\.id) == ["messageSent", "warning", "tap", "buzz"])
        #expect(catalog.sounds.map { $0.file?.value } == ["sent.caf", "alarm.caf", nil, nil])
        #expect(catalog.sounds.map(\.isAlert) == [false, true, false, false])
        #expect(catalog.sounds.map(\.vibrates) == [false, true, false, true])
        #expect(catalog.sounds.map { $0.haptic?.value } == [nil, .warning, .selection, nil])
        #expect(SoundDefinition.Haptic.rigid.generator == .impact)
        #expect(SoundDefinition.Haptic.error.generator == .notification)
    }

    @Test func aSoundThatPlaysNothingIsAnError() {
        assertDiagnostics("""
            version: 1
            sounds:
              1️⃣silent: {vibrate: false}
              loud: {2️⃣alert: true, haptic: heavy}
              tap: {haptic: 3️⃣hevy}
            """, [
            Expected("1️⃣", .missingKey, "sound 'silent' plays nothing; add 'file' (a sound file), 'vibrate: true' or 'haptic'"),
            Expected("2️⃣", .missingKey, "sound 'loud' has 'alert: true' but no 'file' to play as an alert sound; add 'file', or remove 'alert'"),
            Expected("3️⃣", .invalidValue, "invalid value 'hevy' for 'haptic': expected 'success', 'warning', 'error', 'light', 'medium', 'heavy', 'soft', 'rigid' or 'selection'; did you mean 'heavy'?"),
        ])
    }
}

@Suite struct BroadcastTests {
    @Test func everyKeyDecodes() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            namespace: PhotoLibrary
            broadcasts:
              albumDidChange:
                subject: AlbumStore
                isolation: async
                comment: An album's photos or title changed.
                payload:
                  albumID: UUID
                  title: String?
                  photoIDs: [UUID]
                  addedAt: "[Date]?"
                  count: Int
              uploadWillStart:
                name: com.example.UploadWillStart
            """))
        let album = try #require(catalog.broadcasts.first)
        #expect(album.name == "PhotoLibrary.albumDidChange" && album.nameRange == nil)
        #expect(album.subject?.value == "AlbumStore")
        #expect(album.isolation == .async)
        #expect(album.comment == "An album's photos or title changed.")
        #expect(album.payload.map(\.name) == ["albumID", "title", "photoIDs", "addedAt", "count"])
        #expect(album.payload.map(\.type.description) == ["UUID", "String?", "[UUID]", "[Date]?", "Int"])
        let upload = try #require(catalog.broadcasts.last)
        #expect(upload.name == "com.example.UploadWillStart" && upload.nameRange != nil)
        #expect(upload.isolation == .mainActor && upload.payload.isEmpty)
    }

    @Test func badTypesNamesAndSubjectsAreErrors() {
        assertDiagnostics("""
            version: 1
            broadcasts:
              a:
                subject: 1️⃣album store
                isolation: 2️⃣main
                payload:
                  3️⃣AlbumID: UUID
                  size: 4️⃣Float
                  title: 5️⃣Strng?
                  tags: 6️⃣[String, Int]
            """, [
            Expected("1️⃣", .invalidValue, "'subject' 'album store' is not a Swift type name (ASCII letters, digits and underscores, optionally qualified by a module: 'PhotoStore', 'MyKit.Album')"),
            Expected("2️⃣", .invalidValue, "invalid value 'main' for 'isolation': expected 'mainActor' or 'async'"),
            Expected("3️⃣", .invalidID, "payload property name 'AlbumID' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'albumID'?"),
            Expected("4️⃣", .invalidValue, "invalid payload type 'Float' for 'size': expected 'String', 'Int', 'Double', 'Bool', 'Date', 'URL', 'Data' or 'UUID'"),
            Expected("5️⃣", .invalidValue, "invalid payload type 'Strng?' for 'title': expected a payload type ('String', 'Int', 'Double', 'Bool', 'Date', 'URL', 'Data' or 'UUID', '[Type]' for an array, a trailing '?' for an optional); did you mean 'String?'?"),
            Expected("6️⃣", .invalidValue, "a list as the type of 'tags' makes an array of one type; write one of 'String', 'Int', 'Double', 'Bool', 'Date', 'URL', 'Data' or 'UUID' as its only item"),
        ])
    }

    @Test func idsAreSharedWithEveryOtherCollection() {
        assertDiagnostics("""
            version: 1
            alerts:
              albumDidChange: {title: Changed, actions: [OK]}
            broadcasts:
              1️⃣albumDidChange: {}
            """, [
            Expected("1️⃣", .duplicateID, "id 'albumDidChange' is already used by alert 'albumDidChange'; definitions become functions of one namespace, so ids must be unique in the file"),
        ])
    }
}
