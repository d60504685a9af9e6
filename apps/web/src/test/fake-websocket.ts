/**
 * A fake WebSocket for component tests: the real-time connection's network boundary, replaced like fetch.
 * Sockets stay connecting until a test opens them, so no test ever reaches a real server.
 */
interface FakeEvent {
  data?: string;
  code?: number;
  reason?: string;
  wasClean?: boolean;
}

export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: string[] = [];
  onopen: ((event: FakeEvent) => void) | null = null;
  onclose: ((event: FakeEvent) => void) | null = null;
  onerror: ((event: FakeEvent) => void) | null = null;
  onmessage: ((event: FakeEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** The server accepts the socket; the client then sends its connect command. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({});
  }

  /** Answers the client's connect command (Centrifuge JSON protocol) with this connect data. */
  acceptConnect(data: unknown): void {
    const command = this.sent
      .flatMap((frame) => frame.split('\n'))
      .map((line) => JSON.parse(line) as { id: number; connect?: unknown })
      .find((c) => c.connect !== undefined);
    if (!command) throw new Error('the client sent no connect command');
    this.onmessage?.({ data: JSON.stringify({ id: command.id, connect: { client: 'test-client', data, ping: 0 } }) });
  }

  /** The connection attempt fails, as when the server is unreachable. */
  fail(): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onerror?.({});
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }

  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }
}

export function installFakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}
