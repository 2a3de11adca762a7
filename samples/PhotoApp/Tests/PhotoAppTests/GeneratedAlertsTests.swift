@testable import PhotoApp
import Testing

/// The catalogs the plugin generated at build time, read through their neutral API from
/// the tables SwiftPM copied into the module's resources.
@Suite struct GeneratedAlertsTests {
    @Test func developmentLanguage() {
        let content = PhotoGrid.deletePhoto(name: "Beach.jpg", in: alertLocalization(language: "en"))
        #expect(content.title == "Delete “Beach.jpg”?")
        #expect(content.message == "This photo will be deleted from all your devices.")
        #expect(content.actions.map(\.title) == ["Cancel", "Delete"])
    }

    @Test func german() {
        let content = PhotoGrid.deletePhoto(name: "Strand.jpg", in: alertLocalization(language: "de"))
        #expect(content.title == "„Strand.jpg“ löschen?")
        #expect(content.message == "Dieses Foto wird von allen deinen Geräten gelöscht.")
        #expect(content.actions.map(\.title) == ["Abbrechen", "Löschen"])
    }

    @Test func pluralInBothLanguages() {
        #expect(PhotoGrid.deletePhotos(count: 1, in: alertLocalization(language: "en")).title == "Delete Photo?")
        #expect(PhotoGrid.deletePhotos(count: 3, in: alertLocalization(language: "en")).title == "Delete 3 Photos?")
        #expect(PhotoGrid.deletePhotos(count: 1, in: alertLocalization(language: "de")).title == "Foto löschen?")
        // Numbers are formatted for the locale: German groups thousands with a dot.
        #expect(PhotoGrid.deletePhotos(count: 1200, in: alertLocalization(language: "de")).title == "1.200 Fotos löschen?")
    }

    @Test func secondCatalogInTheSameTarget() {
        #expect(Sharing.stopSharing(album: "Sommer", in: alertLocalization(language: "de")).title == "„Sommer“ nicht mehr teilen?")
        #expect(Sharing.stopSharing(album: "Été", in: alertLocalization(language: "fr")).title == "Ne plus partager « Été » ?")
    }
}
