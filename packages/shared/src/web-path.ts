/**
 * Fills in a pattern of the table of web paths (web-paths.ts): `webPath(webPaths.meeting, { meetingId: 42 })` is
 * `/meetings/42`, `webPath(webPaths.chapter, { message: 7 })` is `/inbox/chapter?message=7`. A pattern without
 * parameters is already its path.
 */

type Value = string | number;
/** The `:name` and `:name?` segments of a pattern. */
type Names<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | Names<Rest>
  : P extends `${string}:${infer N}`
    ? N
    : never;
/** The pattern's parameters (optional ones may be left out); any other key goes to the query string. */
type Values<P extends string> = { [K in Names<P> as K extends `${string}?` ? never : K]: Value } & {
  [K in Names<P> as K extends `${infer O}?` ? O : never]?: Value;
} & Record<string, Value | boolean | null | undefined>;
/** The values a pattern takes: required when it has a required parameter. */
type Arguments<P extends string> = [Names<P>] extends [`${string}?` | never]
  ? [values?: Values<P>]
  : [values: Values<P>];

/** Parameters in the path, the other values (unless null or undefined) as the query, each encoded. */
export function webPath<P extends string>(pattern: P, ...args: Arguments<P>): string {
  const rest: Record<string, unknown> = { ...args[0] };
  const path = pattern.replace(/\/:(\w+)\??/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return value == null ? '' : `/${encodeURIComponent(String(value))}`;
  });
  const search = Object.entries(rest)
    .filter(([, value]) => value != null)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
