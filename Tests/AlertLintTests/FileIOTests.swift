#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import AlertLint
import TestSupport

/// Reading inputs under a size limit, and the writer's checks, links and temporaries.
@Suite struct FileIOTests {
    static func temporaryFolder() throws -> URL {
        let url = TestScratch.root.appendingPathComponent("alertlint-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Reading

    @Test func aRegularFileOverTheLimitIsJudgedByItsSize() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.alerts.yaml").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(descriptor, 1 << 30) == 0)
        close(descriptor)
        #expect(try readInput(path, limit: 100) == .tooLarge(byteCount: 1 << 30))
        #expect(throws: FileReadError.self) { try readFileBytes(path, limit: 100) }
    }

    @Test func aFileAtTheLimitIsReadWhole() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.alerts.yaml").path
        try Data(repeating: 0x61, count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try readInput(path, limit: 100) == .bytes([UInt8](repeating: 0x61, count: 100)))
        #expect(try readInput(path, limit: 99) == .tooLarge(byteCount: 100))
    }

    /// A pipe has no size: the reader stops one byte past the limit and leaves the rest.
    @Test(arguments: [70_000, 200_000])
    func aPipeIsReadAtMostOneBytePastTheLimit(limit: Int) throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // More than the limit, but less than the limit plus a pipe buffer: the writer never blocks.
        let written = [UInt8](repeating: 0x79, count: limit + 50)
        let writeEnd = ends[1]
        let writer = Thread {
            var offset = 0
            while offset < written.count {
                let count = written.withUnsafeBytes { write(writeEnd, $0.baseAddress! + offset, $0.count - offset) }
                guard count > 0 else { break }
                offset += count
            }
            close(writeEnd)
        }
        writer.start()
        #expect(try readInput(descriptor: ends[0], path: "<stdin>", limit: limit) == .tooLarge(byteCount: nil))
        var rest = [UInt8](repeating: 0, count: 100)
        var left = 0
        while true {
            let count = read(ends[0], &rest, rest.count)
            if count <= 0 { break }
            left += count
        }
        #expect(left == 49)
    }

    @Test func aPipeUnderTheLimitIsReadWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let written = [UInt8]((0..<40_000).map { UInt8($0 % 251) })
        written.withUnsafeBytes { _ = write(ends[1], $0.baseAddress!, $0.count) }
        close(ends[1])
        #expect(try readInput(descriptor: ends[0], path: "<stdin>", limit: 40_000) == .bytes(written))
    }

    /// Standard input may be a pipe another process made non-blocking: read it whole anyway.
    @Test func aNonBlockingPipeIsWaitedOn() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
        let writeEnd = ends[1]
        let writer = Thread {
            usleep(50_000)
            _ = [UInt8]("version: 1\n".utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress!, $0.count) }
            close(writeEnd)
        }
        writer.start()
        #expect(try readInput(descriptor: ends[0], path: "<stdin>", limit: 100) == .bytes(Array("version: 1\n".utf8)))
    }

    @Test func onlyAMissingFileIsNoExistingFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        #expect(try readExistingFile(folder.appendingPathComponent("missing.xcstrings").path) == nil)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.xcstrings").path, withDestinationPath: "nowhere.xcstrings")
        #expect(try readExistingFile(folder.appendingPathComponent("dangling.xcstrings").path) == nil)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("loop.xcstrings").path, withDestinationPath: "loop.xcstrings")
        #expect(throws: FileReadError.self) { try readExistingFile(folder.appendingPathComponent("loop.xcstrings").path) }
        try manager.createDirectory(at: folder.appendingPathComponent("folder.xcstrings"), withIntermediateDirectories: false)
        #expect(throws: FileReadError.self) { try readExistingFile(folder.appendingPathComponent("folder.xcstrings").path) }
    }

    // MARK: Writing

    @Test func aSetIsCheckedWholeBeforeAnyFileIsWritten() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: first))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("B.swift"), withIntermediateDirectories: false)
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write([(first, Array("new".utf8)), (folder.appendingPathComponent("B.swift").path, Array("b".utf8))])
        }
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "old")
    }

    @Test func aFailedStagingRemovesItsTemporariesAndTheFoldersItCreated() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The second name is valid, but its temporary's (59 bytes longer) is not: staging
        // fails after the first file was staged in folders made for it.
        let files: [(path: String, contents: [UInt8])] = [
            (folder.appendingPathComponent("new/deeper/A.swift").path, Array("a".utf8)),
            (folder.appendingPathComponent(String(repeating: "n", count: 250)).path, Array("n".utf8)),
        ]
        #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write(files) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func twoOutputsThatAreOneFileAreRefused() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("same.swift").path
        let link = folder.appendingPathComponent("link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "same.swift")
        #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write([(same, [1]), (link, [2])]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["link.swift"])
    }

    @Test func outcomesSayWhatChanged() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("same.swift").path
        let other = folder.appendingPathComponent("sub/other.swift").path
        try Data("same".utf8).write(to: URL(fileURLWithPath: same))
        let outcomes = try AtomicFileWriter.write([(same, Array("same".utf8)), (other, Array("new".utf8))])
        #expect(outcomes == [.unchanged, .written])
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "new")
    }

    /// `generate` hands its outputs to a batch one at a time (decision 0065): nothing may be
    /// replaced before the commit, and any failure, or a batch dropped uncommitted, must leave
    /// the folder as it was.
    @Test func aBatchReplacesNothingBeforeItsCommit() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("A.swift").path
        let same = folder.appendingPathComponent("same.swift").path
        let new = folder.appendingPathComponent("sub/B.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: old))
        try Data("same".utf8).write(to: URL(fileURLWithPath: same))
        let batch = AtomicFileWriter.Batch()
        #expect(try batch.add(path: old, contents: Array("new".utf8)) == .written)
        #expect(try batch.add(path: same, contents: Array("same".utf8)) == .unchanged)
        #expect(try batch.add(path: new, contents: Array("b".utf8)) == .written)
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: new))
        #expect(try batch.commit() == [.written, .unchanged, .written])
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: new, encoding: .utf8) == "b")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path) + FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sub").path)
        #expect(names.sorted() == ["A.swift", "B.swift", "same.swift", "sub"])
    }

    @Test func aBatchDroppedUncommittedLeavesTheFolderAsItWas() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("A.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: old))
        do {
            let batch = AtomicFileWriter.Batch()
            try batch.add(path: old, contents: Array("new".utf8))
            try batch.add(path: folder.appendingPathComponent("new/deeper/B.swift").path, contents: Array("b".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "old")
    }

    @Test func aBatchThatFailsOnALaterFileUndoesTheEarlierOnes() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("A.swift").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: old))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("C.swift"), withIntermediateDirectories: false)
        let same = folder.appendingPathComponent("same.swift").path
        let link = folder.appendingPathComponent("link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "same.swift")
        // A folder in the way, and two paths that are one file: each found only when its file
        // comes, after others were staged.
        for (path, afterIt) in [(folder.appendingPathComponent("C.swift").path, nil), (link, same)] as [(String, String?)] {
            let batch = AtomicFileWriter.Batch()
            try batch.add(path: old, contents: Array("new".utf8))
            try batch.add(path: folder.appendingPathComponent("new/deeper/B.swift").path, contents: Array("b".utf8))
            if let afterIt { try batch.add(path: afterIt, contents: [1]) }
            #expect(throws: AtomicFileWriter.WriteError.self) { try batch.add(path: path, contents: [2]) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.swift", "C.swift", "link.swift"])
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "old")
        }
    }

    @Test func temporaryNamesAreRecognisedExactly() {
        let uuid = UUID().uuidString
        #expect(AtomicFileWriter.isTemporaryName(".Documents.swift.alertlint-\(uuid)"))
        #expect(AtomicFileWriter.isTemporaryName(".a.alertlint-\(uuid.lowercased())"))
        #expect(!AtomicFileWriter.isTemporaryName("Documents.swift.alertlint-\(uuid)"))
        #expect(!AtomicFileWriter.isTemporaryName("..alertlint-\(uuid)"))
        #expect(!AtomicFileWriter.isTemporaryName(".notes.alertlint-draft"))
        #expect(!AtomicFileWriter.isTemporaryName(".notes.alertlint-\(uuid)x"))
    }

    @Test(arguments: [
        ("a/b/c", "a/b"), ("c", "."), ("/c", "/"), ("/", "/"), (".", "."), ("..", ".."),
        ("a/b/", "a"), ("../x", ".."),
    ])
    func parentFolders(path: String, parent: String) {
        #expect(parentFolder(of: path) == parent)
    }
}
