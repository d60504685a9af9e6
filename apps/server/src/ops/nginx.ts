import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { serverDir } from './server-entry.ts';

/**
 * nginx in front of several server processes (docs/production.md "Load balancer (nginx)"). The site
 * configuration is the shipped deploy/nginx/chapter.conf; a private nginx here runs that same file, with only
 * the lines its `chapter:` markers enclose rewritten (upstream servers, listen address, access log).
 */

/** One server process behind nginx; `down` keeps nginx from sending it anything (it is being stopped). */
export interface Upstream {
  host: string;
  port: number;
  down?: boolean;
}

export interface Nginx {
  url: string;
  port: number;
  /** Rewrites the upstream list and reloads; resolves once no nginx worker on the old list accepts connections. */
  setUpstreams(upstreams: readonly Upstream[]): Promise<void>;
  /** The access log so far (format `chapter`: which processes each request went to). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** The shipped site configuration. */
export const NGINX_SITE = path.resolve(serverDir, '../../deploy/nginx/chapter.conf');

export interface SiteSettings {
  /** What follows `listen` (a port, or address:port). */
  listen: string;
  accessLog: string;
  upstreams: readonly Upstream[];
}

const UPSTREAMS_BEGIN = /^.*#\s*chapter:upstreams begin/;
const UPSTREAMS_END = /^\s*#\s*chapter:upstreams end/;
const SERVER_LINE = /^(\s*)server\s+(\S+?):(\d+)((?:\s+(?!down\b)[^\s;]+)*)(\s+down)?\s*;\s*$/;
const LISTEN_LINE = /^(\s*)listen\s+(.+?);\s*# chapter:listen\s*$/m;
const ACCESS_LOG_LINE = /^(\s*)access_log\s+(\S+)(\s+\S+)?;\s*# chapter:access_log\s*$/m;

function upstreamBlock(lines: string[]): { begin: number; end: number } {
  const begin = lines.findIndex((l) => UPSTREAMS_BEGIN.test(l));
  const end = lines.findIndex((l, i) => i > begin && UPSTREAMS_END.test(l));
  if (begin < 0 || end < 0) throw new Error('nginx site: the chapter:upstreams begin/end markers are missing');
  return { begin, end };
}

/** The settings a site file carries (the shipped file's example values, say). */
export function parseSite(text: string): SiteSettings {
  const lines = text.split('\n');
  const { begin, end } = upstreamBlock(lines);
  const upstreams = lines
    .slice(begin + 1, end)
    .map((l) => SERVER_LINE.exec(l))
    .filter((m) => m !== null)
    .map((m) => ({ host: m[2] as string, port: Number(m[3]), ...(m[5] ? { down: true } : {}) }));
  const listen = LISTEN_LINE.exec(text)?.[2];
  const accessLog = ACCESS_LOG_LINE.exec(text)?.[2];
  if (!listen || !accessLog) throw new Error('nginx site: the chapter:listen or chapter:access_log line is missing');
  return { listen, accessLog, upstreams };
}

/**
 * The site file with these settings. Each upstream line copies the parameters of the template's first one
 * (max_fails, fail_timeout…), so the shipped file stays the only place they are written.
 */
export function renderSite(template: string, site: SiteSettings): string {
  if (site.upstreams.length === 0) throw new Error('nginx site: at least one upstream server is needed');
  const lines = template.split('\n');
  const { begin, end } = upstreamBlock(lines);
  const block = lines.slice(begin + 1, end);
  const first = block.findIndex((l) => SERVER_LINE.test(l));
  const model = SERVER_LINE.exec(block[first] ?? '');
  if (!model) throw new Error('nginx site: the upstream block needs one `server host:port …;` line to copy');
  const [, indent, , , params = ''] = model;
  const servers = site.upstreams.map((u) => {
    const host = u.host.includes(':') ? `[${u.host}]` : u.host;
    return `${indent}server ${host}:${u.port}${params}${u.down ? ' down' : ''};`;
  });
  const kept = block.filter((l) => !SERVER_LINE.test(l));
  kept.splice(first, 0, ...servers);
  return [...lines.slice(0, begin + 1), ...kept, ...lines.slice(end)]
    .join('\n')
    .replace(LISTEN_LINE, (_m, ind: string) => `${ind}listen ${site.listen}; # chapter:listen`)
    .replace(
      ACCESS_LOG_LINE,
      (_m, ind: string, _p: string, format = '') => `${ind}access_log ${site.accessLog}${format}; # chapter:access_log`,
    );
}

/** nginx's binary: NGINX_BIN, else Debian's. */
function nginxBinary(): string {
  const bin = process.env.NGINX_BIN || '/usr/sbin/nginx';
  if (!existsSync(bin)) {
    throw new Error(`nginx not found at ${bin}: install Debian's nginx (apt-get install nginx) or set NGINX_BIN`);
  }
  return bin;
}

/** Open files a worker may hold (the hard limit): every proxied WebSocket takes two, the client's and the process's. */
function fileLimit(): number {
  let hard = 1024;
  try {
    const field = /^Max open files\s+\S+\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    hard = field === 'unlimited' ? 1 << 20 : Number(field) || hard;
  } catch {
    // Not Linux: nginx's own default.
  }
  return Math.min(1 << 20, hard);
}

/** The main configuration of a private nginx: everything it writes stays in `dir`; the site is included. */
function mainConfig(dir: string): string {
  const at = (name: string) => JSON.stringify(path.join(dir, name));
  const files = fileLimit();
  return `# A private nginx (apps/server/src/ops/nginx.ts); the site is deploy/nginx/chapter.conf.
worker_processes auto;
worker_rlimit_nofile ${files};
error_log ${at('error.log')} notice;
events {
    worker_connections ${Math.min(files, 32_768)};
}
http {
    default_type application/octet-stream;
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    include ${at('chapter.conf')};
}
`;
}

/** Processes whose parent is `parent` (Linux /proc). */
function childPids(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return pids;
}

/** Inodes of the sockets listening on `port`. */
function listeningSockets(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = row.trim().split(/\s+/);
      // local_address is HEXADDR:HEXPORT; state 0A is LISTEN.
      if (f[3] === '0A' && Number.parseInt(f[1]?.split(':')[1] ?? '', 16) === port && f[9]) inodes.add(f[9]);
    }
  }
  return inodes;
}

function holdsSocket(pid: number, inodes: Set<string>): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** The master's workers that accept connections on `port` now. */
function acceptingWorkers(master: number, port: number): number[] {
  const inodes = listeningSockets(port);
  return childPids(master).filter((pid) => holdsSocket(pid, inodes));
}

async function until(what: string, check: () => boolean, timeoutMs: number, failed?: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const why = failed?.();
    if (why) throw new Error(`${what}: ${why}`);
    if (check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(bin, args, (err, _stdout, stderr) =>
      err ? reject(new Error(`nginx ${args.join(' ')}:\n${stderr}`)) : resolve(),
    ),
  );
}

/**
 * Starts a private nginx on the shipped site configuration, in front of `upstreams`. Its files (configuration,
 * logs, temporary bodies) live in `workDir`, a fresh temporary folder unless given. As root nginx runs its
 * workers as nobody, so the folder is made readable to them.
 */
export async function startNginx(opts: {
  listenPort: number;
  upstreams: readonly Upstream[];
  workDir?: string;
  /** The address to listen on (default 127.0.0.1; `0.0.0.0` for every interface). */
  listenHost?: string;
  /** The site configuration with its markers (default: the shipped file). */
  site?: string;
}): Promise<Nginx> {
  const bin = nginxBinary();
  const template = opts.site ?? readFileSync(NGINX_SITE, 'utf8');
  const ownDir = !opts.workDir;
  const dir = opts.workDir ?? mkdtempSync(path.join(tmpdir(), 'chapter-nginx-'));
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const port = opts.listenPort || (await freePort());
  const host = opts.listenHost ?? '127.0.0.1';
  const conf = path.join(dir, 'nginx.conf');
  const site = path.join(dir, 'chapter.conf');
  const render = (upstreams: readonly Upstream[]) =>
    renderSite(template, { listen: `${host}:${port}`, accessLog: path.join(dir, 'access.log'), upstreams });
  writeFileSync(conf, mainConfig(dir));
  writeFileSync(site, render(opts.upstreams));
  const args = ['-p', `${dir}/`, '-c', conf];
  const global = ['-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`];

  let stderr = '';
  const master: ChildProcess = spawn(bin, [...args, ...global], { stdio: ['ignore', 'ignore', 'pipe'] });
  master.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => master.once('exit', () => resolve()));
  // SIGTERM, not SIGKILL: the master then stops its workers, which would outlive a killed master.
  const killOnExit = () => master.kill('SIGTERM');
  process.once('exit', killOnExit);
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  };
  const gone = () =>
    master.exitCode !== null || master.signalCode !== null
      ? `nginx exited (${master.exitCode ?? master.signalCode}):\n${stderr}${errorLog()}`
      : undefined;
  const pid = master.pid as number;
  await until(`nginx on port ${port}`, () => acceptingWorkers(pid, port).length > 0, 10_000, gone);

  let queue: Promise<void> = Promise.resolve();
  const reload = async (upstreams: readonly Upstream[]) => {
    const before = new Set(childPids(pid));
    writeFileSync(site, render(upstreams));
    await run(bin, ['-t', '-q', ...args, ...global]);
    master.kill('SIGHUP');
    // In effect once a new worker accepts connections and none of the previous ones still does (they finish
    // what they hold, then exit).
    await until(
      'nginx reload',
      () => {
        const accepting = acceptingWorkers(pid, port);
        return accepting.some((w) => !before.has(w)) && accepting.every((w) => !before.has(w));
      },
      10_000,
      gone,
    );
  };

  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    setUpstreams(upstreams) {
      const next = queue.catch(() => undefined).then(() => reload(upstreams));
      queue = next;
      return next;
    },
    accessLog: () => {
      try {
        return readFileSync(path.join(dir, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      process.off('exit', killOnExit);
      if (master.exitCode === null && master.signalCode === null) master.kill('SIGTERM');
      await exited;
      if (ownDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
