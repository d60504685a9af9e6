import type { z } from 'zod';

/**
 * The route contract's building blocks (docs/decisions/0005-route-contract.md). A route is named by its key,
 * "METHOD /path/:param", the same string the route matrix and the server's logs use. Each module lists its keys
 * in a zod-free `<module>.routes.ts` (the web imports those at run time) and their schemas in
 * `<module>.contract.ts` (the server registers and validates from them; the web imports them only as types).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /${string}`;

/** A route's schemas. No `response` means the answer is not JSON (a file, an image) or has no body. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 when left out. */
  status?: 200 | 201 | 202 | 204;
  /**
   * An idempotent create: a repeated request (the same client id) answers the stored record with 200 instead of
   * `status`, in the same schema.
   */
  replays?: true;
  response?: z.ZodType;
}

/** A module's contract: every key its routes file lists, each with its schemas. */
export type ContractFor<Routes extends Record<string, RouteKey>> = { [K in Routes[keyof Routes]]: RouteSchemas };

export type MethodOf<K extends RouteKey> = K extends `${infer M extends Method} ${string}` ? M : never;
export type PathOf<K extends RouteKey> = K extends `${Method} ${infer P}` ? P : never;

/** A part the caller may leave out when every field in it is optional (a query of filters, say). */
type Part<Name extends string, T> = object extends T ? { [P in Name]?: T } : { [P in Name]: T };

/** What a caller sends: the params, query and body as their schemas accept them (before defaults and coercion). */
export type RouteInput<S extends RouteSchemas> = (S extends { params: z.ZodType }
  ? Part<'params', z.input<S['params']>>
  : unknown) &
  (S extends { query: z.ZodType } ? Part<'query', z.input<S['query']>> : unknown) &
  (S extends { body: z.ZodType } ? Part<'body', z.input<S['body']>> : unknown);

/** What a caller receives: the response schema's output, or unknown (a file's text or blob) for a route without a JSON answer. */
export type RouteOutput<S extends RouteSchemas> = S extends { response: z.ZodType } ? z.output<S['response']> : unknown;

/** Splits a key into its method and path at run time. */
export function splitRouteKey<K extends RouteKey>(key: K): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}
