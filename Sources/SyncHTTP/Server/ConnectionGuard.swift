import HTTPTypes
import HummingbirdCore
import NIOCore
import NIOHTTPTypes
import Synchronization

/// The server's open connections, so that no one client can take them all.
///
/// Two rules, both decided as a connection opens:
/// - **One client address holds at most ``perClient`` connections**; a connection beyond that is
///   closed at once.
/// - **Under pressure** (``pressure`` connections open or more), the new connection makes room:
///   the oldest connection that is idle (no request under way) and has never answered a request
///   that carried a token with success is closed. Connections held open without requests go
///   first; those of clients whose tokens this server knows stay (until their idle timeout).
final class ConnectionTable: Sendable {
    let perClient: Int
    let pressure: Int

    private struct Entry {
        var channel: any Channel
        var client: String
        var opened: UInt64
        var busy = false
        var authenticated = false
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var perClient: [String: Int] = [:]
        var next: UInt64 = 0
    }

    private let state = Mutex(State())

    init(perClient: Int, pressure: Int) {
        self.perClient = perClient
        self.pressure = pressure
    }

    /// Records a connection; false when its client already holds its share. Under pressure,
    /// closes the oldest idle connection of a client never answered as authenticated.
    func open(_ channel: any Channel) -> Bool {
        let client = Self.client(of: channel)
        let (accepted, evicted) = state.withLock { state -> (Bool, (any Channel)?) in
            guard state.perClient[client, default: 0] < perClient else { return (false, nil) }
            var evicted: (any Channel)?
            if state.entries.count >= pressure,
                let oldest = state.entries.filter({ !$0.value.busy && !$0.value.authenticated }).min(by: { $0.value.opened < $1.value.opened })
            {
                evicted = oldest.value.channel
                Self.remove(oldest.key, from: &state)
            }
            state.next += 1
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, client: client, opened: state.next)
            state.perClient[client, default: 0] += 1
            return (true, evicted)
        }
        evicted?.close(promise: nil)
        return accepted
    }

    func close(_ channel: any Channel) {
        state.withLock { state in Self.remove(ObjectIdentifier(channel), from: &state) }
    }

    /// A request started (`busy`) or its answer ended on the connection; `authenticated` once a
    /// request with a token was answered with success.
    func update(_ channel: any Channel, busy: Bool, authenticated: Bool = false) {
        state.withLock { state in
            state.entries[ObjectIdentifier(channel)]?.busy = busy
            if authenticated { state.entries[ObjectIdentifier(channel)]?.authenticated = true }
        }
    }

    private static func remove(_ key: ObjectIdentifier, from state: inout State) {
        guard let entry = state.entries.removeValue(forKey: key) else { return }
        state.perClient[entry.client, default: 1] -= 1
        if state.perClient[entry.client] == 0 { state.perClient[entry.client] = nil }
    }

    /// The client's address without its port.
    private static func client(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "unknown"
    }
}

/// Keeps a connection's entry in the ``ConnectionTable``: added as the connection opens (and
/// the connection closed if the table refuses it), marked busy while a request is under way.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let table: ConnectionTable
    private var registered = false
    private var requestHasToken = false

    init(table: ConnectionTable) {
        self.table = table
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { register(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        register(context)
        context.fireChannelActive()
    }

    private func register(_ context: ChannelHandlerContext) {
        guard !registered else { return }
        registered = true
        if !table.open(context.channel) { context.close(promise: nil) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        table.close(context.channel)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        table.close(context.channel)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            // The login form answers anyone: only a page or a sync answered to a token counts.
            let isLogin = head.path?.hasPrefix("/login") ?? true
            requestHasToken = !isLogin && (head.headerFields[.authorization] != nil || head.headerFields[.cookie] != nil)
            table.update(context.channel, busy: true)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            if requestHasToken, (200..<400).contains(head.status.code) {
                table.update(context.channel, busy: true, authenticated: true)
            }
        case .end:
            table.update(context.channel, busy: false)
        case .body:
            break
        }
        context.write(data, promise: promise)
    }
}
