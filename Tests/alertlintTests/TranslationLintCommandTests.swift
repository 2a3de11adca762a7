import Foundation
import Testing

/// The translation rules of RULES.md §6 end to end: findings in the Xcode shape, exit
/// status, and their options read from `.alertlint.yml`.
@Suite struct TranslationLintCommandTests {
    static let spec = """
        version: 1
        locales: [de, ru]
        alerts:
          deletePhotos:
            parameters: {count: Int, album: String}
            title:
              plural: count
              one: Delete This Photo?
              other: Delete {count} Photos?
              translations:
                de: {one: Dieses Foto löschen?, other: "{cnt} Fotos löschen?"}
                ru:
                  one: Удалить фотографию?
                  few: Удалить {count} фотографии?
                  many: Удалить {count} фотографий?
                  other: Удалить фотографии?
            message: Photos in “{album}” will be deleted.
            actions:
              - {title: {text: Cancel, translations: {de: Abbrechen, ru: Отменить}}, role: cancel}
              - {title: {text: Delete, translations: {de: Löschen, ru: Удалить}}, role: destructive}

        """

    @Test func translationFindingsInXcodeShape() throws {
        let tree = try CLIHarness.temporaryTree(["photos.alerts.yaml": Self.spec])
        let result = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "photos.alerts.yaml:11:13: error: the de translation of 'Photos.deletePhotos.title' has {cnt} in other, which names no parameter and would show as written [placeholder-mismatch]",
            "photos.alerts.yaml:11:13: warning: the de translation of 'Photos.deletePhotos.title' does not show {count} in other; show the number [plural-without-number]",
            "photos.alerts.yaml:13:11: warning: the ru translation of 'Photos.deletePhotos.title' does not show {count} in one (which ru also uses for 21, 31, 41, …) and other; show the number [plural-without-number]",
            "photos.alerts.yaml:17:14: warning: 'Photos.deletePhotos.message' (\"Photos in “{album}” will be deleted.\") has no translation for de and ru [missing-translation]",
        ])
    }

    @Test func expansionTableFromTheConfiguration() throws {
        let spec = """
            version: 1
            locales: [de]
            alerts:
              deletePhoto:
                title: {text: Delete Photo?, translations: {de: Foto dauerhaft löschen?}}
                actions: [{title: {text: OK, translations: {de: OK}}}]

            """
        let good = try CLIHarness.temporaryTree([
            "a.alerts.yaml": spec,
            ".alertlint.yml": "rules:\n  translation-expansion:\n    table: {20: 50, longer: 30}\n",
        ])
        let result = try CLIHarness.run(["lint", "a.alerts.yaml"], in: good)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            a.alerts.yaml:5:53: note: "Foto dauerhaft löschen?" (de) has 23 characters, over the 20 (+50%) budget for the 13-character 'A.deletePhoto.title' [translation-expansion]

            """)
        let bad = try CLIHarness.temporaryTree([
            "a.alerts.yaml": spec,
            ".alertlint.yml": "rules:\n  translation-expansion:\n    table: {20: 50}\n",
        ])
        let refused = try CLIHarness.run(["lint", "a.alerts.yaml"], in: bad)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains(".alertlint.yml:3:13: error: option 'table' must end with 'longer', the growth of every longer source [invalid-configuration]"), "\(refused.stdout)")
    }
}
