import { connect, type Socket } from 'node:net';

/**
 * Removes the keys a run left in Redis (the real-time broker keeps each channel's offsets for a week), by
 * pattern, over a bare RESP connection: the few commands this needs do not warrant a client library.
 */

type Reply = string | number | null | Reply[] | Error;

/** Parses one reply at `at`; undefined when the buffer does not hold all of it yet. */
function parse(buf: Buffer, at: number): { value: Reply; next: number } | undefined {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return undefined;
  const line = buf.toString('utf8', at + 1, eol);
  const type = String.fromCharCode(buf[at] as number);
  if (type === '+') return { value: line, next: eol + 2 };
  if (type === '-') return { value: new Error(line), next: eol + 2 };
  if (type === ':') return { value: Number(line), next: eol + 2 };
  if (type === '$') {
    const len = Number(line);
    if (len < 0) return { value: null, next: eol + 2 };
    if (buf.length < eol + 2 + len + 2) return undefined;
    return { value: buf.toString('utf8', eol + 2, eol + 2 + len), next: eol + 2 + len + 2 };
  }
  if (type === '*') {
    const n = Number(line);
    const items: Reply[] = [];
    let next = eol + 2;
    for (let i = 0; i < n; i++) {
      const item = parse(buf, next);
      if (!item) return undefined;
      items.push(item.value);
      next = item.next;
    }
    return { value: items, next };
  }
  throw new Error(`unexpected RESP reply type ${type}`);
}

function session(socket: Socket) {
  let buffered = Buffer.alloc(0);
  const waiting: ((r: Reply) => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      const reply = parse(buffered, 0);
      if (!reply) break;
      buffered = buffered.subarray(reply.next);
      waiting.shift()?.(reply.value);
    }
  });
  return (...args: string[]) =>
    new Promise<Reply>((resolve, reject) => {
      waiting.push((r) => (r instanceof Error ? reject(r) : resolve(r)));
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
    });
}

/** Deletes every key matching `pattern` in the database of `redisUrl`; resolves with how many. */
export async function deleteRedisKeys(redisUrl: string, pattern: string): Promise<number> {
  const url = new URL(redisUrl);
  const socket = connect(Number(url.port || 6379), url.hostname || '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const command = session(socket);
  try {
    const db = url.pathname.replace('/', '');
    if (db) await command('SELECT', db);
    let cursor = '0';
    let deleted = 0;
    do {
      const [next, keys] = (await command('SCAN', cursor, 'MATCH', pattern, 'COUNT', '1000')) as [string, string[]];
      cursor = next;
      if (keys.length) deleted += (await command('UNLINK', ...keys)) as number;
    } while (cursor !== '0');
    return deleted;
  } finally {
    socket.end();
  }
}
