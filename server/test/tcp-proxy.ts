import net from 'node:net';

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
}

/**
 * A TCP relay to `target` that a test can cut, freeze and restore. Cut, it looks as a database
 * stopped does to its clients: every open connection drops and new ones are refused. Frozen, as
 * a network partition or a hung host does: connections stay open and nothing is answered.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<Pair>();
  let frozen = false;
  const relay = ({ client, upstream }: Pair) => {
    client.pipe(upstream!).pipe(client);
  };
  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => {});
    upstream.on('close', () => end(pair));
    relay(pair);
  };
  const end = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const server = net.createServer((client) => {
    const pair: Pair = { client };
    pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => end(pair));
    if (frozen) client.pause();
    else connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const pair of pairs) end(pair);
  };
  return {
    port,
    /** Drops every connection and refuses new ones. */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      dropAll();
      await closed;
    },
    /** Keeps every connection, and takes new ones, without passing anything either way. */
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    /**
     * After a freeze, new connections reach the target again while those open during the freeze
     * stay frozen, as connections to a host that went away do after a fail-over.
     */
    failOver() {
      frozen = false;
      for (const pair of pairs) if (!pair.upstream) pair.client.destroy();
    },
    /** Passes traffic again: after a cut on the same port, after a freeze on every connection. */
    async restore() {
      if (frozen) {
        frozen = false;
        for (const pair of pairs) {
          if (pair.upstream) relay(pair);
          else connectUpstream(pair);
        }
        return;
      }
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
