import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Minimal MIME reading: enough to get the plain-text body of the app's mails (no mailparser available). */
function plainText(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headers)?.[1] ?? '';
  let body = rest.join('\n\n');
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`);
    body = parts.find((p) => /content-type: text\/plain/i.test(p)) ?? body;
    body = body
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
  }
  if (/content-transfer-encoding: quoted-printable/i.test(raw)) {
    body = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  }
  return { subject, text: body.trim() };
}

/** A real SMTP server that writes every message as JSON into `dir`, for tests in other processes to read. */
export async function startSmtpSink(dir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = plainText(Buffer.concat(chunks).toString('utf8'));
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        n++;
        writeFileSync(path.join(dir, `${Date.now()}-${n}.json`), JSON.stringify({ to, subject, text }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
