// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer target for alertlint, in a package of its own so that the main package never
// builds it: it only links with `-sanitize=fuzzer` (libFuzzer brings `main`). Build and run
// it with `Fuzz/run.sh` (docs/robustness.md).
let package = Package(
    name: "AlertlintFuzz",
    dependencies: [.package(name: "alertlint", path: "..")],
    targets: [
        .executableTarget(
            name: "AlertlintFuzz",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "AlertLint", package: "alertlint"),
                .product(name: "AlertCodegen", package: "alertlint"),
                .product(name: "AlertStrings", package: "alertlint"),
                .product(name: "AlertSpec", package: "alertlint"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .target(name: "CFuzzerDriver"),
    ],
    swiftLanguageModes: [.v6]
)
