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

type Route = FakeReply | typeof NETWORK_DOWN | ((req: FakeRequest) => FakeReply | typeof NETWORK_DOWN);

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

export function installFakeFetch(routes: Record<string, Route>) {
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
    const reply = typeof route === 'function' ? route(req) : route;
    if (reply === NETWORK_DOWN) throw new TypeError('Failed to fetch');
    return toResponse(reply);
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => matches(key, `${c.method} ${c.path}`)),
  };
}
