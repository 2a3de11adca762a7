import Foundation

/// Where the app's alert texts come from: this module's resources, in the language asked
/// for. The generated catalogs (`PhotoGrid`, `Sharing`) take it as their `in:` argument.
func alertLocalization(language: String? = nil) -> AlertLocalization {
    AlertLocalization(bundle: .module, language: language)
}
