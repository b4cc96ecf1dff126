#!/usr/bin/env python3
"""A TCP proxy that charges every round trip a fixed RTT, for Benchmarks/realpath.sh.

Usage: delay-proxy.py --listen PORT --target PORT [--rtt-ms 50] [--count-file PATH]

Listens on 127.0.0.1:PORT and forwards each connection to 127.0.0.1:TARGET. Every chunk read
in either direction is written to the other side RTT/2 later, in order, so any exchange that
waits for an answer (a TLS handshake's flights, a request and its response) costs one RTT per
round trip. A userspace proxy cannot delay the kernel's SYN/SYN-ACK: the client's connect()
returns at once. The TCP handshake is therefore charged explicitly, and strictly: on a real path
the client can send nothing until its connect() returns one RTT after it began, so whatever it
does between connect() and its first byte (creating its TLS context, loading its CA bundle) comes
after that round trip, not during it. Every chunk the client sends before the server has
answered anything is therefore written one RTT + RTT/2 after it was read (the proxy opens the
upstream connection one RTT after accepting): a client that sends its ClientHello at once gets
it to the server at 1.5 RTT, as on a real path, and one that first spends 20 ms of CPU, at
1.5 RTT + 20 ms. Bandwidth, loss and TCP slow start are not modelled.

The number of connections accepted so far is written to --count-file after each accept and
printed to stderr on SIGUSR1 and at exit. Standard library only.
"""

import argparse
import asyncio
import signal
import sys


class Proxy:
    def __init__(self, target: int, rtt: float, count_file: str | None):
        self.target = target
        self.rtt = rtt
        self.count_file = count_file
        self.connections = 0

    def report(self) -> None:
        print(f"delay-proxy: {self.connections} connections", file=sys.stderr, flush=True)

    async def handle(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        if self.count_file:
            with open(self.count_file, "w") as f:
                f.write(f"{self.connections}\n")
        loop = asyncio.get_running_loop()
        # The client's first flight is timed as if its connect() had returned one RTT from now.
        to_server: asyncio.Queue = asyncio.Queue()
        answered = asyncio.Event()
        pump_in = asyncio.create_task(
            self.read_into(client_reader, to_server, loop.time() + self.rtt, handshake=answered))
        await asyncio.sleep(self.rtt)  # SYN, SYN-ACK: one round trip before data can flow
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError as error:
            print(f"delay-proxy: cannot reach 127.0.0.1:{self.target}: {error}", file=sys.stderr)
            pump_in.cancel()
            client_writer.close()
            return
        to_client: asyncio.Queue = asyncio.Queue()
        tasks = [
            pump_in,
            asyncio.create_task(self.write_from(to_server, server_writer, loop)),
            asyncio.create_task(self.read_into(server_reader, to_client, 0)),
            asyncio.create_task(self.write_from(to_client, client_writer, loop, wrote=answered)),
        ]
        try:
            await asyncio.gather(*tasks)
        except (ConnectionError, OSError):
            pass
        finally:
            for task in tasks:
                task.cancel()
            for writer in (client_writer, server_writer):
                writer.close()

    async def read_into(self, reader: asyncio.StreamReader, queue: asyncio.Queue, connected: float,
                        handshake: asyncio.Event | None = None) -> None:
        """Reads chunks and queues each with the time it may be written: RTT/2 after it was sent,
        or after the connection is up (`connected`), whichever is later. On the client's side, a
        chunk read before the server's first bytes reached the client (`handshake` unset) was
        sent at least one RTT later on a real path: after its connect() returned."""
        loop = asyncio.get_running_loop()
        while True:
            try:
                data = await reader.read(65536)
            except (ConnectionError, OSError):
                data = b""
            now = loop.time()
            if handshake is not None and not handshake.is_set():
                now += self.rtt
            due = max(now, connected) + self.rtt / 2
            await queue.put((due, data))
            if not data:
                return

    async def write_from(self, queue: asyncio.Queue, writer: asyncio.StreamWriter, loop,
                         wrote: asyncio.Event | None = None) -> None:
        """Writes queued chunks in order, each no sooner than its due time; EOF closes the side.
        `wrote` is set once the first chunk has been written."""
        while True:
            due, data = await queue.get()
            delay = due - loop.time()
            if delay > 0:
                await asyncio.sleep(delay)
            if not data:
                if writer.can_write_eof():
                    writer.write_eof()
                return
            writer.write(data)
            if wrote is not None:
                wrote.set()
            await writer.drain()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--listen", type=int, required=True)
    parser.add_argument("--target", type=int, required=True)
    parser.add_argument("--rtt-ms", type=float, default=50)
    parser.add_argument("--count-file")
    args = parser.parse_args()
    proxy = Proxy(args.target, args.rtt_ms / 1000, args.count_file)
    server = await asyncio.start_server(proxy.handle, "127.0.0.1", args.listen)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    loop.add_signal_handler(signal.SIGUSR1, proxy.report)
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    print(f"delay-proxy: 127.0.0.1:{args.listen} -> 127.0.0.1:{args.target}, RTT {args.rtt_ms:g} ms", file=sys.stderr, flush=True)
    async with server:
        await stop.wait()
    proxy.report()


if __name__ == "__main__":
    asyncio.run(main())
