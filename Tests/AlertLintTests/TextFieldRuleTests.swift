import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

@Suite struct TextFieldRuleTests {
    static func alert(_ fields: String, actions: String = "[{title: Cancel, role: cancel}, {title: OK, preferred: true}]") -> String {
        """
        alerts:
          ask:
            title: Ask
            textFields:
        \(fields.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            actions: \(actions)
        """
    }

    // MARK: text-field-count

    @Test func countOptionMaxChangesTheLimit() throws {
        let yaml = Self.alert("- {id: a, placeholder: A}\n- {id: b, placeholder: B}")
        #expect(try RuleTest.lint(TextFieldCountRule.self, yaml).isEmpty)
        var options = TextFieldCountRule.Options()
        options.max = 1
        let findings = try RuleTest.lint(TextFieldCountRule.self, yaml, options: options)
        #expect(findings.map(\.message) == [
            "alert 'ask' has 2 text fields, more than 1; ask for at most 1 things here and collect the rest on a screen of its own",
        ])
        let three = Self.alert("- {id: a, placeholder: A}\n- {id: b, placeholder: B}\n- {id: c, placeholder: C}")
        #expect(try RuleTest.lint(TextFieldCountRule.self, three).count == 1)
        options.max = 3
        #expect(try RuleTest.lint(TextFieldCountRule.self, three, options: options).isEmpty)
    }

    // MARK: text-entry-button-count

    @Test func textEntryAllowsCancelPlusOne() throws {
        let two = Self.alert("- {id: a, placeholder: A}")
        #expect(try RuleTest.lint(TextEntryButtonCountRule.self, two).isEmpty)
        let three = Self.alert("- {id: a, placeholder: A}", actions: "[{title: Cancel, role: cancel}, Save, Save and Close]")
        let findings = try RuleTest.lint(TextEntryButtonCountRule.self, three)
        #expect(findings.map(\.message) == [
            "alert 'ask' has a text field and 3 actions; keep Cancel and the one action that uses the entered text",
        ])
    }

    // MARK: text-field-secure

    @Test func identifierWordsSplitAtHumpsAcronymsAndPunctuation() {
        #expect(TextFieldRoles.identifierWords("newPassword") == ["new", "password"])
        #expect(TextFieldRoles.identifierWords("userPIN") == ["user", "pin"])
        #expect(TextFieldRoles.identifierWords("PINCode") == ["pin", "code"])
        #expect(TextFieldRoles.identifierWords("E-mail or Username") == ["e", "mail", "or", "username"])
        #expect(TextFieldRoles.identifierWords("pin2fa") == ["pin2fa"])
        #expect(TextFieldRoles.identifierWords("") == [])
    }

    @Test func secureRuleCases() throws {
        func messages(_ fields: String) throws -> [String] {
            try RuleTest.lint(TextFieldSecureRule.self, Self.alert(fields)).map(\.message)
        }
        // A secure field with content type password is fine (RULES.md edge case).
        #expect(try messages("- {id: password, placeholder: Password, secure: true, contentType: password}").isEmpty)
        #expect(try messages("- {id: code, placeholder: Code, secure: true, contentType: oneTimeCode}").isEmpty)
        #expect(try messages("- {id: fresh, placeholder: New Password, secure: true, contentType: newPassword}").isEmpty)
        #expect(try messages("- {id: pin, placeholder: Enter PIN}") == [
            "text field 'pin' of alert 'ask' says 'pin' but is not secure; add 'secure: true' so what is typed stays hidden",
        ])
        #expect(try messages("- {id: secret, placeholder: Secret, contentType: newPassword}") == [
            "text field 'secret' of alert 'ask' has content type 'newPassword' but is not secure; add 'secure: true' so what is typed stays hidden",
        ])
        #expect(try messages("- {id: answer, placeholder: Your Passphrase}").count == 1)
        #expect(try messages("- {id: token, placeholder: Token, secure: true, contentType: username}") == [
            "secure text field 'token' of alert 'ask' has content type 'username'; set contentType to password, newPassword or oneTimeCode so AutoFill can fill it",
        ])
        #expect(try messages("- {id: token, placeholder: Token, secure: true}") == [
            "secure text field 'token' of alert 'ask' has no content type; set contentType to password, newPassword or oneTimeCode so AutoFill can fill it",
        ])
        // Whole words only: "Spinner", "pinned" and "Opinion" say nothing about PINs.
        #expect(try messages("- {id: spinnerName, placeholder: Opinion}\n- {id: pinnedTitle, placeholder: Title}").isEmpty)
    }

    @Test func secureRuleJudgesTheShorthands() throws {
        let yaml = """
            alerts:
              signIn:
                title: Sign In
                style: loginAndPasswordInput
                actions: [{title: Cancel, role: cancel}, Sign In]
            """
        #expect(try RuleTest.lint(TextFieldSecureRule.self, yaml).isEmpty)
    }

    // MARK: text-field-login-order

    @Test func loginOrderFixItMovesTheUsernameAboveThePassword() throws {
        let file = RuleTest.source("""
            alerts:
              signIn:
                title: Sign In
                textFields:
                  - {id: note, placeholder: Note}
                  - id: password
                    placeholder: Password
                    secure: true
                    contentType: password
                  - {id: login, placeholder: Login}
                actions: [{title: Cancel, role: cancel}, Sign In]
            """)
        let findings = try RuleTest.lint(TextFieldLoginOrderRule.self, file)
        #expect(RuleTest.locations(findings, in: file) == ["11:9"])
        #expect(findings.map(\.message) == [
            "username field 'login' of alert 'signIn' comes after password field 'password'; put the username field first",
        ])
        let fixed = RuleTest.applyingFixIts(findings, to: file)
        #expect(fixed == """
            version: 1
            alerts:
              signIn:
                title: Sign In
                textFields:
                  - {id: note, placeholder: Note}
                  - {id: login, placeholder: Login}
                  - id: password
                    placeholder: Password
                    secure: true
                    contentType: password
                actions: [{title: Cancel, role: cancel}, Sign In]
            """)
        let refixed = SourceFile(path: file.path, text: fixed)
        #expect(try RuleTest.lint(TextFieldLoginOrderRule.self, refixed).isEmpty)
        #expect(try RuleTest.catalog(refixed).alerts[0].textFields.map(\.id) == ["note", "login", "password"])
    }

    @Test func loginOrderNeedsASecureFieldBeforeAUsernameField() throws {
        // Email content type, after a non-secure field: fine.
        #expect(try RuleTest.lint(TextFieldLoginOrderRule.self, Self.alert(
            "- {id: name, placeholder: Name}\n- {id: mail, placeholder: Address, contentType: emailAddress, keyboard: emailAddress}"
        )).isEmpty)
        // A secure "account password" field is a password field, not a username field.
        #expect(try RuleTest.lint(TextFieldLoginOrderRule.self, Self.alert(
            "- {id: password, placeholder: Password, secure: true, contentType: password}\n"
                + "- {id: accountPassword, placeholder: Confirm, secure: true, contentType: password}"
        )).isEmpty)
        #expect(try RuleTest.lint(TextFieldLoginOrderRule.self, Self.alert(
            "- {id: password, placeholder: Password, secure: true, contentType: password}\n- {id: who, placeholder: Email}"
        )).count == 1)
    }

    // MARK: text-field-placeholder

    @Test func placeholderRuleNamesTheField() throws {
        let findings = try RuleTest.lint(TextFieldPlaceholderRule.self, Self.alert("- {id: a}\n- {id: b, placeholder: B}"))
        #expect(findings.map(\.message) == [
            "text field 'a' of alert 'ask' has no placeholder; add one that names what to type, as alert fields have no label",
        ])
    }

    @Test func placeholderRuleExplainsTheShorthand() throws {
        let yaml = """
            alerts:
              confirm:
                title: Confirm Purchase
                style: secureTextInput
                actions: [{title: Cancel, role: cancel}, Buy]
            """
        #expect(try RuleTest.lint(TextFieldPlaceholderRule.self, yaml).map(\.message) == [
            "text field 'password' of alert 'confirm' has no placeholder, as 'style: secureTextInput' gives none; "
                + "write the field under textFields with a placeholder that names what to type",
        ])
    }

    // MARK: text-field-keyboard

    @Test func keyboardRuleCountsAMissingKeyboardAndIsInfo() throws {
        let findings = try RuleTest.lint(TextFieldKeyboardRule.self, Self.alert(
            "- {id: site, placeholder: Website, contentType: URL}\n- {id: code, placeholder: Code, contentType: oneTimeCode, keyboard: numberPad}"
        ))
        #expect(findings.map(\.message) == [
            "text field 'site' of alert 'ask' has content type URL but no keyboard (the default one); set 'keyboard: URL'",
        ])
        #expect(findings.map(\.severity) == [.info])
        #expect(try RuleTest.lint(TextFieldKeyboardRule.self, Self.alert(
            "- {id: phone, placeholder: Phone, contentType: telephoneNumber, keyboard: decimalPad}"
        )).map(\.message) == [
            "text field 'phone' of alert 'ask' has content type telephoneNumber but the decimalPad keyboard; set 'keyboard: phonePad'",
        ])
    }

    // MARK: Action sheets

    /// Text fields on a sheet are text-field-in-action-sheet's finding alone.
    @Test func textFieldRulesSkipActionSheets() throws {
        let yaml = """
            actionSheets:
              odd:
                textFields:
                  - {id: pin}
                  - {id: password, secure: true}
                  - {id: email, contentType: emailAddress}
                actions: [One, Two, Three]
            """
        #expect(try RuleTest.lint(TextFieldCountRule.self, yaml, options: { var o = TextFieldCountRule.Options(); o.max = 1; return o }()).isEmpty)
        #expect(try RuleTest.lint(TextEntryButtonCountRule.self, yaml).isEmpty)
        #expect(try RuleTest.lint(TextFieldSecureRule.self, yaml).isEmpty)
        #expect(try RuleTest.lint(TextFieldLoginOrderRule.self, yaml).isEmpty)
        #expect(try RuleTest.lint(TextFieldPlaceholderRule.self, yaml).isEmpty)
        #expect(try RuleTest.lint(TextFieldKeyboardRule.self, yaml).isEmpty)
    }
}
