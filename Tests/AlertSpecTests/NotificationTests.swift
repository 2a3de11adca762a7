import AlertDiagnostics
import AlertSpec
import Testing

@Suite struct NotificationTests {
    @Test func everyKeyDecodes() throws {
        let notification = try #require(decodeValid("""
            version: 1
            notifications:
              orderShipped:
                parameters: {count: Int, order: String}
                title: Order shipped
                subtitle: "{order}"
                body: Your order is on its way.
                sound: default
                badge: count
                threadIdentifier: orders
                interruptionLevel: timeSensitive
                relevanceScore: 0.8
                launchImage: Shipped.png
                trigger: {at: {hour: 9, minute: 30, weekday: 2}, repeats: true}
                category:
                  id: ORDER
                  hiddenPreviewsBodyPlaceholder: "%u new orders"
                  actions:
                    - {id: track, title: Track, options: [foreground, authenticationRequired]}
                    - {title: Cancel Order, options: [destructive]}
                    - title: Message
                      textInput: {button: Send, placeholder: Your message}
            """)?.notifications.first)
        #expect(notification.subtitle?.content.primaryTemplate.placeholders == ["order"])
        #expect(notification.sound?.value == .default)
        #expect(notification.badge?.value == .parameter("count"))
        #expect(notification.threadIdentifier?.value == "orders")
        #expect(notification.interruptionLevel?.value == .timeSensitive)
        #expect(notification.relevanceScore?.value == 0.8)
        #expect(notification.launchImage?.value == "Shipped.png")
        #expect(notification.trigger?.value == .calendar(hour: 9, minute: 30, weekday: 2, repeats: true))
        let category = try #require(notification.category)
        #expect(category.id == "ORDER" && category.hasExplicitID)
        #expect(category.hiddenPreviewsBodyPlaceholder?.key == "T.orderShipped.category.hiddenPreviewsBodyPlaceholder")
        #expect(category.actions.map(\.id) == ["track", "cancelOrder", "message"])
        #expect(category.actions.map(\.hasExplicitID) == [true, false, false])
        #expect(category.actions.map(\.options) == [[.foreground, .authenticationRequired], [.destructive], []])
        let textInput = try #require(category.actions[2].textInput)
        #expect(textInput.button?.developmentText == "Send")
        #expect(textInput.button?.key == "T.orderShipped.actions.message.textInput.button")
        #expect(textInput.placeholder?.key == "T.orderShipped.actions.message.textInput.placeholder")
    }

    @Test func soundBadgeAndTriggerVariants() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            notifications:
              a: {body: A, sound: none, badge: 0, trigger: {after: 5}}
              b: {body: B, sound: "chime.caf", badge: 12, trigger: {at: {hour: 0, minute: 59}}}
            """))
        #expect(catalog.notifications.map { $0.sound?.value } == [NotificationDefinition.Sound.none, .file("chime.caf")])
        #expect(catalog.notifications.map { $0.badge?.value } == [.count(0), .count(12)])
        #expect(catalog.notifications.map { $0.trigger?.value } == [
            .timeInterval(seconds: 5, repeats: false), .calendar(hour: 0, minute: 59, weekday: nil, repeats: false),
        ])
    }

    @Test func soundKeywordsAreExact() {
        assertDiagnostic(
            "version: 1\nnotifications:\n  a: {body: A, sound: 1️⃣Default}\n",
            .invalidValue, "invalid value 'Default' for 'sound': expected 'default' or 'none'; did you mean 'default'?")
    }

    @Test func badgeProblems() {
        assertDiagnostics(
            """
            version: 1
            notifications:
              a: {body: A, badge: 1️⃣-1}
              b: {body: B, badge: 2️⃣unread}
              c: {body: C, parameters: {unread: String}, badge: 3️⃣unread}
              d: {body: D, parameters: {unread: Int}, badge: 4️⃣unred}
              e: {body: E, badge: 5️⃣1.5}
              f: {body: F, badge: 6️⃣"3"}
            """,
            [
                Expected("1️⃣", .outOfRange, "'badge' must be 0 or more, found -1; 0 clears the badge"),
                Expected("2️⃣", .invalidParameterReference, "'badge' names 'unread', which is not a parameter of notification 'b'; declare it under 'parameters:' as 'unread: Int', or write a number"),
                Expected("3️⃣", .invalidParameterReference, "'badge' names parameter 'unread' of type String; a badge count is an Int parameter"),
                Expected("4️⃣", .invalidParameterReference, "'badge' names 'unred', which is not a parameter of notification 'd'; did you mean 'unread'?"),
                Expected("5️⃣", .wrongType, "expected a badge count (an integer 0 or more) or the name of an Int parameter for 'badge', found the number 1.5"),
                Expected("6️⃣", .wrongType, "expected a badge count (an integer 0 or more) or the name of an Int parameter for 'badge', found the quoted string \"3\""),
            ]
        )
    }

    @Test func relevanceScoreRange() {
        assertDiagnostics(
            """
            version: 1
            notifications:
              a: {body: A, relevanceScore: 1️⃣-0.1}
              b: {body: B, relevanceScore: 2️⃣.inf}
              c: {body: C, relevanceScore: 0}
            """,
            [
                Expected("1️⃣", .outOfRange, "'relevanceScore' must be between 0 and 1, found -0.1"),
                Expected("2️⃣", .outOfRange, "'relevanceScore' must be between 0 and 1, found .inf"),
            ]
        )
    }

    @Test func triggerProblems() {
        assertDiagnostics(
            """
            version: 1
            notifications:
              a: {body: A, trigger: {after: 1️⃣0}}
              b: {body: B, trigger: {after: 2️⃣30, repeats: true}}
              c: {body: C, 3️⃣trigger: {repeats: true}}
              d: {body: D, trigger: {after: 60, 4️⃣at: {hour: 9, minute: 0}}}
              e: {body: E, trigger: {5️⃣at: {minute: 0}}}
              f: {body: F, trigger: {at: {hour: 6️⃣24, minute: 7️⃣60, weekday: 8️⃣0}}}
              g: {body: G, trigger: {after: 60, repeats: true, 9️⃣every: day}}
            """,
            [
                Expected("1️⃣", .outOfRange, "'after' must be a number of seconds greater than 0, found 0"),
                Expected("2️⃣", .outOfRange, "'after' is 30 seconds but the trigger repeats; UNTimeIntervalNotificationTrigger raises an exception for a repeating interval under 60 seconds"),
                Expected("3️⃣", .missingKey, "the trigger of notification 'c' has neither 'after' nor 'at'; write 'after: SECONDS' or 'at: {hour: 9, minute: 0}', or remove 'trigger' to deliver at once"),
                Expected("4️⃣", .conflictingKeys, "'after' and 'at' exclude each other in the trigger of notification 'd': a trigger fires after an interval or at a time of day, not both"),
                Expected("5️⃣", .missingKey, "'at' of the trigger of notification 'e' has no 'hour'"),
                Expected("6️⃣", .outOfRange, "'hour' must be 0…23, found 24"),
                Expected("7️⃣", .outOfRange, "'minute' must be 0…59, found 60"),
                Expected("8️⃣", .outOfRange, "'weekday' must be 1…7 (1 is Sunday, as Calendar counts), found 0"),
                Expected("9️⃣", .unknownKey, "unknown key 'every' in the trigger of notification 'g'; valid keys are 'after', 'at' and 'repeats'"),
            ]
        )
    }

    @Test func categoryAndActionProblems() {
        assertDiagnostics(
            """
            version: 1
            notifications:
              a:
                body: A
                category:
                  id: 1️⃣""
                  2️⃣action: []
              b:
                body: B
                category:
                  actions:
                    - {title: Open, options: [foreground, 3️⃣background, 4️⃣foreground]}
                    - 5️⃣{id: later}
                    - {title: Reply, textInput: {button: Send, 6️⃣placeholer: Message}}
            """,
            [
                Expected("1️⃣", .invalidValue, "'id' must not be empty"),
                Expected("2️⃣", .unknownKey, "unknown key 'action' in the category of notification 'a'; did you mean 'actions'?"),
                Expected("3️⃣", .invalidValue, "invalid value 'background' for option 2: expected 'foreground', 'destructive' or 'authenticationRequired'"),
                Expected("4️⃣", .invalidValue, "option 'foreground' is listed twice"),
                Expected("5️⃣", .missingKey, "action 2 of the category of notification 'b' has no 'title'"),
                Expected("6️⃣", .unknownKey, "unknown key 'placeholer' in 'textInput' of action 3 of the category of notification 'b'; did you mean 'placeholder'?"),
            ]
        )
    }

    /// `customDismissAction` (decision 0038) is a plain boolean; anything else is positioned.
    @Test func customDismissActionIsABoolean() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            notifications:
              a:
                body: A
                category: {customDismissAction: true}
              b:
                body: B
                category: {actions: [Open]}
            """))
        #expect(catalog.notifications.map { $0.category?.customDismissAction } == [true, false])
        assertDiagnostics(
            """
            version: 1
            notifications:
              a:
                body: A
                category: {customDismissAction: 1️⃣yes}
              b:
                body: B
                category: {customDismissAction: 2️⃣"true"}
              c:
                body: C
                category: {3️⃣customDismissActions: true}
            """,
            [
                Expected("1️⃣", .wrongType, "expected a boolean (true or false) for 'customDismissAction', found the string \"yes\"; YAML 1.2 reads 'yes' as a string, write true or false"),
                Expected("2️⃣", .wrongType, "expected a boolean (true or false) for 'customDismissAction', found the quoted string \"true\"; a quoted value is a string, write true without quotes"),
                Expected("3️⃣", .unknownKey, "unknown key 'customDismissActions' in the category of notification 'c'; did you mean 'customDismissAction'?"),
            ]
        )
    }

    @Test func bodyIsRequiredAndPlaceholdersAreChecked() {
        assertDiagnostics(
            """
            version: 1
            notifications:
              1️⃣a: {title: A}
              b:
                parameters: {book: String}
                body: Ready
                category:
                  hiddenPreviewsBodyPlaceholder: "2️⃣{count} books"
                  actions: [{title: Renew, textInput: {button: "Renew 3️⃣{title}"}}]
            """,
            [
                Expected("1️⃣", .missingKey, "notification 'a' has no 'body'; iOS does not show a notification without a body"),
                Expected("2️⃣", .unknownPlaceholder, "placeholder '{count}' in 'hiddenPreviewsBodyPlaceholder' of the category of notification 'b' names no parameter; the parameters of notification 'b' are 'book'"),
                Expected("3️⃣", .unknownPlaceholder, "placeholder '{title}' in 'button' of 'textInput' of action 1 of the category of notification 'b' names no parameter; the parameters of notification 'b' are 'book'"),
            ]
        )
    }
}

@Suite struct ProgressTests {
    @Test func decodesEveryKey() throws {
        let overlay = try #require(decodeValid("""
            version: 1
            progress:
              uploading:
                parameters: {count: Int}
                title: Uploading…
                message: {plural: count, one: One file, other: "{count} files"}
                mode: determinate
                cancel: Stop
            """)?.progress.first)
        #expect(overlay.mode == .determinate)
        #expect(overlay.message?.content.plural?.parameter == "count")
        #expect(overlay.cancel?.developmentText == "Stop")
        #expect(overlay.texts.map(\.key) == ["T.uploading.title", "T.uploading.message", "T.uploading.cancel"])
    }

    @Test func nothingIsRequired() throws {
        let overlay = try #require(decodeValid("version: 1\nprogress:\n  busy: {}\n")?.progress.first)
        #expect(overlay.title == nil && overlay.message == nil && overlay.cancel == nil)
        #expect(overlay.mode == .indeterminate)
    }

    @Test func unknownKeysAndModes() {
        assertDiagnostics(
            "version: 1\nprogress:\n  busy: {1️⃣cancelTitle: Stop, mode: 2️⃣Determinate}\n",
            [
                Expected("1️⃣", .unknownKey, "unknown key 'cancelTitle' in progress 'busy'; valid keys are 'title', 'message', 'mode', 'cancel' and 'parameters'"),
                Expected("2️⃣", .invalidValue, "invalid value 'Determinate' for 'mode': expected 'indeterminate' or 'determinate'; did you mean 'determinate'?"),
            ]
        )
    }
}
