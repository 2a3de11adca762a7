import AlertSpec

/// The SwiftUI part of a catalog's Swift file, behind `#if canImport(SwiftUI)`.
struct SwiftUIAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    func write(into writer: inout SwiftWriter) {}
}
