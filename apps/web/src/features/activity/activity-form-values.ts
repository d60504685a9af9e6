import {
  type ActivityType,
  type CreateActivityRequest,
  createActivityRequest,
  type UpdateActivityRequest,
} from '@chapter/shared/activity.schemas';
import { z } from 'zod';
import { numberField } from '../../lib/forms.ts';
import { formatLocale } from '../../lib/i18n/catalogue.ts';
import { activityMessages } from './messages.ts';

const { text } = activityMessages;

/** What the create form holds (all text, as inputs give it) and how it becomes a request. */
export interface FormValues {
  receiverId: string;
  /** closed_business: the referral the business came from, as text ('' for none). */
  referralId: string;
  prospectName: string;
  prospectContact: string;
  description: string;
  temperature: string;
  scope: string;
  amount: string;
  currency: string;
  businessKind: string;
  occurredOn: string;
  proposedAt: string;
  location: string;
  note: string;
  text: string;
  title: string;
  credits: string;
  provider: string;
}

/**
 * An empty form; `today` is the group's today (a thanks recorded at 9 pm in New York is dated today, not tomorrow),
 * `currency` the chapter's (US dollars when it has set none).
 */
export const emptyValues = (type: ActivityType, today: string, currency: string | null = null): FormValues => ({
  receiverId: '',
  referralId: '',
  prospectName: '',
  prospectContact: '',
  description: '',
  temperature: '3',
  scope: type === 'closed_business' ? 'inside' : 'outside',
  amount: '',
  currency: currency ?? 'USD',
  businessKind: 'new',
  occurredOn: today,
  proposedAt: '',
  location: '',
  note: '',
  text: '',
  title: '',
  credits: '1',
  provider: '',
});

/** A locale's thousands and decimal separators: "," and "." in English, "." and "," in German. */
function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const escapeRegExp = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The number in `plain` with these separators: thousands by three (or the Indian 12,34,567), at most 2 decimals. */
function readWith(plain: string, group: string, decimal: string): number | null {
  const [g, d] = [escapeRegExp(group), escapeRegExp(decimal)];
  const whole = `\\d{1,3}(?:${g}\\d{3})+|\\d{1,2}(?:${g}\\d{2})+${g}\\d{3}|\\d{0,9}`;
  const match = new RegExp(`^(${whole})(?:${d}(\\d{1,2}))?$`).exec(plain);
  if (!match || (!match[1] && !match[2])) return null;
  const digits = (match[1] ?? '').split(group).join('') || '0';
  return digits.length > 9 ? null : Number(`${digits}.${match[2] ?? '0'}`);
}

/**
 * An amount as people type it in their language: "1250", "1,250.50" or "$1,250" in English; "1.250,50", "250,5" or
 * "250 €" in German, Spanish or Portuguese; ".5" and "5." too. The separators are the region's (a space in
 * "1 250,50" for Austria, "12,34,567" in India) and the language's; a "." before one or two last digits ("250.50",
 * a phone's keypad) is read as the decimal point too. A currency sign is dropped; null when it is not a number with
 * at most two decimals.
 */
export function parseAmount(text: string, locale: string = formatLocale()): number | null {
  const plain = text
    .trim()
    .replace(/^[^\d\s.,-]{1,3}\s?(?=[\d.,])/, '')
    .replace(/(?<=[\d.,])\s?[^\d\s.,-]{1,3}$/, '')
    .replace(/[\s\u00a0\u202f](?=\d{3}(\D|$))/g, '')
    .replace(/[.,]$/, '');
  const regional = separatorsOf(locale);
  const language = separatorsOf(locale.split('-')[0] ?? locale);
  // A space is a region's thousands separator: spaces between digits were dropped above.
  const tries = [regional, language, ...(regional.decimal !== '.' ? [{ group: '', decimal: '.' }] : [])];
  for (const { group, decimal } of tries) {
    const amount = readWith(plain, /\s/.test(group) ? '' : group, decimal);
    if (amount !== null) return amount;
  }
  return null;
}

const [referral, business, oneToOne, testimonial, training] = createActivityRequest.options;

/**
 * The form's own messages, in the active language when a field is checked (never when this module loads); the
 * shared rules' messages are still English (docs/i18n.md).
 */
const says = (key: 'chooseMember' | 'enterDate' | 'chooseDateTime' | 'creditsRange') => ({ error: () => text(key) });

/** A member chosen in the list (its value is the id as text). */
const member = z.string().min(1, says('chooseMember')).transform(Number).pipe(referral.shape.receiverId);
/** A date input's value; empty says what is missing before the shared rule reads it. */
const dateField = (rule: typeof business.shape.occurredOn) => z.string().min(1, says('enterDate')).pipe(rule);
/** An amount in the currency, as typed, to cents. */
const amountField = z
  .string()
  .transform((text, ctx) => {
    const amount = parseAmount(text);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: activityMessages.text('enterAmount') });
      return z.NEVER;
    }
    return Math.round(amount * 100);
  })
  .pipe(business.shape.amountCents);
/** A datetime-local input's value (the device's local time) as the instant the request carries. */
const proposedAt = z
  .string()
  .min(1, says('chooseDateTime'))
  .transform((text, ctx) => {
    const at = new Date(text);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: activityMessages.text('chooseDateTime') });
      return z.NEVER;
    }
    return at.toISOString();
  })
  .pipe(oneToOne.shape.proposedAt);

/** Whole training credits, as typed. */
const creditsField = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, says('creditsRange'))
  .transform(Number)
  .pipe(training.shape.credits);

/**
 * The create form's check for one type: the shared request's own rules (createActivityRequest), read from the
 * form's text fields, whose other types' fields are dropped. Its output is the request, less the request id the
 * dialog adds (docs/web-conventions.md "Forms").
 */
const FORMS = {
  referral: z
    .object({
      receiverId: member,
      prospectName: referral.shape.prospectName,
      prospectContact: referral.shape.prospectContact,
      description: referral.shape.description,
      temperature: numberField(referral.shape.temperature),
      scope: referral.shape.scope,
    })
    .transform((v) => ({ type: 'referral' as const, ...v })),
  closed_business: z
    .object({
      receiverId: member,
      amount: amountField,
      currency: business.shape.currency,
      businessKind: business.shape.businessKind,
      scope: business.shape.scope,
      occurredOn: dateField(business.shape.occurredOn),
      description: business.shape.description,
      referralId: z.string().transform((v) => (v ? Number(v) : null)),
    })
    .transform(({ amount, ...v }) => ({ type: 'closed_business' as const, ...v, amountCents: amount })),
  one_to_one: z
    .object({ receiverId: member, proposedAt, location: oneToOne.shape.location, note: oneToOne.shape.note })
    .transform((v) => ({ type: 'one_to_one' as const, ...v })),
  testimonial: z
    .object({ receiverId: member, text: testimonial.shape.text })
    .transform((v) => ({ type: 'testimonial' as const, ...v })),
  training_credit: z
    .object({
      // Empty: the member records their own.
      receiverId: numberField(training.shape.receiverId),
      title: training.shape.title,
      occurredOn: dateField(training.shape.occurredOn),
      credits: creditsField,
      provider: training.shape.provider,
    })
    .transform((v) => ({ type: 'training_credit' as const, ...v })),
};

/** A create request as the form makes it: everything but the request id. */
type ActivityDraft = CreateActivityRequest extends infer R
  ? R extends CreateActivityRequest
    ? Omit<R, 'clientRequestId'>
    : never
  : never;

/**
 * The create form's schema for one type: text fields in, the request (less its id) out. Each type reads only its
 * own fields of FormValues, so its input type is a part of it; the form holds them all.
 */
export const activityForm = (type: ActivityType): z.ZodType<ActivityDraft, FormValues> =>
  FORMS[type] as unknown as z.ZodType<ActivityDraft, FormValues>;

/** What the edit form holds: the record type's one or two short fields and its long one, as text. */
export interface EditValues {
  main: string;
  second: string;
  long: string;
}

/**
 * The edit form's check for one type, on the same shared rules, mapped from its three generic fields onto the
 * type's own (the update request, docs/web-conventions.md "Forms").
 */
const EDITS = {
  referral: z
    .object({ main: referral.shape.prospectName, long: referral.shape.description })
    .transform((v) => ({ prospectName: v.main, description: v.long })),
  closed_business: z
    .object({ main: amountField, long: business.shape.description })
    .transform((v) => ({ amountCents: v.main, description: v.long ?? null })),
  one_to_one: z
    .object({ main: oneToOne.shape.location, long: oneToOne.shape.note })
    .transform((v) => ({ location: v.main, note: v.long ?? null })),
  testimonial: z.object({ long: testimonial.shape.text }).transform((v) => ({ text: v.long })),
  training_credit: z
    .object({ main: training.shape.title, second: creditsField })
    .transform((v) => ({ title: v.main, credits: v.second })),
};

/** The edit form's schema for one record type: its text fields in, the update request out. */
export const activityEditForm = (type: ActivityType): z.ZodType<UpdateActivityRequest, EditValues> =>
  EDITS[type] as unknown as z.ZodType<UpdateActivityRequest, EditValues>;
