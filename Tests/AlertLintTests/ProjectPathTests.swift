@testable import AlertLint
import Foundation
import Testing
import TestSupport

@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("Specs", "/p", "/p/Specs"),
        ("./Specs/", "/p", "/p/Specs"),
        ("Specs//New/./a.alerts.yaml", "/p", "/p/Specs/New/a.alerts.yaml"),
        ("../x", "/p/q", "/p/x"),
        ("../../../x", "/p", "/x"),
        ("/abs/./y/../z", "/p", "/abs/z"),
        (".", "/", "/"),
    ])
    func absolute(_ path: String, _ workingDirectory: String, _ expected: String) {
        #expect(ProjectPath.absolute(path, in: workingDirectory) == expected)
    }

    /// `Link/..` is where the file system goes: the parent of the link's target.
    @Test func parentOfASymlinkIsTheTargetsParent() throws {
        let root = try TemporaryFolder.make()
        let real = root + "/deep/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: real)
        let resolved = try #require(ProjectPath.realPath(root + "/deep"))
        #expect(ProjectPath.absolute("link/../x", in: root) == resolved + "/x")
        #expect(ProjectPath.absolute("link/y/..", in: root) == root + "/link")
    }

    @Test(arguments: [
        ("/p/Specs/a.alerts.yaml", "/p", "Specs/a.alerts.yaml"),
        ("/p/a.alerts.yaml", "/p", "a.alerts.yaml"),
        ("/a.alerts.yaml", "/", "a.alerts.yaml"),
        ("/p/Specs/a.alerts.yaml", "/p/config", "../Specs/a.alerts.yaml"),
        ("/q/a.alerts.yaml", "/p/config", "../../q/a.alerts.yaml"),
    ])
    func relative(_ path: String, _ directory: String, _ expected: String) {
        #expect(ProjectPath.relative(path, to: directory) == expected)
    }

    /// A configuration named through a link to the project and a spec named directly meet in
    /// the physical tree.
    @Test func relativeThroughALinkedDirectory() throws {
        let root = try TemporaryFolder.make()
        try FileManager.default.createDirectory(atPath: root + "/project/Specs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/alias", withDestinationPath: root + "/project")
        #expect(ProjectPath.relative(root + "/project/Specs/a.alerts.yaml", to: root + "/alias") == "Specs/a.alerts.yaml")
        #expect(ProjectPath.relative(root + "/alias/Specs/a.alerts.yaml", to: root + "/project") == "Specs/a.alerts.yaml")
    }
}

/// A fresh, empty temporary folder.
enum TemporaryFolder {
    static func make() throws -> String {
        let path = TestScratch.root.appendingPathComponent("alertlint-paths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
