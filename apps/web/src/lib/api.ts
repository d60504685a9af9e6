import type { Contract, ContractKey } from '@chapter/shared/api/contract';
import { type RouteInput, type RouteOutput, splitRouteKey } from '@chapter/shared/api/define';
import { apiRequest, type RequestOptions } from './api-client.ts';

/**
 * The typed client: every call names a route of the shared contract (docs/decisions/0005-route-contract.md), so
 * a changed path, parameter, body or response field is a compile error here. Only the route keys are imported
 * at run time; the schemas are types, so no zod reaches a phone's first screen. In development and tests the
 * answer is checked against the contract's schema too.
 */

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;
type Input<K extends ContractKey> = RouteInput<Contract[K]>;
type ApiOutput<K extends ContractKey> = RouteOutput<Contract[K]>;
export type ApiInput<K extends ContractKey> = Input<K>;

/** The input is optional for a route without params, query or body. */
type Args<K extends ContractKey> =
  object extends Input<K> ? [input?: Input<K> & CallOptions] : [input: Input<K> & CallOptions];

type Values = Record<string, unknown>;

/** The path with its `:params` filled in and the query appended (empty values left out, lists repeated). */
export function urlOf(path: string, params?: Values, query?: Values): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') search.append(name, String(one));
    }
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Sends a call to a route of the contract: its path filled in, its query appended, its body as JSON. */
function send<T>(key: ContractKey, input: unknown, extra: RequestOptions = {}): Promise<T> {
  const { method, path } = splitRouteKey(key);
  const { params, query, body, ...opts } = (input ?? {}) as { params?: Values; query?: Values; body?: unknown };
  return apiRequest<T>(urlOf(path, params, query), { ...opts, ...extra, method, body });
}

export async function api<K extends ContractKey>(key: K, ...[input]: Args<K>): Promise<ApiOutput<K>> {
  const answer = await send<ApiOutput<K>>(key, input);
  if (import.meta.env.DEV) await checkAnswer(key, answer);
  return answer;
}

/** The routes whose answer is a file (a calendar, a CSV export, a backup) rather than JSON: no response schema. */
type FileRouteKey = { [K in ContractKey]: 'response' extends keyof Contract[K] ? never : K }[ContractKey];

/** A file route's answer as a Blob, typed by the server's Content-Type; errors are read as usual. */
export function apiFile<K extends FileRouteKey>(key: K, ...[input]: Args<K>): Promise<Blob> {
  return send<Blob>(key, input, { responseType: 'blob' });
}

/** A development and test check that the server (or a test's fixture) answered what the contract says. */
async function checkAnswer(key: ContractKey, answer: unknown): Promise<void> {
  const { contract } = await import('@chapter/shared/api/contract');
  const schema = (contract[key] as { response?: { safeParse(v: unknown): { success: boolean; error?: unknown } } })
    .response;
  if (!schema || (answer as unknown) instanceof Blob) return;
  const result = schema.safeParse(answer);
  if (result.success) return;
  const message = `The answer to ${key} does not match the contract: ${String(result.error)}`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message, answer);
}
