import { type Contract, type ContractKey, contract } from '@chapter/shared/api/contract';
import { type MethodOf, type PathOf, type RouteSchemas, splitRouteKey } from '@chapter/shared/api/define';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';

type StatusOf<S> =
  | (S extends { status: infer C extends number } ? C : 200)
  | (S extends { replays: true } ? 200 : never);

/** A contract entry in Fastify's schema shape, typed precisely so the Zod type provider types the handler. */
type FastifySchemaOf<S> = {
  params: S extends { params: infer P } ? P : undefined;
  querystring: S extends { query: infer Q } ? Q : undefined;
  body: S extends { body: infer B } ? B : undefined;
  response: S extends { response: infer R } ? { [C in StatusOf<S>]: R } : undefined;
};

interface ContractRoute<K extends ContractKey> {
  method: MethodOf<K>;
  url: PathOf<K>;
  schema: FastifySchemaOf<Contract[K]>;
  /** Present when the body's fields are all optional: a body left out is read as `{}`. */
  preValidation?: preValidationAsyncHookHandler;
}

/**
 * A route's method, URL and schemas from the shared contract (docs/decisions/0005-route-contract.md), to spread
 * into `app.route({ ...contractRoute(key), onRequest, handler })`: requests are validated and answers serialised
 * by the same schemas the web client is typed from, and the route cannot drift from its key.
 */
export function contractRoute<K extends ContractKey>(key: K): ContractRoute<K> {
  const { method, path } = splitRouteKey(key);
  const s: RouteSchemas = contract[key];
  const schema: Record<string, unknown> = {};
  if (s.params) schema.params = s.params;
  if (s.query) schema.querystring = s.query;
  if (s.body) schema.body = s.body;
  if (s.response) schema.response = { [s.status ?? 200]: s.response, ...(s.replays && { 200: s.response }) };
  const hooks = s.body && allOptional(s.body) ? { preValidation: bodyLeftOutIsEmpty } : {};
  return { method, url: path, schema, ...hooks } as unknown as ContractRoute<K>;
}

/**
 * A JSON body whose fields are all optional: it accepts `{}` but not `null` (a raw file body, `z.unknown()`,
 * accepts anything; a body with a required field refuses `{}`).
 */
const allOptional = (body: z.ZodType): boolean => body.safeParse({}).success && !body.safeParse(null).success;

/**
 * Clients send an empty body with `Content-Type: application/json` on calls they send nothing with (the server
 * reads it as no body); where every field is optional that means `{}`, not a 400.
 */
const bodyLeftOutIsEmpty: preValidationAsyncHookHandler = async (req) => {
  if (req.body === undefined || req.body === null) req.body = {};
};
