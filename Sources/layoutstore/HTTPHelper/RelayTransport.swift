import Foundation
import Sync
import Synchronization

/// ``HTTPTransport`` through a `layoutstore-http relay` child process: each request is written
/// to its standard input and its answer read from its standard output (``RelayFrame``), the
/// body part by part as the helper receives it. The child starts with the first request (or
/// before, with ``startEarly()``) and ends when this transport does.
final class RelayTransport: HTTPTransport, @unchecked Sendable {  // `child` is used by one exchange at a time
    fileprivate struct Child {
        var pid: pid_t
        var requests: Int32
        var answers: Int32
    }

    /// The helper started by ``startEarly()``, until a transport takes it.
    private static let early = Mutex<Child?>(nil)

    /// Starts the helper now, for the first transport to take: `sync` calls it before its
    /// arguments are parsed and its store opened, so that the helper starts meanwhile, rather
    /// than after them, when the first request waits for it. Does nothing when the helper cannot
    /// start (the first request then says why).
    static func startEarly() {
        guard let child = try? start() else { return }
        early.withLock { $0 = child }
    }

    /// Ends a helper started early that no transport took (a sync with a store file): it has
    /// sent nothing, so it is stopped where it is (it may still be making its HTTP client)
    /// rather than waited for.
    static func stopEarly() {
        guard let child = early.withLock({ $0.take() }) else { return }
        kill(child.pid, SIGTERM)
        child.stop()
    }

    /// Taken by an exchange from its request to the end of its answer's body, which another
    /// thread may read: a semaphore, not a lock.
    private let turn = DispatchSemaphore(value: 1)
    private var child: Child?

    func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        let response = try await open(request)
        var body: [UInt8] = []
        for try await part in response.body { body += part }
        return HTTPTransportResponse(status: response.status, body: body)
    }

    func open(_ request: HTTPTransportRequest) async throws -> HTTPStreamedResponse {
        turn.wait()
        do {
            let child = try self.child ?? Self.early.withLock({ $0.take() }) ?? Self.start()
            self.child = child
            guard RelayFrame.send(request, to: child.requests), let answer = try RelayFrame.receiveAnswer(from: child.answers) else {
                throw SyncError.relay("the layoutstore-http helper stopped before answering; try the sync again")
            }
            let status: UInt
            switch answer {
            case .status(let answered): status = answered
            case .error(let error): throw error
            case .part, .end: throw SyncError.relay("the layoutstore-http helper answered without a status")
            }
            return HTTPStreamedResponse(status: status, body: RelayBody(exchange: RelayExchange(answers: child.answers, turn: turn)))
        } catch {
            turn.signal()
            throw error
        }
    }

    private static func start() throws -> Child {
        let helper = try HTTPHelper.path()
        var requests: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&requests) == 0, pipe(&answers) == 0 else { throw CLIError("cannot start layoutstore-http: no pipes left") }
        signal(SIGPIPE, SIG_IGN)  // a helper that died is reported as an error, not a signal
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requests[0], 0)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 1)
        for descriptor in requests + answers { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(helper), strdup("relay"), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, helper, &actions, nil, argv, environ)
        close(requests[0])
        close(answers[1])
        guard status == 0 else {
            close(requests[1])
            close(answers[0])
            throw CLIError("cannot start \(helper): \(String(cString: strerror(status)))")
        }
        return Child(pid: pid, requests: requests[1], answers: answers[0])
    }

    deinit {
        child?.stop()
    }
}

extension RelayTransport.Child {
    /// Closes the pipes, so that the helper sees the end of its input and exits, and waits for it.
    fileprivate func stop() {
        close(requests)
        close(answers)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// The body of one relayed answer: ``RelayFrame/Answer/part(_:)`` messages until
/// ``RelayFrame/Answer/end``, or ``RelayFrame/Answer/error(_:)`` when the helper's connection
/// to the server broke off.
private struct RelayBody: AsyncSequence, Sendable {
    let exchange: RelayExchange

    struct AsyncIterator: AsyncIteratorProtocol {
        let exchange: RelayExchange
        mutating func next() async throws -> [UInt8]? { try exchange.next() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(exchange: exchange) }
}

/// Reads an answer's body from the helper and gives the transport back its turn at the end,
/// or, for a body left unread, once it has read the rest, so the next answer starts in step.
private final class RelayExchange: @unchecked Sendable {  // read by one iterator at a time
    private let answers: Int32
    private let turn: DispatchSemaphore
    private var ended = false

    init(answers: Int32, turn: DispatchSemaphore) {
        self.answers = answers
        self.turn = turn
    }

    func next() throws -> [UInt8]? {
        guard !ended else { return nil }
        do {
            guard let message = try RelayFrame.receiveAnswer(from: answers) else {
                throw SyncError.relay("the layoutstore-http helper stopped in the middle of an answer; try the sync again")
            }
            switch message {
            case .part(let bytes):
                return bytes
            case .end:
                end()
                return nil
            case .error(let error):
                throw error
            case .status(let status):
                throw SyncError.relay("the layoutstore-http helper answered a second status (\(status)) in the middle of an answer")
            }
        } catch {
            end()
            throw error
        }
    }

    private func end() {
        guard !ended else { return }
        ended = true
        turn.signal()
    }

    deinit {
        while !ended, (try? next()) != nil {}
        end()
    }
}
