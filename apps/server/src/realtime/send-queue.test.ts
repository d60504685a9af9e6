import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { SendQueue, SharedFrame } from './send-queue.ts';

describe('SendQueue', () => {
  let wss: WebSocketServer | undefined;
  afterEach(() => new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve())));

  async function pair(): Promise<{ server: WebSocket; client: WebSocket; received: string[] }> {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await once(wss, 'listening');
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const [server] = (await once(wss, 'connection')) as [WebSocket];
    await once(client, 'open');
    const received: string[] = [];
    client.on('message', (data) => received.push(data.toString()));
    return { server, client, received };
  }

  it('writes a shared frame built once, and packs what one turn queued into one message, in order', async () => {
    const { server, client, received } = await pair();
    const send = vi.spyOn(server, 'send');
    const queue = new SendQueue(server, { maxQueueBytes: 1_000_000, overflow() {}, observeQueue() {} });
    const frame = new SharedFrame('{"push":{"channel":"news","pub":{"data":{"n":1}}}}');
    queue.push(frame);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    // The pre-built frame went to the TCP socket directly; the client read it as a normal text message.
    expect(send).not.toHaveBeenCalled();
    expect(received[0]).toBe(frame.text);
    expect(frame.wire.subarray(2).toString()).toBe(frame.text);

    queue.push('{"id":1}');
    queue.push(new SharedFrame('{"id":2}'));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toBe('{"id":1}\n{"id":2}');
    client.close();
  });
});
