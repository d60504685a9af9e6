import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface SlowClient {
  socket: Socket;
  /** Milliseconds from the first byte until the server closed the connection, and what it answered. */
  closed: Promise<{ ms: number; answer: string }>;
}

/** Sends `text` one byte every `everyMs` (a slowloris client), forever until the server closes on it. */
function trickle(port: number, text: string, everyMs: number): SlowClient {
  const socket = connect(port, '127.0.0.1');
  const begun = performance.now();
  let answer = '';
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return;
    socket.write(text[i % text.length] as string);
    i++;
  }, everyMs);
  socket.on('data', (d) => {
    answer += d.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ ms: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - begun, answer });
    }),
  );
  return { socket, closed };
}

/**
 * Slowloris (docs/security-checklist.md, security 14): clients that send their headers, or their body, a byte at a
 * time are cut off at the configured timeouts (15 s / 30 s in production; lowered here), and the server keeps
 * answering everyone else meanwhile.
 */
describe('slow senders', () => {
  it('cuts byte-by-byte headers and bodies at the timeouts while other requests are served', async () => {
    t = await createTestApp({ limits: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);

    const headerEndless = 'GET /api/about/version HTTP/1.1\r\nHost: x\r\nX-Padding: ' + 'a'.repeat(10_000);
    const slowHeaders = Array.from({ length: 30 }, () => trickle(port, headerEndless, 50));
    const slowBody = Array.from({ length: 5 }, () => {
      const c = trickle(port, 'a'.repeat(10_000), 50);
      c.socket.write(
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
      );
      return c;
    });

    // Meanwhile ordinary requests are answered promptly.
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const begun = performance.now();
      const res = await fetch(`${address}/api/about/version`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      latencies.push(performance.now() - begun);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Math.max(...latencies)).toBeLessThan(500);

    const headers = await Promise.all(slowHeaders.map((c) => c.closed));
    for (const h of headers) {
      expect(h.ms).toBeLessThan(1_000 + 1_500);
      expect(h.answer).toMatch(/^HTTP\/1\.1 408/);
    }
    const bodies = await Promise.all(slowBody.map((c) => c.closed));
    for (const b of bodies) expect(b.ms).toBeLessThan(2_000 + 1_500);
  }, 20_000);
});
