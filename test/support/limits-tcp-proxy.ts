// A TCP proxy in front of a real server (Redis in the limiter tests), to simulate an outage:
// cut() destroys every connection and stops accepting new ones (connection refused);
// restore() listens again on the same port.

import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections made through the proxy so far. */
  readonly connections: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const port = await listen(0);
  return {
    port,
    get connections() {
      return connections;
    },
    cut: stop,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
