import { z } from 'zod';
import { said } from './validation/said.ts';

/**
 * Control characters (C0, DEL, C1) and the Unicode direction controls (embeddings, overrides, isolates and the
 * invisible marks). In a name they reorder or hide what other members see in rosters, the inbox and CSV files,
 * e.g. a name ending in U+202E shows the text after it backwards.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const UNSAFE_TEXT_MESSAGE = said('unsafeText');

/** True when the text holds nothing that could reorder or hide what others see. */
export const isDisplaySafe = (value: string): boolean => !UNSAFE_TEXT.test(value);

/** A required person's or group's name, as shown to other members. */
export const displayName = (max = 120) =>
  z
    .string({ error: said('nameRequired') })
    .trim()
    .min(1, said('nameRequired'))
    .max(max)
    .refine(isDisplaySafe, UNSAFE_TEXT_MESSAGE);

/** Optional display text (a company name…): empty means none (null). */
export const optionalDisplayText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isDisplaySafe, UNSAFE_TEXT_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Digits with the separators people write them with (+44 (0)20 7946-0958); at least 6 digits. */
const PHONE = /^\+?[\d\s()./-]+$/;
export const PHONE_MESSAGE = said('phone');

/** True for a phone number as people write one. */
export const isPhone = (v: string): boolean => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6;

/** An optional phone number, kept as typed (trimmed) so it reads as the person gave it; empty means none. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(40, said('phoneTooLong', { max: 40 }))
    .refine((v) => v === '' || isPhone(v), PHONE_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A phone number that must be given. */
export const requiredPhone = () =>
  z
    .string({ error: said('phoneRequired') })
    .trim()
    .min(1, said('phoneRequired'))
    .max(40, said('phoneTooLong', { max: 40 }))
    .refine(isPhone, PHONE_MESSAGE);

/** An optional web link: http(s) only, so a stored `javascript:` or `data:` URL can never be clicked. */
export const optionalHttpUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), said('httpLink'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
