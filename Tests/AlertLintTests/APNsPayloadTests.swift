import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

@Suite struct APNsPayloadTests {
    static let spec = #"""
        locales: [de, ja, fr]
        notifications:
          newComment:
            parameters: {person: String, album: String, count: Int, rating: Double}
            title:
              text: New Comment in “{album}”
              translations: {de: "Neuer Kommentar in „{album}“", ja: "「{album}」に新しいコメント"}
            subtitle: Rated {rating}
            body:
              plural: count
              one: "{person} left a comment."
              other: "{person} left {count} comments.\nSee \"{album}\" \\ more."
            sound: chime.caf
            badge: count
            threadIdentifier: album-comments
            interruptionLevel: timeSensitive
            relevanceScore: 0.75
            category:
              id: COMMENT
              actions: [{id: like, title: Like}]
          plain:
            body: Hi
            sound: none
          quiet:
            body: Hi
            sound: default
            badge: 3
            relevanceScore: 1
          alarm:
            body: Hi
            sound: default
            interruptionLevel: critical
          siren:
            body: Hi
            sound: siren.caf
            interruptionLevel: critical
        """#

    static func notifications() throws -> [NotificationDefinition] {
        try RuleTest.catalog(RuleTest.source(spec)).notifications
    }

    @Test func everyKeyInOrderWithRawUTF8() throws {
        let comment = try Self.notifications()[0]
        let payloads = APNsPayload.all(comment, developmentLanguage: .english, arguments: .samples(stringLength: 3))
        #expect(payloads.map(\.locale.identifier) == ["en", "de", "ja"])
        let tail = #","sound":"chime.caf","badge":888,"category":"COMMENT","thread-id":"album-comments","interruption-level":"time-sensitive","relevance-score":0.75}}"#
        // The plural body renders its longest variant; "\n", quotes and backslashes are escaped.
        let body = #""body":"XXX left 888 comments.\nSee \"XXX\" \\ more.""#
        #expect(payloads[0].json == #"{"aps":{"alert":{"title":"New Comment in “XXX”","subtitle":"Rated 88.8","#
            + body + "}" + tail)
        // Untranslated texts fall back to the development text.
        #expect(payloads[1].json == #"{"aps":{"alert":{"title":"Neuer Kommentar in „XXX“","subtitle":"Rated 88.8","#
            + body + "}" + tail)
        #expect(payloads[2].json == #"{"aps":{"alert":{"title":"「XXX」に新しいコメント","subtitle":"Rated 88.8","#
            + body + "}" + tail)
        // UTF-8 bytes, not characters: 「 」 and each kana/kanji take three bytes.
        #expect(payloads[2].byteCount == payloads[2].json.utf8.count)
        #expect(payloads[2].byteCount == 284)
        #expect(payloads[2].json.count == 264)
    }

    @Test func minimalPayloadsAndNumbers() throws {
        let notifications = try Self.notifications()
        let plain = APNsPayload(notifications[1], locale: .english, developmentLanguage: .english, arguments: .samples(stringLength: 32))
        #expect(plain.json == #"{"aps":{"alert":{"body":"Hi"}}}"#)
        #expect(plain.byteCount == 31)
        let quiet = APNsPayload(notifications[2], locale: .english, developmentLanguage: .english, arguments: .samples(stringLength: 32))
        #expect(quiet.json == #"{"aps":{"alert":{"body":"Hi"},"sound":"default","badge":3,"relevance-score":1}}"#)
        #expect(APNsPayload.locales(of: notifications[1], developmentLanguage: .english).map(\.identifier) == ["en"])
    }

    /// A critical alert's sound is the dictionary APNs documents, as the runtime writes it.
    @Test func criticalAlertsHaveACriticalSound() throws {
        let notifications = try Self.notifications()
        let alarm = APNsPayload(notifications[3], locale: .english, developmentLanguage: .english, arguments: .samples(stringLength: 32))
        #expect(alarm.json == #"{"aps":{"alert":{"body":"Hi"},"sound":{"critical":1,"name":"default"},"interruption-level":"critical"}}"#)
        let siren = APNsPayload(notifications[4], locale: .english, developmentLanguage: .english, arguments: .samples(stringLength: 32))
        #expect(siren.json == #"{"aps":{"alert":{"body":"Hi"},"sound":{"critical":1,"name":"siren.caf"},"interruption-level":"critical"}}"#)
    }

    @Test func sampleArgumentsFillEachType() {
        let samples = APNsPayload.Arguments.samples(stringLength: 5)
        let parameters = [
            Parameter(name: "s", type: .string, range: .at(0)),
            Parameter(name: "i", type: .int, range: .at(0)),
            Parameter(name: "d", type: .double, range: .at(0)),
        ]
        #expect(samples.value(of: "s", in: parameters) == "XXXXX")
        #expect(samples.value(of: "i", in: parameters) == "888")
        #expect(samples.value(of: "d", in: parameters) == "88.8")
        #expect(samples.value(of: "unknown", in: parameters) == "XXXXX")
        #expect(APNsPayload.Arguments.samples(stringLength: 0).string == "")
    }

    @Test func jsonStringsEscapeOnlyWhatJSONRequires() {
        #expect(APNsPayload.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(APNsPayload.quoted("tab\there\r\n") == #""tab\there\r\n""#)
        #expect(APNsPayload.quoted("\u{1}\u{8}\u{C}\u{1F}") == #""\u0001\b\f\u001F""#)
        #expect(APNsPayload.quoted("/ é 😀 \u{2028}") == "\"/ é 😀 \u{2028}\"")
        #expect(APNsPayload.number(0.6) == "0.6")
        #expect(APNsPayload.number(1) == "1")
        #expect(APNsPayload.number(0) == "0")
    }

    @Test func interruptionLevelNames() {
        #expect(NotificationDefinition.InterruptionLevel.allCases.map(APNsPayload.apnsName) == [
            "passive", "active", "time-sensitive", "critical",
        ])
    }
}
