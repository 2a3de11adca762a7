import Foundation

/// A request's id: JSON-RPC allows a number or a string, and a response must echo it as sent.
public enum RequestID: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What a client sent: a request (it has an id and expects a response) or a notification.
public struct IncomingMessage: Sendable {
    public var id: RequestID?
    public var method: String
    public var params: JSONValue?

    public init(id: RequestID?, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    public var isRequest: Bool { id != nil }

    /// Reads one message body. A body that is not JSON is a parse error; JSON that is not a
    /// request or notification is an invalid request, with the id when one could be read so
    /// the error can answer it.
    public static func decode(_ body: [UInt8]) -> Result<IncomingMessage, ResponseError.WithID> {
        decodeAny(body).flatMap { incoming in
            switch incoming {
            case .message(let message): .success(message)
            case .response(let response): .failure(.init(id: response.id, error: ResponseError(code: .invalidRequest, message: "the message has no method")))
            }
        }
    }

    /// Reads one message body that may also be the client's response to a request of the
    /// server's own (`client/registerCapability`): an id with a `result` or an `error` and no
    /// method.
    public static func decodeAny(_ body: [UInt8]) -> Result<Incoming, ResponseError.WithID> {
        guard let value = try? JSONValue.parse(body) else {
            return .failure(.init(id: nil, error: ResponseError(code: .parseError, message: "the message is not valid JSON")))
        }
        let id = value["id"].flatMap { try? $0.decode(RequestID.self) }
        if value["method"] == nil, let id, value["result"] != nil || value["error"] != nil {
            let error = value["error"].flatMap { try? $0.decode(ResponseError.self) }
            return .success(.response(IncomingResponse(id: id, error: error)))
        }
        guard let method = value["method"]?.stringValue else {
            return .failure(.init(id: id, error: ResponseError(code: .invalidRequest, message: "the message has no method")))
        }
        return .success(.message(IncomingMessage(id: id, method: method, params: value["params"])))
    }

    /// The params decoded as `T`; a mismatch is an `invalidParams` error.
    public func decodeParams<T: Decodable>(_ type: T.Type) throws(ResponseError) -> T {
        do {
            return try (params ?? .null).decode(T.self)
        } catch {
            throw ResponseError(code: .invalidParams, message: "\(method): the params do not match: \(error)")
        }
    }
}

/// What arrives from the client: a request or notification, or a response to the server's
/// own request.
public enum Incoming: Sendable {
    case message(IncomingMessage)
    case response(IncomingResponse)
}

/// The client's answer to a request the server sent: its id, and the error when it failed.
public struct IncomingResponse: Sendable {
    public var id: RequestID
    public var error: ResponseError?

    public init(id: RequestID, error: ResponseError?) {
        self.id = id
        self.error = error
    }
}

/// A JSON-RPC error, with the codes JSON-RPC and LSP define.
public struct ResponseError: Error, Hashable, Sendable, Codable {
    public struct Code: RawRepresentable, Hashable, Sendable, Codable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let parseError = Code(rawValue: -32700)
        public static let invalidRequest = Code(rawValue: -32600)
        public static let methodNotFound = Code(rawValue: -32601)
        public static let invalidParams = Code(rawValue: -32602)
        public static let internalError = Code(rawValue: -32603)
        /// LSP: a request before `initialize`.
        public static let serverNotInitialized = Code(rawValue: -32002)
        /// LSP 3.17: the request was valid but cannot be served as asked.
        public static let requestFailed = Code(rawValue: -32803)
        public static let requestCancelled = Code(rawValue: -32800)

        public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int.self) }
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// An error and the request it answers (`nil` when the id could not be read).
    public struct WithID: Error, Sendable {
        public var id: RequestID?
        public var error: ResponseError
    }
}

/// What the server writes: a response to a request, or a notification of its own.
public enum OutgoingMessage: Sendable {
    case response(id: RequestID?, result: Result<JSONValue, ResponseError>)
    case notification(method: String, params: JSONValue)
    /// A request of the server's own to the client (`client/registerCapability`).
    case request(id: RequestID, method: String, params: JSONValue)
    /// A notification whose params are written straight to JSON. Going through `JSONValue`
    /// (encode, decode, encode again) cost as much as the lint itself when publishing the
    /// thousands of findings of a large spec.
    case writableNotification(method: String, params: any JSONWritable & Sendable)

    /// The JSON body (not yet framed).
    public func encoded() -> [UInt8] {
        var json = JSONWriter()
        if case .writableNotification(let method, let params) = self {
            json.object { object in
                object.member("jsonrpc") { $0.string("2.0") }
                object.member("method") { $0.string(method) }
                object.member("params") { params.write(to: &$0) }
            }
            return json.bytes
        }
        var object: [String: JSONValue] = ["jsonrpc": .string("2.0")]
        switch self {
        case .response(let id, let result):
            object["id"] = id.map { id in
                switch id {
                case .number(let number): .number(Double(number))
                case .string(let string): .string(string)
                }
            } ?? .null
            switch result {
            case .success(let value): object["result"] = value
            case .failure(let error):
                object["error"] = .object(["code": .number(Double(error.code.rawValue)), "message": .string(error.message)])
            }
        case .notification(let method, let params):
            object["method"] = .string(method)
            object["params"] = params
        case .writableNotification:
            break
        case .request(let id, let method, let params):
            object["id"] = switch id {
            case .number(let number): .number(Double(number))
            case .string(let string): .string(string)
            }
            object["method"] = .string(method)
            object["params"] = params
        }
        json.value(.object(object))
        return json.bytes
    }
}

