import { type Contract, type ContractKey, contract } from '@chapter/shared/api/contract';
import { type RouteInput, type RouteOutput, type RouteSchemas, splitRouteKey } from '@chapter/shared/api/define';
import { ERROR_STATUS, type ErrorBody } from '@chapter/shared/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/**
 * The server tests' client of the route contract (docs/decisions/0021-typed-test-client.md): a call names a
 * contract key, so its path, parameters, query and body are typed from the contract, and a success answer is
 * checked against the route's response schema and typed by it. A test that reads a field the contract lacks
 * does not compile; an answer that breaks its schema, or succeeds with another status than the contract's,
 * fails the test. `raw()` is the way to send what the contract refuses, for the tests whose point is bad input.
 */

type Input<K extends ContractKey> = RouteInput<Contract[K]>;
type Output<K extends ContractKey> = RouteOutput<Contract[K]>;
/** A route's query as a test sends it (for helpers that pass one through). */
export type QueryOf<K extends ContractKey> = Input<K> extends { query?: infer Q } ? Q : never;
/** A route's body as a test sends it. */
export type BodyOf<K extends ContractKey> = Input<K> extends { body?: infer B } ? B : never;

interface CallOptions {
  /** Extra request headers (the client's bearer token is sent unless `authorization` is given here). */
  headers?: Record<string, string>;
  /** The caller's IP address, for the tests of per-address limits. */
  remoteAddress?: string;
}

/** The input may be left out when the route has no params, query or body that must be given. */
type Args<K extends ContractKey> =
  object extends Input<K> ? [input?: Input<K> & CallOptions] : [input: Input<K> & CallOptions];

/** Anything at all, for `raw()`: the contract's key only names the method and path. */
interface RawInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** Sent as JSON; a Buffer is sent as it is (a file). */
  body?: unknown;
  /** A body sent exactly as given (a malformed JSON string, say), with the headers given. */
  payload?: string | Buffer;
}

/** Who calls: a bearer token, anything carrying one (a test's signed-in person), or nobody. */
type Caller = string | { token: string } | null;

/**
 * An answer: its status and headers always; its body read as the contract's success answer or as an error.
 * @public exported so the test kits' declarations can name it (apps/server emits declarations under `tsc -b`).
 */
export interface Answer<T> {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  /** The success answer, checked against the response schema; reading it on any other status fails the test. */
  readonly body: T;
  /** An error answer's `{ code, message, details? }`; reading it on a success status fails the test. */
  readonly error: ErrorBody;
  /** The payload as text: a file's content, or exactly what was sent. */
  readonly text: string;
  /** The answer as Fastify's inject returned it (cookies, raw payload). */
  readonly response: LightMyRequestResponse;
}

/** @public exported so the test kits' declarations can name it, as Answer. */
export interface TestClient {
  /** Calls a route of the contract with typed input; the answer is checked when it succeeds. */
  call<K extends ContractKey>(key: K, ...[input]: Args<K>): Promise<Answer<Output<K>>>;
  /** Calls a route and returns its success body; any other status fails the test with the answer's text. */
  ok<K extends ContractKey>(key: K, ...[input]: Args<K>): Promise<Output<K>>;
  /** The escape hatch: sends params, query and body unchecked (bad input on purpose); the answer as `call`'s. */
  raw<K extends ContractKey>(key: K, input?: RawInput): Promise<Answer<Output<K>>>;
  /** The same client calling as someone else (or signed out, with null). */
  as(caller: Caller): TestClient;
}

const errorBody = z.looseObject({
  code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]),
  message: z.string(),
});

/** A client of `app` calling as `caller`: `testClient(t.app, ann)`, then `api.call('GET /api/...', {...})`. */
export function testClient(app: FastifyInstance, caller: Caller = null): TestClient {
  const token = caller === null ? undefined : typeof caller === 'string' ? caller : caller.token;
  const send = async (key: ContractKey, input: RawInput = {}) => {
    const { method, path } = splitRouteKey(key);
    const headers: Record<string, string> = { ...(token && { authorization: `Bearer ${token}` }), ...input.headers };
    // A Buffer body is a file (an upload) and goes as it is, with the content-type the test gives; anything
    // else is JSON.
    const file = Buffer.isBuffer(input.body) ? input.body : undefined;
    const json = file || input.body === undefined ? undefined : JSON.stringify(input.body);
    const payload = input.payload ?? file ?? json;
    if (input.payload === undefined && json !== undefined) headers['content-type'] ??= 'application/json';
    const url = urlOf(path, input.params, input.query);
    const response = await app.inject({ method, url, headers, payload, remoteAddress: input.remoteAddress });
    return answerOf(key, response);
  };
  return {
    call: (key, ...[input]) => send(key, input as RawInput | undefined) as never,
    async ok(key, ...[input]) {
      return (await send(key, input as RawInput | undefined)).body as never;
    },
    raw: (key, input) => send(key, input) as never,
    as: (next) => testClient(app, next),
  };
}

/** The statuses a route answers on success: its contract status, and 200 for a replayed idempotent create. */
function successStatuses(s: RouteSchemas): number[] {
  return [s.status ?? 200, ...(s.replays ? [200] : [])];
}

function answerOf(key: ContractKey, response: LightMyRequestResponse): Answer<unknown> {
  const schemas: RouteSchemas = contract[key];
  const success = successStatuses(schemas);
  const { statusCode } = response;
  const said = () => `${key} answered ${statusCode}: ${response.body.slice(0, 500)}`;
  if (statusCode < 300 && !success.includes(statusCode)) {
    throw new Error(`${said()} — the contract's success status is ${success.join(' or ')}`);
  }
  let body: unknown;
  if (success.includes(statusCode) && schemas.response) {
    const json = JSON.parse(response.body) as unknown;
    const checked = schemas.response.safeParse(json);
    if (!checked.success) throw new Error(`The answer to ${key} breaks its response schema: ${checked.error}`);
    // The JSON as sent, not the parsed copy: a test asserting a field is absent must see every field sent.
    body = json;
  }
  return {
    statusCode,
    headers: response.headers,
    get body() {
      if (!success.includes(statusCode)) throw new Error(`expected a success: ${said()}`);
      return body;
    },
    get error() {
      if (statusCode < 400) throw new Error(`expected an error: ${said()}`);
      const checked = errorBody.safeParse(JSON.parse(response.body));
      if (!checked.success) throw new Error(`The error answer to ${key} is not an error body: ${checked.error}`);
      return checked.data as ErrorBody;
    },
    get text() {
      return response.body;
    },
    response,
  };
}

/** The path with its `:params` filled in and the query appended (lists repeated, undefined left out). */
function urlOf(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) search.append(name, String(one));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
