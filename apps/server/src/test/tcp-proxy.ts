import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './server-process.ts';

/**
 * A TCP proxy between a server under test and PostgreSQL or Redis. `cut()` drops every open connection and
 * stops listening (the service is gone); `restore()` listens again on the same port. The shared services
 * themselves are never touched.
 */
export interface TcpProxy {
  port: number;
  /** host:port of the proxy, for building a URL. */
  address: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
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
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve();
      });
    });

  const cut = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return { port, address: `127.0.0.1:${port}`, cut, restore: listen, close: cut };
}

/** The URL with its host:port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.host = proxy.address;
  return u.toString();
}
