import type { FieldError } from '@chapter/shared/errors';

/** Groups server field details by form field (a field may fail several rules), ignoring unknown fields. */
export function groupByField<F extends string>(details: FieldError[], fields: readonly F[]): Map<F, string[]> {
  const grouped = new Map<F, string[]>();
  for (const d of details) {
    if (!(fields as readonly string[]).includes(d.field)) continue;
    const field = d.field as F;
    grouped.set(field, [...(grouped.get(field) ?? []), d.message]);
  }
  return grouped;
}

/** A form error holding several messages joined by newlines, back as a list; undefined stays undefined. */
export function lines(message: string | undefined): string[] | undefined {
  return message ? message.split('\n') : undefined;
}
