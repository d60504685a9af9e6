import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';

interface Backend {
  host: string;
  port: number;
}

/**
 * A small reverse proxy for running several server processes behind one port: HTTP requests and WebSocket
 * upgrades go to the backends in turn. It sets X-Forwarded-For so the servers (TRUST_PROXY=1) rate-limit by
 * the real client address. A development and test tool; production puts a real load balancer here.
 */
export function createRoundRobinProxy(backends: readonly Backend[]): Server {
  let next = 0;
  const pick = () => backends[next++ % backends.length] as Backend;
  const forwardedFor = (existing: string | string[] | undefined, remote: string | undefined) =>
    [existing, remote].flat().filter(Boolean).join(', ');

  const server = createServer((req, res) => {
    const backend = pick();
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress),
    };
    const upstream = request({ ...backend, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'Upstream server unavailable' }));
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, socket, head) => {
    const backend = pick();
    const upstream = connect(backend.port, backend.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      const raw = req.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        if (raw[i]?.toLowerCase() !== 'x-forwarded-for') lines.push(`${raw[i]}: ${raw[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const drop = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', drop).on('close', drop);
    socket.on('error', drop).on('close', drop);
  });
  return server;
}
