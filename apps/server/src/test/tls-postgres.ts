import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../ops/free-port.ts';
import { startDaemon } from './daemon.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TlsPostgres {
  port: number;
  /** The CA that signed the server's certificate (for `sslrootcert=`). */
  caFile: string;
  /** Another CA, which signed nothing this server shows. */
  otherCaFile: string;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its files and process belong to the `postgres` user. */
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function chownAll(dir: string, who: { uid: number; gid: number } | undefined): void {
  if (!who) return;
  chownSync(dir, who.uid, who.gid);
  for (const name of readdirSync(dir, { recursive: true }) as string[])
    chownSync(path.join(dir, name), who.uid, who.gid);
}

/**
 * A private PostgreSQL on a free port that accepts only TLS connections, with a certificate for `localhost`
 * signed by a CA made here (openssl), as a managed PostgreSQL presents one signed by its provider's CA. Never the
 * machine's shared server: this one is made with initdb and removed afterwards.
 */
export async function startTlsPostgres(): Promise<TlsPostgres> {
  const who = owner();
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-tls-pg-'));
  const data = path.join(dir, 'data');
  const tls = path.join(dir, 'tls');
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  mkdirSync(tls);
  for (const ca of ['ca', 'other-ca']) {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=chapter test ${ca}`,
      '-keyout',
      path.join(tls, `${ca}.key`),
      '-out',
      path.join(tls, `${ca}.pem`),
    );
  }
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    path.join(tls, 'server.key'),
    '-out',
    path.join(tls, 'server.csr'),
  );
  writeFileSync(path.join(tls, 'san.ext'), 'subjectAltName=DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    path.join(tls, 'server.csr'),
    '-CA',
    path.join(tls, 'ca.pem'),
    '-CAkey',
    path.join(tls, 'ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    path.join(tls, 'san.ext'),
    '-out',
    path.join(tls, 'server.pem'),
  );
  chownAll(dir, who);
  const asOwner = who ? { uid: who.uid, gid: who.gid } : {};
  execFileSync(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync'], {
    ...asOwner,
    stdio: 'ignore',
  });
  // TLS only: a plain-text connection is refused by the server, not just avoided by the client.
  writeFileSync(
    path.join(data, 'pg_hba.conf'),
    'hostssl all all 127.0.0.1/32 trust\nhostnossl all all 0.0.0.0/0 reject\n',
  );
  chownAll(data, who);
  const port = await freePort();
  const daemon = await startDaemon(
    'private PostgreSQL',
    path.join(PG_BIN, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'ssl=on',
      '-c',
      `ssl_cert_file=${path.join(tls, 'server.pem')}`,
      '-c',
      `ssl_key_file=${path.join(tls, 'server.key')}`,
    ],
    {
      dir,
      port,
      timeoutMs: 15_000,
      ready: (log) => /ready to accept connections/.test(log),
      spawn: asOwner,
    },
  );
  return { port, caFile: path.join(tls, 'ca.pem'), otherCaFile: path.join(tls, 'other-ca.pem'), stop: daemon.stop };
}
