import AlertDiagnostics
import AlertSpec
import Testing

/// One small file per format error: it must report exactly that error, with that message, at
/// the marker.
struct FormatErrorExample: Sendable, CustomTestStringConvertible {
    let id: FormatErrorID
    let yaml: String
    let message: String

    var testDescription: String { id.rawValue }
}

let formatErrorExamples: [FormatErrorExample] = [
    FormatErrorExample(
        id: .missingKey,
        yaml: """
            1️⃣alerts:
              done: {title: Done}
            """,
        message: "the file has no 'version'; add 'version: 1' at the top"
    ),
    FormatErrorExample(
        id: .unknownKey,
        yaml: """
            version: 1
            alerts:
              deleteDocument:
                message: This cannot be undone.
                1️⃣titel: Delete?
            """,
        message: "unknown key 'titel' in alert 'deleteDocument'; did you mean 'title'?"
    ),
    FormatErrorExample(
        id: .wrongType,
        yaml: """
            version: 1
            alerts:
              renameAlbum:
                title: Rename Album
                actions:
                  - {id: rename, title: Rename, preferred: 1️⃣yes}
            """,
        message: "expected a boolean (true or false) for 'preferred', found the string \"yes\"; YAML 1.2 reads 'yes' as a string, write true or false"
    ),
    FormatErrorExample(
        id: .invalidValue,
        yaml: """
            version: 1
            alerts:
              discard:
                title: Discard?
                actions:
                  - {title: Keep, role: 1️⃣Cancel}
            """,
        message: "invalid value 'Cancel' for 'role': expected 'default', 'cancel' or 'destructive'; did you mean 'cancel'?"
    ),
    FormatErrorExample(
        id: .invalidID,
        yaml: """
            version: 1
            alerts:
              1️⃣Delete-Document:
                title: Delete?
            """,
        message: "alert id 'Delete-Document' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter); did you mean 'deleteDocument'?"
    ),
    FormatErrorExample(
        id: .duplicateID,
        yaml: """
            version: 1
            alerts:
              done: {title: Done}
            progress:
              1️⃣done: {title: Finishing…}
            """,
        message: "id 'done' is already used by alert 'done'; definitions become functions of one namespace, so ids must be unique in the file"
    ),
    FormatErrorExample(
        id: .reservedID,
        yaml: """
            version: 1
            alerts:
              update:
                title: Update available
                actions:
                  - {id: 1️⃣continue, title: Continue}
            """,
        message: "action id 'continue' is a Swift keyword; ids become Swift names in generated code, choose another"
    ),
    FormatErrorExample(
        id: .invalidNamespace,
        yaml: """
            version: 1
            namespace: 1️⃣photo-library
            alerts:
              done: {title: Done}
            """,
        message: "namespace 'photo-library' is not an UpperCamelCase Swift type name (ASCII letters and digits, starting with an upper-case letter); did you mean 'PhotoLibrary'?"
    ),
    FormatErrorExample(
        id: .unsupportedVersion,
        yaml: """
            version: 1️⃣2
            alerts:
              done: {title: Done}
            """,
        message: "unsupported format version 2; this alertlint reads version 1"
    ),
    FormatErrorExample(
        id: .noDefinitions,
        yaml: """
            version: 1
            1️⃣alerts: {}
            """,
        message: "the file defines nothing; add at least one definition under 'alerts', 'actionSheets', 'notifications', 'progress', 'flows', 'sounds' or 'broadcasts'"
    ),
    FormatErrorExample(
        id: .unknownPlaceholder,
        yaml: """
            version: 1
            alerts:
              deleteDocument:
                parameters: {name: String}
                title: Delete “1️⃣{nmae}”?
            """,
        message: "placeholder '{nmae}' in 'title' of alert 'deleteDocument' names no parameter; did you mean '{name}'?"
    ),
    FormatErrorExample(
        id: .unbalancedBrace,
        yaml: """
            version: 1
            alerts:
              syntax:
                title: Type 1️⃣{ to open a block
            """,
        message: "'{' in 'title' of alert 'syntax' has no closing '}'; write '{{' for a literal brace"
    ),
    FormatErrorExample(
        id: .pluralMissingOther,
        yaml: """
            version: 1
            alerts:
              deletePhotos:
                parameters: {count: Int}
                1️⃣message:
                  plural: count
                  one: This photo will be deleted.
            """,
        message: "plural 'message' of alert 'deletePhotos' has no 'other' variant; every language uses 'other', so it is required"
    ),
    FormatErrorExample(
        id: .invalidParameterReference,
        yaml: """
            version: 1
            alerts:
              deletePhotos:
                parameters: {count: Int, album: String}
                message:
                  plural: 1️⃣album
                  other: "{count} photos will be deleted."
            """,
        message: "'plural' in 'message' of alert 'deletePhotos' names parameter 'album' of type String; a plural is picked by an Int parameter"
    ),
    FormatErrorExample(
        id: .outOfRange,
        yaml: """
            version: 1
            notifications:
              bookReady:
                body: Your book is ready.
                relevanceScore: 1️⃣1.5
            """,
        message: "'relevanceScore' must be between 0 and 1, found 1.5"
    ),
    FormatErrorExample(
        id: .conflictingKeys,
        yaml: """
            version: 1
            alerts:
              signIn:
                title: Sign In
                style: loginAndPasswordInput
                1️⃣textFields:
                  - {id: username}
            """,
        message: "'textFields' cannot be used with 'style: loginAndPasswordInput' in alert 'signIn', which already stands for text fields; write every field under 'textFields' and remove 'style'"
    ),
    FormatErrorExample(
        id: .invalidLocale,
        yaml: """
            version: 1
            locales: [de, 1️⃣e]
            alerts:
              done: {title: Done}
            """,
        message: "locale 'e' is not a BCP 47 locale id such as 'de', 'pt-BR' or 'zh-Hans'"
    ),
    FormatErrorExample(
        id: .invalidReference,
        yaml: """
            version: 1
            progress:
              signingOut: {title: Signing Out…}
            flows:
              signOut: {progress: 1️⃣signingOt}
            """,
        message: "'progress' of flow 'signOut' names 'signingOt', which this file does not define; did you mean 'signingOut'?"
    ),
    FormatErrorExample(
        id: .parameterTypeConflict,
        yaml: """
            version: 1
            alerts:
              confirmSync:
                parameters: {count: Int}
                title: Sync {count} items?
                actions: [{title: Cancel, role: cancel}, Sync]
            progress:
              syncing:
                parameters: {count: String}
                title: Syncing {count}…
            flows:
              sync: {confirm: confirmSync, progress: 1️⃣syncing}
            """,
        message: "flow 'sync' takes 'count' for both 'confirmSync' (Int) and 'syncing' (String); a flow's parameters are its definitions' parameters, each name with one type, so rename one or give both one type"
    ),
]

@Suite struct FormatErrorCatalogTests {
    @Test func everyFormatErrorHasAnExample() {
        let covered = Set(formatErrorExamples.map(\.id.rawValue))
        let all = Set(FormatErrorID.allCases.map(\.rawValue))
        #expect(all.subtracting(covered).sorted() == [])
    }

    @Test(arguments: formatErrorExamples)
    func reportsExactlyThisError(_ example: FormatErrorExample) {
        assertDiagnostic(example.yaml, example.id, example.message)
    }

    /// House style: messages start in lower case (or with a quoted name) and end without a period.
    @Test(arguments: formatErrorExamples)
    func messageFollowsHouseStyle(_ example: FormatErrorExample) {
        let spec = parse(MarkedSource(example.yaml).text)
        for diagnostic in spec.diagnostics {
            let first = diagnostic.message.unicodeScalars.first!
            #expect(!(first.properties.isUppercase), "\(diagnostic.message)")
            #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)")
            #expect(diagnostic.severity == .error)
        }
    }
}
