/** Joins class names, skipping falsy ones; variants are designed not to conflict, so no merge step is needed. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
