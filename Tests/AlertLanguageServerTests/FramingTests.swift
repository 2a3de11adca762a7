import LanguageServerProtocol
import XCTest

final class FramingTests: XCTestCase {
    private func framed(_ json: String) -> [UInt8] { MessageFramer.frame(Array(json.utf8)) }

    func testAMessageSplitAcrossReadsComesOutWhole() throws {
        let bytes = framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        var framer = MessageFramer()
        // Every split point, header and body alike.
        for split in 1..<bytes.count {
            framer.append(bytes[..<split])
            XCTAssertNil(try framer.nextMessage(), "split at \(split)")
            framer.append(bytes[split...])
            XCTAssertEqual(try framer.nextMessage().map { String(decoding: $0, as: UTF8.self) }, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        }
    }

    func testSeveralMessagesInOneReadComeOutInOrder() throws {
        var framer = MessageFramer()
        framer.append(framed(#"{"a":1}"#) + framed(#"{"b":"ü😀"}"#) + framed("{}"))
        XCTAssertEqual(try framer.nextMessage(), Array(#"{"a":1}"#.utf8))
        // Content-Length counts bytes, not characters.
        XCTAssertEqual(try framer.nextMessage(), Array(#"{"b":"ü😀"}"#.utf8))
        XCTAssertEqual(try framer.nextMessage(), Array("{}".utf8))
        XCTAssertNil(try framer.nextMessage())
    }

    func testOtherHeadersAndCaseAreAccepted() throws {
        var framer = MessageFramer()
        framer.append(Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  2\r\n\r\n{}".utf8))
        XCTAssertEqual(try framer.nextMessage(), Array("{}".utf8))
    }

    func testABadHeaderIsReportedOnceAndReadingGoesOn() throws {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: text/plain\r\n\r\n".utf8) + Array("Content-Length: two\r\n\r\n".utf8) + framed("{}"))
        XCTAssertThrowsError(try framer.nextMessage()) { error in
            XCTAssertEqual(error as? MessageFramer.HeaderError, .missingContentLength(header: "Content-Type: text/plain"))
        }
        XCTAssertThrowsError(try framer.nextMessage()) { error in
            XCTAssertEqual(error as? MessageFramer.HeaderError, .invalidContentLength("two"))
        }
        XCTAssertEqual(try framer.nextMessage(), Array("{}".utf8))
    }

    func testMalformedJSONIsAParseErrorAndAMissingMethodAnInvalidRequest() {
        guard case .failure(let parse) = IncomingMessage.decode(Array("{not json".utf8)) else { return XCTFail("decoded") }
        XCTAssertEqual(parse.error.code, .parseError)
        XCTAssertNil(parse.id)
        guard case .failure(let invalid) = IncomingMessage.decode(Array(#"{"jsonrpc":"2.0","id":"x"}"#.utf8)) else { return XCTFail("decoded") }
        XCTAssertEqual(invalid.error.code, .invalidRequest)
        XCTAssertEqual(invalid.id, .string("x"))
    }

    func testAResponseEchoesTheIdAndOmitsAbsentFields() {
        let response = OutgoingMessage.response(id: .number(7), result: .failure(ResponseError(code: .methodNotFound, message: "no")))
        XCTAssertEqual(String(decoding: response.encoded(), as: UTF8.self), #"{"error":{"code":-32601,"message":"no"},"id":7,"jsonrpc":"2.0"}"#)
        let unanswerable = OutgoingMessage.response(id: nil, result: .failure(ResponseError(code: .parseError, message: "bad")))
        XCTAssertEqual(String(decoding: unanswerable.encoded(), as: UTF8.self), #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
    }
}
