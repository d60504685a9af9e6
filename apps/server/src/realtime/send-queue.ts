import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import * as ws from 'ws';

/**
 * Outgoing messages of one connection. Messages queued in the same event-loop turn leave as one frame
 * ('\n'-joined, as the protocol allows), which cuts socket writes by an order of magnitude under fan-out.
 * The queue is bounded in bytes, counting what the socket itself still buffers: a client that stops
 * reading is disconnected (3008) instead of growing the server's memory.
 */

/**
 * One serialised message shared by every subscriber of a publication. Its bytes, and the whole WebSocket
 * frame around them (header + payload, unmasked as a server sends), are built once, not once per socket.
 */
export class SharedFrame {
  private bytes: Buffer | undefined;
  private framed: Buffer | undefined;
  constructor(readonly text: string) {}
  get buffer(): Buffer {
    this.bytes ??= Buffer.from(this.text);
    return this.bytes;
  }
  get wire(): Buffer {
    this.framed ??= Buffer.concat(
      Sender.frame(this.buffer, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }),
    );
    return this.framed;
  }
}

/** `ws` exports its frame builder, but its type definitions leave it out. */
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, opts: Record<string, boolean | number>): Buffer[] };
};

/** The parts of `ws` a pre-built frame bypasses; checked on each write so a state we do not handle falls back. */
interface WsInternals {
  _socket?: Socket;
  _sender?: { _state: number; _queue: unknown[] };
  _extensions?: Record<string, unknown>;
}

/**
 * Writes a pre-built frame straight to the TCP socket, as `ws` itself would for an uncompressed text message
 * (its Sender.sendFrame), minus building the header again for each of 1,000 subscribers. Only when the
 * sender is idle (nothing queued, no compression): otherwise `ws.send` keeps the order.
 */
function writeFramed(socket: WebSocket, frame: SharedFrame): boolean {
  const raw = socket as unknown as WsInternals;
  const sender = raw._sender;
  if (!raw._socket || !sender || sender._state !== 0 || sender._queue.length > 0) return false;
  if (raw._extensions?.['permessage-deflate']) return false;
  raw._socket.write(frame.wire);
  return true;
}

type Part = string | SharedFrame;
const textOf = (p: Part) => (typeof p === 'string' ? p : p.text);

// One timer for all queues: a publication to N subscribers schedules one flush, not N.
const dirty = new Set<SendQueue>();
let scheduled = false;
function schedule(queue: SendQueue): void {
  dirty.add(queue);
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    const queues = [...dirty];
    dirty.clear();
    for (const q of queues) q.flush();
  });
}

/** What a queue asks its connection: one reference per queue instead of a closure per question. */
export interface QueueOwner {
  /** Read at each push, so the limit can be lowered on a running server. */
  readonly maxQueueBytes: number;
  /** The limit was passed: the queue has closed itself, the owner drops the client (3008). */
  overflow(): void;
  /** The queue's size after each enqueue (the hub keeps the maximum for monitoring). */
  observeQueue(queuedBytes: number): void;
}

export class SendQueue {
  private parts: Part[] = [];
  private bytes = 0;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly owner: QueueOwner,
  ) {}

  /** Bytes waiting here plus bytes the socket has not handed to the kernel yet. */
  get queuedBytes(): number {
    return this.bytes + this.socket.bufferedAmount;
  }

  push(part: Part): void {
    if (this.closed) return;
    this.parts.push(part);
    this.bytes += textOf(part).length + 1;
    const queued = this.queuedBytes;
    this.owner.observeQueue(queued);
    if (queued > this.owner.maxQueueBytes) {
      this.close();
      this.owner.overflow();
      return;
    }
    schedule(this);
  }

  flush(): void {
    if (this.parts.length === 0 || this.closed) return;
    const parts = this.parts;
    this.parts = [];
    this.bytes = 0;
    if (this.socket.readyState !== this.socket.OPEN) return;
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only instanceof SharedFrame) {
      if (!writeFramed(this.socket, only)) this.socket.send(only.buffer, { binary: false });
    } else this.socket.send(parts.map(textOf).join('\n'));
  }

  /** Stops sending; what is still queued is dropped (a slow consumer's backlog is not worth keeping). */
  close(): void {
    this.closed = true;
    this.parts = [];
    this.bytes = 0;
    dirty.delete(this);
  }
}
