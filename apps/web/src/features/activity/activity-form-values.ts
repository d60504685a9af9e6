import type { ActivityType, CreateActivityRequest } from '@chapter/shared/activity.schemas';

/** What the create form holds (all text, as inputs give it) and how it becomes a request. */
export interface FormValues {
  receiverId: string;
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

/** An empty form; `today` is the group's today (a thanks recorded at 9 pm in New York is dated today, not tomorrow). */
export const emptyValues = (type: ActivityType, today: string): FormValues => ({
  receiverId: '',
  prospectName: '',
  prospectContact: '',
  description: '',
  temperature: '3',
  scope: type === 'closed_business' ? 'inside' : 'outside',
  amount: '',
  currency: 'USD',
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

type Rule = (values: FormValues) => string | null;
const filled = (field: keyof FormValues, message: string): [keyof FormValues, Rule] => [
  field,
  (v) => (v[field].trim() ? null : message),
];
const member = filled('receiverId', 'Choose a member');
/**
 * An amount as people type it: "1250", "1250.5", "1,250.50" or "$1,250" (thousands separators and a currency
 * sign are dropped); null when it is not a number with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^[^\d\s.,-]{1,3}\s?(?=\d)/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}

const amount: Rule = (v) =>
  parseAmount(v.amount) === null
    ? 'Enter an amount such as 1,250 or 1250.50'
    : (parseAmount(v.amount) ?? 0) > 0
      ? null
      : 'Enter an amount above zero';
const credits: Rule = (v) =>
  /^\d{1,2}$/.test(v.credits.trim()) && Number(v.credits) >= 1 && Number(v.credits) <= 40
    ? null
    : 'Between 1 and 40 whole credits';

/** Client-side rules per type (the server checks the same and more). */
const rules: Record<ActivityType, Array<[keyof FormValues, Rule]>> = {
  referral: [
    member,
    filled('prospectName', 'Enter the prospect’s name'),
    filled('description', 'Describe what the prospect needs'),
  ],
  closed_business: [member, ['amount', amount], filled('occurredOn', 'Enter the date')],
  one_to_one: [member, filled('proposedAt', 'Choose a date and time'), filled('location', 'Enter where you will meet')],
  testimonial: [member, ['text', (v) => (v.text.trim().length >= 20 ? null : 'Write at least 20 characters')]],
  training_credit: [
    filled('title', 'Enter the training title'),
    filled('occurredOn', 'Enter the date'),
    ['credits', credits],
  ],
};

/** Field → message, for react-hook-form's resolver. */
export function validate(type: ActivityType, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of rules[type]) {
    const message = rule(values);
    if (message) errors[field] = message;
  }
  return errors;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

export function toRequest(type: ActivityType, v: FormValues, clientRequestId: string): CreateActivityRequest {
  const receiverId = Number(v.receiverId);
  switch (type) {
    case 'referral':
      return {
        type,
        receiverId,
        clientRequestId,
        prospectName: v.prospectName,
        prospectContact: orNull(v.prospectContact),
        description: v.description,
        temperature: Number(v.temperature),
        scope: v.scope as 'inside',
      };
    case 'closed_business':
      return {
        type,
        receiverId,
        clientRequestId,
        amountCents: Math.round((parseAmount(v.amount) ?? 0) * 100),
        currency: v.currency as 'USD',
        businessKind: v.businessKind as 'new',
        scope: v.scope as 'inside',
        occurredOn: v.occurredOn,
        description: orNull(v.description),
      };
    case 'one_to_one':
      return {
        type,
        receiverId,
        clientRequestId,
        proposedAt: new Date(v.proposedAt).toISOString(),
        location: v.location,
        note: orNull(v.note),
      };
    case 'testimonial':
      return { type, receiverId, clientRequestId, text: v.text };
    case 'training_credit':
      return {
        type,
        clientRequestId,
        title: v.title,
        occurredOn: v.occurredOn,
        credits: Number(v.credits),
        provider: orNull(v.provider),
        ...(v.receiverId && { receiverId }),
      };
  }
}
