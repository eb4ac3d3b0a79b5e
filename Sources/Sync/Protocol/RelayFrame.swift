import Foundation

/// How `layoutstore` and its `layoutstore-http` helper exchange HTTP requests over a pipe:
/// each message is a list of fields, each field an 8-byte little-endian length (all ones for
/// a missing field) followed by that many bytes.
///
/// A request is an ``HTTPTransportRequest``, its fields in the order of `RequestField`
/// (the `send(_:to:)` for a request, and ``receiveRequest(from:)``); the answer is
/// ``Answer/status(_:)``, then its body as ``Answer/part(_:)`` messages as they arrive, then
/// ``Answer/end``; or ``Answer/error(_:)`` when the server could not be reached or its answer
/// broke off, with the transport's ``SyncError`` as it was (unreachable, timed out, broke off). Both ends go through these functions, so a field is
/// placed and read in one place.
public enum RelayFrame {
    /// The fields of a relayed request, in the order they travel.
    private enum RequestField: Int, CaseIterable {
        case method, url, token, body, contentType
        /// Present and empty: the helper sends the body deflated (``HTTPTransportRequest/deflatesBody``).
        case deflatesBody
    }

    /// One message of the helper's answer to a request.
    public enum Answer: Hashable, Sendable {
        /// The answer's status code; its body follows.
        case status(UInt)
        /// Part of the body, as it arrived.
        case part([UInt8])
        /// The end of the body.
        case end
        /// The server could not be reached, or its answer broke off: the transport's own error,
        /// so that the command line tells the cases apart as an in-process sync does.
        case error(SyncError)

        /// The two fields it travels as: its kind, and its value.
        fileprivate var fields: [[UInt8]?] {
            switch self {
            case .status(let status): [Array("ok".utf8), Array(String(status).utf8)]
            case .part(let bytes): [Array("part".utf8), bytes]
            case .end: [Array("end".utf8), nil]
            case .error(let error): [Array("error".utf8), Array((try? JSONEncoder().encode(error)) ?? Data("\(error)".utf8))]
            }
        }

        fileprivate init(fields: [[UInt8]?]) throws(SyncError) {
            let value = fields[1]
            switch String(decoding: fields[0] ?? [], as: UTF8.self) {
            case "ok":
                let text = String(decoding: value ?? [], as: UTF8.self)
                guard let status = UInt(text) else { throw .relay("the layoutstore-http helper answered a status of '\(text)'") }
                self = .status(status)
            case "part": self = .part(value ?? [])
            case "end": self = .end
            case "error":
                // An error that is not a ``SyncError`` in JSON (a helper of another version) keeps its words.
                let bytes = value ?? []
                self = .error((try? JSONDecoder().decode(SyncError.self, from: Data(bytes))) ?? .relay(String(decoding: bytes, as: UTF8.self)))
            case let kind: throw .badPayload("a layoutstore-http answer of an unknown kind '\(kind)'")
            }
        }
    }

    /// Writes a request; false if the other end has closed the descriptor.
    public static func send(_ request: HTTPTransportRequest, to descriptor: Int32) -> Bool {
        let fields = RequestField.allCases.map { field -> [UInt8]? in
            switch field {
            case .method: Array(request.method.utf8)
            case .url: Array(request.url.utf8)
            case .token: request.token.map { Array($0.utf8) }
            case .body: request.body
            case .contentType: Array(request.contentType.utf8)
            case .deflatesBody: request.deflatesBody ? [] : nil
            }
        }
        return send(fields, to: descriptor)
    }

    /// Reads a request; nil when the input ended before it.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` when the input ends inside it, or it has no
    ///   method or URL.
    public static func receiveRequest(from descriptor: Int32) throws(SyncError) -> HTTPTransportRequest? {
        guard let fields = try receive(fields: RequestField.allCases.count, from: descriptor) else { return nil }
        func text(_ field: RequestField) -> String? { fields[field.rawValue].map { String(decoding: $0, as: UTF8.self) } }
        guard let method = text(.method), let url = text(.url) else { throw .badPayload("a relayed request has no method or URL") }
        return HTTPTransportRequest(
            method: method, url: url, token: text(.token), body: fields[RequestField.body.rawValue],
            contentType: text(.contentType) ?? "application/json", deflatesBody: fields[RequestField.deflatesBody.rawValue] != nil)
    }

    /// Writes one message of an answer; false if the other end has closed the descriptor.
    public static func send(_ answer: Answer, to descriptor: Int32) -> Bool {
        send(answer.fields, to: descriptor)
    }

    /// Reads one message of an answer; nil when the input ended before it.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` when the input ends inside it or it is of no
    ///   known kind; ``SyncError/relay(_:)`` for a status that is not a number.
    public static func receiveAnswer(from descriptor: Int32) throws(SyncError) -> Answer? {
        guard let fields = try receive(fields: 2, from: descriptor) else { return nil }
        return try Answer(fields: fields)
    }

    /// Writes a message to a file descriptor; false if the other end has closed it.
    private static func send(_ fields: [[UInt8]?], to descriptor: Int32) -> Bool {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 8 + ($1?.count ?? 0) })
        for field in fields {
            let length = field.map { UInt64($0.count) } ?? .max
            withUnsafeBytes(of: length.littleEndian) { bytes += $0 }
            if let field { bytes += field }
        }
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Reads `count` fields of a message from a file descriptor; nil when the input ended
    /// before the first of them.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` when the input ends inside a message.
    private static func receive(fields count: Int, from descriptor: Int32) throws(SyncError) -> [[UInt8]?]? {
        var fields: [[UInt8]?] = []
        for index in 0..<count {
            var length: UInt64 = 0
            guard withUnsafeMutableBytes(of: &length, { readFully(descriptor, into: $0) }) else {
                if index == 0 { return nil }
                throw .badPayload("a layoutstore-http message ended early")
            }
            length = UInt64(littleEndian: length)
            if length == .max {
                fields.append(nil)
                continue
            }
            guard length <= 1 << 34 else { throw .badPayload("a layoutstore-http message has a field of \(length) bytes") }
            var field = [UInt8](repeating: 0, count: Int(length))
            guard field.isEmpty || field.withUnsafeMutableBytes({ readFully(descriptor, into: $0) }) else {
                throw .badPayload("a layoutstore-http message ended early")
            }
            fields.append(field)
        }
        return fields
    }

    /// Fills the buffer; false at the end of the input.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
