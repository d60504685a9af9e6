import type { ActivityType } from '@chapter/shared/activity.labels';
import { activityForm, emptyValues, type FormValues, parseAmount } from './activity-form-values.ts';

/** What the create form's check says of these values: the request it would send, or each field's first message. */
function check(type: ActivityType, values: Partial<FormValues>) {
  const parsed = activityForm(type).safeParse({ ...emptyValues(type, '2026-11-27'), ...values });
  if (parsed.success) return { request: parsed.data };
  return { errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])) };
}

describe('amounts as members type them', () => {
  it('accepts thousands separators and a currency sign, keeps cents exact', () => {
    expect(parseAmount('1,250.50')).toBe(1250.5);
    expect(parseAmount('$1,250')).toBe(1250);
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount(' 12,345,678.90 ')).toBe(12_345_678.9);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '12,34', '1,2,3', '1250.555', '-5', '1234567890']) {
      expect(parseAmount(bad, 'en-US')).toBeNull();
    }
  });

  it("reads the member's language's separators, and a phone keypad's point before the cents", () => {
    expect(parseAmount('1.250,50', 'de')).toBe(1250.5);
    expect(parseAmount('250,5', 'de')).toBe(250.5);
    expect(parseAmount('1.234', 'de')).toBe(1234);
    expect(parseAmount('250 €', 'de')).toBe(250);
    expect(parseAmount('12.345.678,90', 'es')).toBe(12_345_678.9);
    expect(parseAmount('R$ 1.250,00', 'pt-BR')).toBe(1250);
    expect(parseAmount('250.50', 'de')).toBe(250.5);
    for (const bad of ['1,250.50', '1,2,3', '12,345', '250.5555']) expect(parseAmount(bad, 'de')).toBeNull();
  });

  it('reads a region’s separators beside its language’s, and a bare decimal point', () => {
    expect(parseAmount('1,00,000', 'en-IN')).toBe(100_000);
    expect(parseAmount('1 250,50', 'de-AT')).toBe(1250.5);
    expect(parseAmount('1.250,50', 'de-AT')).toBe(1250.5);
    expect(parseAmount('1 250,50', 'en-ZA')).toBe(1250.5);
    expect(parseAmount('.5', 'en-US')).toBe(0.5);
    expect(parseAmount('5.', 'en-US')).toBe(5);
    expect(parseAmount(',5', 'de')).toBe(0.5);
    for (const bad of ['.', ',', '1,0,000']) expect(parseAmount(bad, 'en-US')).toBeNull();
  });
});

describe('the create form checks the shared request rules', () => {
  it('names every missing field of a referral in the server’s words, and sends nothing', () => {
    expect(check('referral', {})).toEqual({
      errors: {
        receiverId: 'Choose a member',
        prospectName: 'Enter the prospect’s name',
        description: 'Describe what the prospect needs',
      },
    });
  });

  it('makes the referral request from the text fields: trimmed, numbers as numbers, empty contact as null', () => {
    expect(
      check('referral', {
        receiverId: '12',
        prospectName: ' Harbour Dental ',
        description: 'A fit-out',
        temperature: '4',
      }),
    ).toEqual({
      request: {
        type: 'referral',
        receiverId: 12,
        prospectName: 'Harbour Dental',
        prospectContact: null,
        description: 'A fit-out',
        temperature: 4,
        scope: 'outside',
      },
    });
  });

  it('reads a closed business amount as typed into cents, and refuses what is not one', () => {
    expect(check('closed_business', { receiverId: '3', amount: '$1,250.50' }).request).toMatchObject({
      type: 'closed_business',
      amountCents: 125_050,
      currency: 'USD',
      occurredOn: '2026-11-27',
      scope: 'inside',
    });
    expect(check('closed_business', { receiverId: '3', amount: '12,34' }).errors).toEqual({
      amount: 'Enter an amount such as 1,250 or 1250.50',
    });
    expect(check('closed_business', { receiverId: '3', amount: '0', occurredOn: '' }).errors).toEqual({
      amount: 'Enter an amount above zero',
      occurredOn: 'Enter the date',
    });
  });

  it('sends a one-to-one’s local time as an instant, and asks for one when empty', () => {
    expect(check('one_to_one', { receiverId: '3', location: 'Cafe' }).errors).toEqual({
      proposedAt: 'Choose a date and time',
    });
    const at = check('one_to_one', { receiverId: '3', location: 'Cafe', proposedAt: '2026-12-02T08:30' }).request;
    expect(at).toMatchObject({ type: 'one_to_one', proposedAt: new Date('2026-12-02T08:30').toISOString() });
  });

  it('records training for oneself when no member is chosen, with whole credits from 1 to 40', () => {
    expect(check('training_credit', { title: 'Presenting', credits: '2' }).request).toEqual({
      type: 'training_credit',
      title: 'Presenting',
      occurredOn: '2026-11-27',
      credits: 2,
      provider: null,
    });
    expect(check('training_credit', { title: 'Presenting', credits: '1.5' }).errors).toEqual({
      credits: 'Between 1 and 40 whole credits',
    });
    expect(check('training_credit', { title: 'Presenting', credits: '41' }).errors).toEqual({
      credits: 'At most 40 credits',
    });
  });

  it('asks a testimonial for at least 20 characters', () => {
    expect(check('testimonial', { receiverId: '3', text: 'Great work' }).errors).toEqual({
      text: 'Write at least 20 characters',
    });
  });
});
