"""A TCP proxy on 127.0.0.1 that delays every chunk by a fixed time in each direction, in order
and without holding back the chunks behind it: a network's latency for a `layoutstore serve`
on this machine, where the kernel's netem is not available.

    python3 Benchmarks/latency_proxy.py LISTEN_PORT SERVER_PORT DELAY_MS

A round trip through it takes at least twice DELAY_MS. docs/performance.md says how the
clone was measured through it.
"""
import asyncio, sys, time
delay = float(sys.argv[3]) / 1000
async def pipe(reader, writer):
    q = asyncio.Queue()
    async def read():
        while True:
            data = await reader.read(65536)
            await q.put((time.monotonic() + delay, data))
            if not data: break
    async def write():
        while True:
            due, data = await q.get()
            wait = due - time.monotonic()
            if wait > 0: await asyncio.sleep(wait)
            if not data:
                try: writer.write_eof()
                except Exception: pass
                break
            writer.write(data); await writer.drain()
    try: await asyncio.gather(read(), write())
    except Exception: pass
async def handle(cr, cw):
    sr, sw = await asyncio.open_connection('127.0.0.1', int(sys.argv[2]))
    await asyncio.gather(pipe(cr, sw), pipe(sr, cw))
    cw.close(); sw.close()
async def main():
    server = await asyncio.start_server(handle, '127.0.0.1', int(sys.argv[1]))
    async with server: await server.serve_forever()
asyncio.run(main())
