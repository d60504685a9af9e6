import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { inLanguage, useValidationLanguage, zodErrorMap } from './i18n/validation.ts';

/**
 * Forms are react-hook-form checked by the shared zod schema of the request they send (docs/web-conventions.md):
 * the form shows the server's own rules and words before anything is sent, and the submit handler receives the
 * schema's output (trimmed, defaulted), ready to send.
 */
type Schema = z.ZodType<FieldValues, FieldValues>;

/** A resolver reading a zod schema: the first problem of each field becomes that field's error. */
export function schemaResolver<S extends Schema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values, { error: zodErrorMap() });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      // Nested the way react-hook-form reads them ("audience.roles" is errors.audience.roles).
      const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
      let node = errors;
      for (const key of path.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[path.at(-1) as string] ??= { type: issue.code, message: inLanguage(issue.message) };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}

/**
 * A number field for a shared rule: the input holds text, the rule reads a number; an empty field is `empty` (left
 * out, or null for a rule that allows none), so the rule's own words say what is missing or out of range.
 */
export function numberField<T extends z.ZodType>(rule: T, empty: null | undefined = undefined) {
  return z.preprocess((v) => (v === '' || v === undefined ? empty : Number(v)), rule);
}

/**
 * useForm with a shared schema as its checker; validation runs on submit, then again as fields change, its problems
 * in the member's language (the form waits for the rules' messages in that language on its first render). With
 * `follow`, the form takes on the record it edits whenever that changes (a profile refetched after a save).
 */
export function useSchemaForm<S extends Schema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { follow = false }: { follow?: boolean } = {},
) {
  useValidationLanguage();
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: schemaResolver(schema),
    defaultValues,
    ...(follow && { values: defaultValues as z.input<S> }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * A 400 answer's field details shown next to their fields; true when there were any. Otherwise the caller tells the
 * failure another way (a banner in the form, or notifyFailed).
 */
export function showServerErrors<V extends FieldValues>(setError: UseFormSetError<V>, err: unknown): boolean {
  const details = err instanceof ApiError ? err.details : [];
  for (const d of details) setError(d.field as Path<V>, { type: 'server', message: inLanguage(d.message) });
  return details.length > 0;
}
