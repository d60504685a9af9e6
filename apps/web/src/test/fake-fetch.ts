import type { Contract, ContractKey } from '@chapter/shared/api/contract';
import type { RouteOutput } from '@chapter/shared/api/define';

/**
 * A fake network for component tests: the one boundary tests replace. Routes are "METHOD /path" with
 * optional ":param" segments; anything unrouted answers 404 like the server does.
 */
interface FakeRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

export interface FakeReply {
  status?: number;
  /** An object is sent as JSON, a string as plain text. */
  body?: unknown;
  headers?: Record<string, string>;
}

export const NETWORK_DOWN = 'network-down' as const;
/** A request the network accepts and never answers (a venue's wifi whose uplink died): only an abort ends it. */
export const NO_ANSWER = 'no-answer' as const;

/** "GET /api/members/:userId" as the keys a fixture may write for it: `GET /api/members/${string}`. */
type Concrete<K extends string> = K extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Concrete<Tail>}`
  : K extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : K;

/** What the contract lets a fixture answer for its key: the response of every route the key can stand for. */
type AnswerFor<S extends string> = {
  [K in ContractKey]: S extends Concrete<K> ? RouteOutput<Contract[K]> : never;
}[ContractKey];

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 500 | 502 | 503;

/**
 * A fixture's reply, typed from the shared contract: a success carries the route's answer (a renamed field is a
 * compile error here as in the app); an error reply carries the server's error body. A helper that passes routes
 * through without their keys (S is plain string) gets the untyped reply; the answer is still checked against the
 * contract when the app reads it.
 */
export type Reply<S extends string> = string extends S
  ? FakeReply
  : { status?: 200 | 201 | 202; body: AnswerFor<S>; headers?: Record<string, string> } | { status: 204 } | ErrorReply;

/** An error answer: any body (the server's error shape, or a broken one a test wants to see handled). */
export interface ErrorReply {
  status: ErrorStatus;
  body?: unknown;
  headers?: Record<string, string>;
}

type Failure = typeof NETWORK_DOWN | typeof NO_ANSWER;
type Handler<S extends string> = (req: FakeRequest) => Reply<S> | Failure;
export type Route<S extends string> = Reply<S> | Failure | Handler<S>;
/** A test's routes: each key's reply typed by the contract route it stands for. */
type FakeRoutes<S extends string> = { [K in S]: Route<K> };
type AnyRoute = FakeReply | Failure | ((req: FakeRequest) => unknown);

function matches(pattern: string, key: string): boolean {
  const a = pattern.split('/');
  const b = key.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

function toResponse(reply: FakeReply): Response {
  const text = typeof reply.body === 'string';
  const status = reply.status ?? 200;
  return new Response(reply.body === undefined ? null : text ? String(reply.body) : JSON.stringify(reply.body), {
    status,
    headers: { 'Content-Type': text ? 'text/plain' : 'application/json', ...reply.headers },
  });
}

function neverAnswered(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function installFakeFetch<S extends string>(typed: FakeRoutes<S>) {
  const routes = typed as Record<string, AnyRoute>;
  const calls: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const req: FakeRequest = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(req);
    const key = `${method} ${url.pathname}`;
    const pattern = Object.keys(routes).find((p) => matches(p, key));
    const route = pattern === undefined ? undefined : routes[pattern];
    if (route === undefined) return toResponse({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    const reply = (typeof route === 'function' ? route(req) : route) as FakeReply | Failure;
    if (reply === NETWORK_DOWN) throw new TypeError('Failed to fetch');
    if (reply === NO_ANSWER) return neverAnswered(init?.signal);
    return toResponse(reply);
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => matches(key, `${c.method} ${c.path}`)),
  };
}
