// swift-tools-version: 6.0
import PackageDescription

// The modules follow the pipeline: bytes → positioned YAML nodes → typed spec → diagnostics.
// Dependencies point one way, from the executable down to the diagnostics every stage shares.
let package = Package(
    name: "alertlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "alertlint", targets: ["alertlint"]),
        .library(name: "AlertSpec", targets: ["AlertSpec"]),
        .library(name: "AlertLint", targets: ["AlertLint"]),
        .library(name: "AlertCodegen", targets: ["AlertCodegen"]),
        .plugin(name: "AlertlintPlugin", targets: ["AlertlintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "AlertDiagnostics"),
        .target(name: "AlertYAML", dependencies: ["CYAML", "AlertDiagnostics"]),
        .target(name: "AlertSpec", dependencies: ["AlertYAML", "AlertDiagnostics"]),
        .target(name: "AlertLint", dependencies: ["AlertSpec", "AlertYAML", "AlertDiagnostics"]),
        .target(name: "AlertCodegen", dependencies: ["AlertSpec", "AlertDiagnostics"]),
        .executableTarget(
            name: "alertlint",
            dependencies: [
                "AlertLint",
                "AlertSpec",
                "AlertCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One build command per spec, generating into the plugin's work folder (docs/plugin.md).
        .plugin(name: "AlertlintPlugin", capability: .buildTool(), dependencies: ["alertlint"]),
        .testTarget(name: "AlertDiagnosticsTests", dependencies: ["AlertDiagnostics"]),
        .testTarget(name: "AlertYAMLTests", dependencies: ["AlertYAML"]),
        .testTarget(name: "AlertSpecTests", dependencies: ["AlertSpec"]),
        .testTarget(name: "AlertLintTests", dependencies: ["AlertLint"], exclude: ["Fixtures", "Goldens"]),
        .testTarget(name: "AlertCodegenTests", dependencies: ["AlertCodegen", "AlertSpec"], exclude: ["Stubs", "Goldens", "Fixtures"]),
        .testTarget(name: "alertlintTests", dependencies: ["alertlint"]),
    ],
    swiftLanguageModes: [.v6]
)
