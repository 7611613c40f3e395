import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on a free loopback port to `port` on `host`, which a test can
 * cut: every connection through it is dropped, and new ones are dropped as
 * they come, until it is restored. A database that goes away under a server
 * (a restart, a network failure) without stopping the database itself.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  stop(): Promise<void>;
}

export function startTcpProxy(port: number, host = '127.0.0.1'): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cut = false;
  const drop = (socket: Socket) => socket.destroy();
  const server = createServer((client) => {
    if (cut) return drop(client);
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no port'));
      resolve({
        port: address.port,
        cut() {
          cut = true;
          for (const socket of open) drop(socket);
        },
        restore() {
          cut = false;
        },
        stop: () =>
          new Promise((done) => {
            for (const socket of open) drop(socket);
            server.close(() => done());
          }),
      });
    });
  });
}
