import AlertDiagnostics
@testable import AlertSpec
import Testing

/// A text field's `text:` (initial text, a Text) and `required:` (the preferred action waits
/// for it): decision 0040's extension of the format.
@Suite struct TextFieldKeysTests {
    @Test func initialTextAndRequiredDecode() throws {
        let catalog = try #require(decodeValid(
            """
            version: 1
            alerts:
              renameAlbum:
                parameters: {name: String}
                title: Rename Album
                textFields:
                  - {id: newName, placeholder: Name, text: "{name}", required: true}
                  - {id: note}
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: rename, title: Rename, preferred: true}
            """
        ))
        let fields = try #require(catalog.alerts.first).textFields
        #expect(fields.map(\.isRequired) == [true, false])
        let text = try #require(fields[0].text)
        #expect(text.developmentText == "{name}")
        #expect(text.key == "T.renameAlbum.textFields.newName.text")
        #expect(fields[1].text == nil)
        // The initial text is a text of the definition: string tables and lint see it.
        #expect(catalog.alerts[0].texts.contains(text))
    }

    @Test func credentialFieldsAreTheSecureAndCredentialContentTypes() {
        let range = ByteRange(start: 0, end: 0)
        #expect(TextField(id: "a", isSecure: true, range: range).isCredential)
        for type in [TextField.ContentType.username, .password, .newPassword, .oneTimeCode, .emailAddress] {
            #expect(TextField(id: "a", contentType: type, range: range).isCredential, "\(type)")
        }
        for type in [TextField.ContentType.name, .telephoneNumber, .url] {
            #expect(!TextField(id: "a", contentType: type, range: range).isCredential, "\(type)")
        }
        #expect(!TextField(id: "a", range: range).isCredential)
    }

    @Test func badValuesArePositionedFormatErrors() {
        assertDiagnostics(
            """
            version: 1
            alerts:
              a:
                title: A
                actions: [OK]
                textFields:
                  - {id: one, required: 1️⃣yes}
                  - {id: two, text: "2️⃣{missing}"}
                  - {id: three, text: 3️⃣[a]}
            """,
            [
                Expected("1️⃣", .wrongType, "expected a boolean (true or false) for 'required', found the string \"yes\"; YAML 1.2 reads 'yes' as a string, write true or false"),
                Expected("2️⃣", .unknownPlaceholder, "placeholder '{missing}' in 'text' of text field 2 of alert 'a' names no parameter; declare it under 'parameters:' (for example 'missing: String'), or write '{{' and '}}' for literal braces"),
                Expected("3️⃣", .wrongType, "expected a text (a string, or a mapping with 'text') for 'text', found a list"),
            ]
        )
    }
}
