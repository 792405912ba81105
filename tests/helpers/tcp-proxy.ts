import net from "node:net";

// A TCP proxy on 127.0.0.1 that a test puts between a server and PostgreSQL, to cut the database
// the way networks fail:
// - "pass": bytes flow both ways;
// - "reset": open connections are reset (RST) and new ones are reset as soon as they arrive
//   (the database restarted, or a firewall rejects);
// - "blackhole": nothing arrives and nothing is answered, on open and new connections alike
//   (a partition: the peer just goes silent and only timeouts notice).

export type ProxyMode = "pass" | "reset" | "blackhole";

export type TcpProxy = {
  port: number;
  /** The database URL with host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): void;
  /** Connections the proxy has accepted so far (each new server-side connection counts). */
  accepted(): number;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket | undefined; silenced: boolean };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "pass";
  let acceptedCount = 0;
  const pairs = new Set<Pair>();

  const drop = (pair: Pair, reset: boolean) => {
    pairs.delete(pair);
    for (const socket of [pair.client, pair.upstream]) {
      if (!socket || socket.destroyed) continue;
      if (reset) socket.resetAndDestroy();
      else socket.destroy();
    }
  };

  const server = net.createServer((client) => {
    acceptedCount += 1;
    client.on("error", () => undefined);
    if (mode === "reset") {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: undefined, silenced: mode === "blackhole" };
    pairs.add(pair);
    client.on("close", () => drop(pair, false));
    if (pair.silenced) {
      // Accept and say nothing: the client's handshake waits until its own timeout.
      client.on("data", () => undefined);
      return;
    }
    connectUpstream(pair);
  });

  function connectUpstream(pair: Pair) {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", () => drop(pair, true));
    upstream.on("close", () => drop(pair, false));
    // Forward by hand (not pipe) so that a blackhole can swallow bytes on open connections.
    pair.client.on("data", (chunk: Buffer) => {
      if (!pair.silenced) upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!pair.silenced) pair.client.write(chunk);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    mode: () => mode,
    setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === "reset") {
        for (const pair of [...pairs]) drop(pair, true);
      } else if (next === "blackhole") {
        for (const pair of pairs) pair.silenced = true;
      } else if (previous === "blackhole") {
        // Bytes were swallowed, so those sessions are out of step for good: close them as a
        // firewall that forgot their state would. New connections flow normally.
        for (const pair of [...pairs]) if (pair.silenced) drop(pair, true);
      }
    },
    accepted: () => acceptedCount,
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of [...pairs]) drop(pair, false);
        server.close(() => resolve());
      }),
  };
}
