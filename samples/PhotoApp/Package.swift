// swift-tools-version: 6.0
import PackageDescription

// A consumer of alertlint as an app team would use it: the build-tool plugin generates
// Swift and string tables from the specs in Sources/PhotoApp/Alerts at every build.
let package = Package(
    name: "PhotoApp",
    // Localized resources (the generated .lproj tables) need a default localization.
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "alertlint", path: "../.."),
    ],
    targets: [
        .target(
            name: "PhotoApp",
            plugins: [.plugin(name: "AlertlintPlugin", package: "alertlint")]
        ),
        .testTarget(name: "PhotoAppTests", dependencies: ["PhotoApp"]),
    ],
    swiftLanguageModes: [.v6]
)
