import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * How the relay treats connections: `pass` forwards them to the server; `dead` is a venue's wifi whose uplink died
 * (connections are accepted and held open, nothing is forwarded, nothing answers); `down` resets every connection
 * at once (the network is gone).
 */
export type RelayMode = 'pass' | 'dead' | 'down';

export interface Relay {
  /** The origin the browser uses: every request of the page and of its service worker goes through the relay. */
  url: string;
  /** Changes the mode; connections already open (the WebSocket, kept-alive HTTP) are cut, as a real drop does. */
  setMode(mode: RelayMode): void;
  stop(): Promise<void>;
}

/**
 * A TCP relay in front of the e2e server on a port of its own. `context.setOffline` stops the page's requests but
 * not its service worker's, so a journey that must really lose the server cuts it here.
 */
export async function startRelay(targetPort: number): Promise<Relay> {
  let mode: RelayMode = 'pass';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset from either side is the expected end of a cut connection.
    socket.on('error', () => socket.destroy());
  };

  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'down') {
      client.resetAndDestroy();
      return;
    }
    // Dead uplink: the connection stays accepted and silent until the mode changes.
    if (mode === 'dead') return;
    const upstream = connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');

  const cutAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    setMode(next) {
      mode = next;
      cutAll();
    },
    async stop() {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
