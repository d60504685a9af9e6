import { act, waitFor } from '@testing-library/react';
import { FakeWebSocket } from './fake-websocket.ts';

interface Command {
  id?: number;
  connect?: unknown;
  subscribe?: { channel: string; recover?: boolean };
  publish?: { channel: string; data: unknown };
}

/**
 * The server side of the fake socket, speaking just enough of the Centrifuge JSON protocol for component
 * tests: accept the connection, accept subscriptions, push publications, and read what the client published.
 */
export class FakeRealtimeServer {
  private answered = new Set<number>();
  private offsets = new Map<string, number>();

  private constructor(readonly socket: FakeWebSocket) {}

  /**
   * Waits for the app's socket, opens it and accepts its connect command; returns once the client counts as
   * connected, which it shows by subscribing (the signed-in app always listens on inbox:{me}).
   */
  static async start(): Promise<FakeRealtimeServer> {
    const server = await FakeRealtimeServer.open();
    await server.acceptConnect();
    return server;
  }

  /** Opens the app's socket and waits for its connect command, leaving the client "connecting". */
  static async open(): Promise<FakeRealtimeServer> {
    await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined(), { timeout: 3000 });
    const socket = FakeWebSocket.latest() as FakeWebSocket;
    act(() => socket.open());
    await waitFor(() => expect(socket.sent.join('')).toContain('"connect"'));
    return new FakeRealtimeServer(socket);
  }

  /** Accepts the connect command sent after `open`. */
  async acceptConnect(): Promise<void> {
    act(() => this.socket.acceptConnect({ serverVersion: '3.1.0' }));
    await waitFor(() => expect(this.socket.sent.join('')).toContain('"subscribe"'));
  }

  private commands(): Command[] {
    return this.socket.sent.flatMap((frame) => frame.split('\n').filter(Boolean)).map((l) => JSON.parse(l) as Command);
  }

  private reply(reply: unknown): void {
    act(() => this.socket.onmessage?.({ data: JSON.stringify(reply) }));
  }

  /** Waits until the client asks for `channel` and accepts it (a recoverable, positioned stream). */
  async acceptSubscription(channel: string): Promise<void> {
    let command: Command | undefined;
    await waitFor(() => {
      command = this.commands().find(
        (c) => c.subscribe?.channel === channel && c.id !== undefined && !this.answered.has(c.id),
      );
      expect(command, `subscribe to ${channel}`).toBeDefined();
    });
    const id = command?.id as number;
    this.answered.add(id);
    const offset = this.offsets.get(channel) ?? 0;
    this.reply({ id, subscribe: { recoverable: true, positioned: true, epoch: 'e1', offset } });
  }

  /**
   * The server drops a subscription for a moment (code 2500: resubscribe) and, when the client comes back, cannot
   * replay what it missed: the client sees a gap, as after a reconnect whose recovery failed.
   */
  async resubscribeUnrecovered(channel: string): Promise<void> {
    this.reply({ push: { channel, unsubscribe: { code: 2500, reason: 'insufficient state' } } });
    let command: Command | undefined;
    await waitFor(() => {
      command = this.commands().find(
        (c) => c.subscribe?.channel === channel && c.id !== undefined && !this.answered.has(c.id),
      );
      expect(command, `resubscribe to ${channel}`).toBeDefined();
    });
    const id = command?.id as number;
    this.answered.add(id);
    const offset = this.offsets.get(channel) ?? 0;
    this.reply({
      id,
      subscribe: { recoverable: true, positioned: true, epoch: 'e2', offset, was_recovering: true, recovered: false },
    });
  }

  /** Pushes a publication on a channel the client has subscribed to. */
  publish(channel: string, data: unknown): void {
    const offset = (this.offsets.get(channel) ?? 0) + 1;
    this.offsets.set(channel, offset);
    this.reply({ push: { channel, pub: { data, offset } } });
  }

  /** Data the client published on `channel`, oldest first (publish commands are answered as they are read). */
  published(channel: string): unknown[] {
    const found = this.commands().filter((c) => c.publish?.channel === channel);
    for (const c of found) {
      if (c.id !== undefined && !this.answered.has(c.id)) {
        this.answered.add(c.id);
        this.reply({ id: c.id, publish: {} });
      }
    }
    return found.map((c) => c.publish?.data);
  }
}
