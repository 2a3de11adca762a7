/// The SwiftUI part of `AlertlintRuntime.swift`.
enum SwiftUIRuntimeSource {
    static func render(access: AccessLevel) -> String { "" }
}
