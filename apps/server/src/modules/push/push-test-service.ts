import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server on this machine for the push tests: a stand-in for a push service, or for an internal address an
 * attacker would like the server to reach. It keeps the path of every request it gets, so a test can count them.
 */
export interface LocalService {
  /** `http://127.0.0.1:<port>`: what the test app's `push.testServiceOrigins` lists when it stands for a push service. */
  origin: string;
  /** Paths of the requests received, in order. */
  requests: string[];
  /** How it answers from now on (201, the push taken, until told otherwise). */
  answerWith(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

export async function startLocalService(): Promise<LocalService> {
  const requests: string[] = [];
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  let handler: Handler = (_req, res) => {
    res.writeHead(201).end();
  };
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    req.resume();
    req.on('end', () => handler(req, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((r) => {
        // A service told never to answer still holds its requests open.
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
