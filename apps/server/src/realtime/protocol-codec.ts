import { z } from 'zod';
import type { BrokerPublication, ClientInfo } from './broker.ts';
import type { ProtocolError } from './protocol-codes.ts';

/**
 * The Centrifuge JSON protocol on the wire: a frame holds one or more JSON objects separated by '\n'.
 * Commands are validated here, so the connection only ever sees well-typed requests.
 */

const channel = z.string().min(1).max(255);
const token = z.string().max(16_384);
const position = { offset: z.number().int().min(0).optional(), epoch: z.string().max(64).optional() };

const requests = {
  connect: z.object({ token: token.optional(), name: z.string().max(64).optional(), version: z.string().optional() }),
  subscribe: z.object({
    channel,
    recover: z.boolean().optional(),
    ...position,
    join_leave: z.boolean().optional(),
  }),
  unsubscribe: z.object({ channel }),
  publish: z.object({ channel, data: z.unknown() }),
  presence: z.object({ channel }),
  presence_stats: z.object({ channel }),
  history: z.object({
    channel,
    limit: z.number().int().min(-1).optional(),
    since: z.object({ offset: z.number().int().min(0), epoch: z.string().max(64).optional() }).optional(),
    reverse: z.boolean().optional(),
  }),
  rpc: z.object({ method: z.string().max(128).optional(), data: z.unknown().optional() }),
  refresh: z.object({ token }),
  sub_refresh: z.object({ channel, token: token.optional() }),
} as const;

export type Method = keyof typeof requests;
export type Requests = { [M in Method]: z.infer<(typeof requests)[M]> };
export type Command = { [M in Method]: { kind: 'command'; id: number; method: M; req: Requests[M] } }[Method];

type Decoded =
  | Command
  | { kind: 'pong' }
  | { kind: 'send' }
  /** A command that names its id but is otherwise wrong: answered with an error, the connection stays. */
  | { kind: 'bad'; id: number; error: ProtocolError }
  /** Not a command at all: the connection is closed with 3501. */
  | { kind: 'invalid' };

const METHODS = Object.keys(requests) as Method[];
const MAX_ID = 2 ** 32 - 1;

/** Splits and parses a text frame; throws on anything that is not JSON. Blank lines are skipped as the SDK does. */
export function decodeFrame(text: string): unknown[] {
  const out: unknown[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() !== '') out.push(JSON.parse(line));
  }
  return out;
}

export function decodeCommand(raw: unknown, badRequest: ProtocolError): Decoded {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { kind: 'invalid' };
  const cmd = raw as Record<string, unknown>;
  if (cmd.id === undefined || cmd.id === 0) {
    // No id: an async `send` (we take none) or, like the Go server's decoder, anything else is a pong.
    return cmd.send !== undefined ? { kind: 'send' } : { kind: 'pong' };
  }
  const id = cmd.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return { kind: 'invalid' };
  const present = METHODS.filter((m) => cmd[m] !== undefined && cmd[m] !== null);
  const method = present[0];
  if (present.length !== 1 || method === undefined) return { kind: 'bad', id, error: badRequest };
  const parsed = requests[method].safeParse(cmd[method]);
  if (!parsed.success) return { kind: 'bad', id, error: badRequest };
  return { kind: 'command', id, method, req: parsed.data } as Command;
}

// ── Encoding. Publication data travels as JSON text end to end, so it is never parsed or re-serialised. ──

/** The JSON text of a publication without its offset: `{"data":…,"info":…}`. */
export function encodePubBody(dataJson: string, info?: ClientInfo): string {
  return info ? `{"data":${dataJson},"info":${JSON.stringify(info)}}` : `{"data":${dataJson}}`;
}

/** A publication as the client sees it: the body plus its offset when the channel keeps history. */
export function pubToWire(pub: BrokerPublication): string {
  return pub.offset === undefined ? pub.body : `${pub.body.slice(0, -1)},"offset":${pub.offset}}`;
}

export function encodePubPush(channelName: string, pub: BrokerPublication): string {
  return `{"push":{"channel":${JSON.stringify(channelName)},"pub":${pubToWire(pub)}}}`;
}

export function encodePush(channelName: string, kind: 'join' | 'leave' | 'unsubscribe', payload: object): string {
  return JSON.stringify({ push: { channel: channelName, [kind]: payload } });
}

/**
 * A reply. The result object is always present (the SDK reads it without checking); `rawPubs` are
 * publications already in wire form, spliced in as the `publications` array.
 */
export function encodeReply(id: number, method: Method, result: object, rawPubs?: readonly string[]): string {
  let body = JSON.stringify(result);
  if (rawPubs && rawPubs.length > 0) {
    body = `${body.slice(0, -1)}${body === '{}' ? '' : ','}"publications":[${rawPubs.join(',')}]}`;
  }
  return `{"id":${id},"${method}":${body}}`;
}

export function encodeError(id: number, error: ProtocolError): string {
  return JSON.stringify({ id, error });
}

/** A server ping is literally `{}`. */
export const PING_FRAME = '{}';
