/** One place that converts values between JS and the 0/1 + ISO-string storage used on both dialects. */
export const flag = (value: boolean): number => (value ? 1 : 0);
export const isSet = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;

/** Current time as stored: ISO-8601 UTC with milliseconds (sorts lexicographically). */
export const toStamp = (date: Date): string => date.toISOString();
