// swift-tools-version: 6.0
import PackageDescription

// The modules follow the pipeline: bytes → positioned YAML nodes → typed spec → diagnostics.
// Dependencies point one way, from the executable down to the diagnostics every stage shares.
let package = Package(
    name: "alertlint",
    // The tool needs macOS 13; the runtime library apps link (AlertlintRuntime) has the
    // generated code's floor: iOS 15 and its contemporaries (docs/generate.md).
    platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .executable(name: "alertlint", targets: ["alertlint"]),
        .library(name: "AlertSpec", targets: ["AlertSpec"]),
        .library(name: "AlertLint", targets: ["AlertLint"]),
        .library(name: "AlertStrings", targets: ["AlertStrings"]),
        .library(name: "AlertCodegen", targets: ["AlertCodegen"]),
        // What generated code runs on, for apps that depend on it rather than on a generated
        // copy (`alertlint generate --runtime module`).
        .library(name: "AlertlintRuntime", targets: ["AlertlintRuntime"]),
        .plugin(name: "AlertlintPlugin", targets: ["AlertlintPlugin"]),
        .plugin(name: "AlertlintCommand", targets: ["AlertlintCommand"]),
        .plugin(name: "AlertlintGenerateCommand", targets: ["AlertlintGenerateCommand"]),
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
        // Strict JSON reading and string escaping, shared by String Catalogs and the
        // language server's messages.
        .target(name: "JSONSyntax"),
        .target(name: "AlertYAML", dependencies: ["CYAML", "AlertDiagnostics"]),
        .target(name: "AlertSpec", dependencies: ["AlertYAML", "AlertDiagnostics"]),
        // String tables (.xcstrings, .strings, .stringsdict): read by the linter for the
        // translations they hold, written and merged by `generate`.
        .target(name: "AlertStrings", dependencies: ["AlertSpec", "AlertDiagnostics", "JSONSyntax"]),
        .target(name: "AlertLint", dependencies: ["AlertSpec", "AlertStrings", "AlertYAML", "AlertDiagnostics", "JSONSyntax"]),
        // LSP 3.17's messages and JSON-RPC framing, on Foundation and JSONSyntax; only the
        // server uses it.
        .target(name: "LanguageServerProtocol", dependencies: ["JSONSyntax"]),
        // `alertlint lsp`: open documents linted through the CLI's own plan and runner.
        .target(name: "AlertLanguageServer", dependencies: ["LanguageServerProtocol", "AlertLint", "AlertSpec", "AlertYAML", "AlertDiagnostics"]),
        .target(name: "AlertCodegen", dependencies: ["AlertSpec", "AlertStrings", "AlertDiagnostics"]),
        // The runtime generated code calls. Nothing here depends on it: the generator embeds
        // its text (EmbeddedRuntime.swift, kept current by EmbeddedRuntimeTests).
        .target(name: "AlertlintRuntime"),
        .executableTarget(
            name: "alertlint",
            dependencies: [
                "AlertLint",
                "AlertSpec",
                "AlertCodegen",
                "AlertStrings",
                "AlertLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One build command per spec, generating into the plugin's work folder (docs/plugin.md).
        .plugin(name: "AlertlintPlugin", capability: .buildTool(), dependencies: ["alertlint"]),
        // `swift package alertlint [--fix]`: the write permission covers --fix (decision 0028).
        .plugin(
            name: "AlertlintCommand",
            capability: .command(
                intent: .custom(verb: "alertlint", description: "Lint the package's *.alerts.yaml specs (--fix applies fix-its)"),
                permissions: [.writeToPackageDirectory(reason: "alertlint --fix rewrites spec files to apply fix-its")]
            ),
            dependencies: ["alertlint"]
        ),
        .plugin(
            name: "AlertlintGenerateCommand",
            capability: .command(
                intent: .custom(verb: "alertlint-generate", description: "Generate Swift and string tables from the specs into a package folder"),
                permissions: [.writeToPackageDirectory(reason: "alertlint-generate writes generated Swift and string tables into the package")]
            ),
            dependencies: ["alertlint"]
        ),
        // What several test targets share (a seeded random generator); never a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "AlertDiagnosticsTests", dependencies: ["AlertDiagnostics", "TestSupport"]),
        .testTarget(name: "AlertYAMLTests", dependencies: ["AlertYAML", "TestSupport"]),
        .testTarget(name: "AlertSpecTests", dependencies: ["AlertSpec", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AlertLintTests", dependencies: ["AlertLint", "TestSupport"], exclude: ["Fixtures", "Goldens"]),
        .testTarget(name: "AlertCodegenTests", dependencies: ["AlertCodegen", "AlertStrings", "AlertSpec", "TestSupport"], exclude: ["Stubs", "Goldens", "Fixtures"]),
        .testTarget(name: "alertlintTests", dependencies: ["alertlint", "AlertLanguageServer", "LanguageServerProtocol", "AlertLint", "AlertDiagnostics", "TestSupport"]),
        .testTarget(name: "AlertLanguageServerTests", dependencies: ["AlertLanguageServer", "LanguageServerProtocol", "JSONSyntax", "AlertLint", "AlertDiagnostics", "TestSupport"]),
        .testTarget(name: "AlertlintRuntimeTests", dependencies: ["AlertlintRuntime", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
